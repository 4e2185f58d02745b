import './runs.css';

interface Props {
  titles: string[];
  /** 0-based step shown. */
  current: number;
}

/** Where a stepper is: its steps in order, the current one marked (and named so for screen readers). */
export function RunSteps({ titles, current }: Props) {
  return (
    <ol className="pr-run-steps" data-testid="run-steps">
      {titles.map((title, index) => (
        <li
          key={title}
          className={index === current ? 'pr-run-step-current' : index < current ? 'pr-run-step-done' : undefined}
          aria-current={index === current ? 'step' : undefined}
        >
          <span className="pr-run-step-number">{index + 1}</span> {title}
        </li>
      ))}
    </ol>
  );
}
