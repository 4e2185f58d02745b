import type { ReactNode } from 'react';
import './count-badge.css';

interface Props {
  /** Nothing shows at zero or below (a count never reads negative). */
  count?: number;
  /** A dot in place of the number: "something waits inside". */
  dot?: boolean;
  /** Larger counts read "99+". */
  max?: number;
  /** Read by the pointer and screen readers; the count itself by default. */
  title?: string;
  /** What the badge sits on (its top right corner); without it, the badge follows the text. */
  children?: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/** A red count (unseen requests) with antd's Badge look, drawn without antd (first-paint weight). */
export function CountBadge({ count = 0, dot = false, max = 99, title, children, className, 'data-testid': testId }: Props) {
  const mark = dot ? (
    <sup className="ac-badge-dot" />
  ) : count > 0 ? (
    <sup className="ac-badge-count" title={title ?? String(count)}>
      {count > max ? `${max}+` : count}
    </sup>
  ) : null;
  return (
    <span className={`ac-badge${children ? ' ac-badge--corner' : ''}${className ? ` ${className}` : ''}`} data-testid={testId}>
      {children}
      {mark}
    </span>
  );
}
