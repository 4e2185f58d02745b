import type { ReactNode } from 'react';
import './spin.css';

interface Props {
  size?: 'small' | 'default' | 'large';
  /** Around content: whether it is being read again (the content stays, dimmed, under the spinner). */
  spinning?: boolean;
  /** Over the whole screen, on a dimmed mask (a part of the app being fetched). */
  fullscreen?: boolean;
  'aria-label'?: string;
  'data-testid'?: string;
  children?: ReactNode;
}

/** antd's Spin (its sizes, its use around content and over the whole screen), drawn without antd. */
export function Spin({ size = 'default', spinning = true, fullscreen = false, 'aria-label': label, 'data-testid': testId, children }: Props) {
  // The test id goes on the outermost element: the ring when it stands alone.
  const ring = (ringTestId?: string) => (
    <span
      className={`ac-spin${size === 'default' ? '' : ` ac-spin--${size}`}`}
      // Named, it says what is on its way; unnamed, it is only the picture beside a text that does.
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-busy
      data-testid={ringTestId}
    />
  );
  if (fullscreen) {
    return spinning ? (
      <div className="ac-spin-fullscreen" data-testid={testId}>
        {ring()}
      </div>
    ) : null;
  }
  if (children === undefined) return spinning ? ring(testId) : null;
  return (
    <div className={`ac-spin-container${spinning ? ' ac-spin-container--spinning' : ''}`} aria-busy={spinning} data-testid={testId}>
      {spinning && <div className="ac-spin-container__spinner">{ring()}</div>}
      <div className="ac-spin-container__content">{children}</div>
    </div>
  );
}
