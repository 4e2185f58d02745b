import type { ReactNode } from 'react';
import './tag.css';

interface Props {
  children: ReactNode;
  /** Green for what is the user's own or confirmed, blue for a kind; grey by default. */
  color?: 'green' | 'blue';
  className?: string;
  'data-testid'?: string;
}

/** A short label beside a name (a product's type, "outsourced"), with antd's Tag look, drawn without antd. */
export function Tag({ children, color, className, 'data-testid': testId }: Props) {
  return (
    <span className={`ac-tag${color ? ` ac-tag--${color}` : ''}${className ? ` ${className}` : ''}`} data-testid={testId}>
      {children}
    </span>
  );
}
