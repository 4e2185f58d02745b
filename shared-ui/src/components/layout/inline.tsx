import type { ReactNode } from 'react';
import './inline.css';

interface Props {
  children: ReactNode;
  /** Pixels between the items (antd Space's `size`); 8 by default. */
  gap?: number;
  /** Let the items wrap onto the next line (a row's icon buttons never do). */
  wrap?: boolean;
  className?: string;
  'data-testid'?: string;
}

/** Items side by side, centred on one line (antd's horizontal Space, without antd: it is on every list's first paint). */
export function Inline({ children, gap = 8, wrap = true, className, 'data-testid': testId }: Props) {
  return (
    <span className={`ac-inline${wrap ? '' : ' ac-inline--nowrap'}${className ? ` ${className}` : ''}`} style={{ gap }} data-testid={testId}>
      {children}
    </span>
  );
}
