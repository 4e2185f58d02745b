import type { ReactNode, SelectHTMLAttributes } from 'react';
import './native-select.css';

export interface SelectChoice<V extends string> {
  value: V;
  label: string;
}

interface Props<V extends string> extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'size'> {
  /** Optional as a form item gives both (undefined: nothing chosen yet). */
  value?: V | null;
  onChange?: (value: V) => void;
  choices: readonly SelectChoice<V>[];
  /** Shown, and not choosable again, while nothing (or nothing among `choices`) is chosen. */
  placeholder?: string;
  /** Drawn inside the box, before the text. */
  icon?: ReactNode;
  /** 44 px (the suite's control height) or 48 px, the large controls of a filter or a drawer. */
  size?: 'middle' | 'large';
  'data-testid'?: string;
}

/**
 * The browser's own select, drawn like the suite's other controls: the phone's own picker, and no
 * component library for a page that only needs to choose among a few fixed values (issue 13).
 */
export function NativeSelect<V extends string>({
  value,
  onChange,
  choices,
  placeholder,
  icon,
  size = 'middle',
  className = '',
  ...select
}: Props<V>) {
  const chosen = value !== null && value !== undefined && choices.some((choice) => choice.value === value);
  return (
    <span className={`ac-select ac-select-${size}${icon ? ' ac-select-with-icon' : ''} ${className}`}>
      {icon && <span className="ac-select-icon">{icon}</span>}
      <select
        {...select}
        value={chosen ? value : ''}
        data-empty={chosen ? undefined : 'true'}
        onChange={(event) => onChange?.(event.target.value as V)}
      >
        {!chosen && (
          <option value="" disabled>
            {placeholder ?? ''}
          </option>
        )}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </span>
  );
}
