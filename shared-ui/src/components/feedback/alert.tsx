import type { CSSProperties, ReactNode } from 'react';
import { STATUS_ICONS, type Status } from './status-icons';
import './alert.css';

export type AlertType = Status;

interface Props {
  type?: AlertType;
  title?: ReactNode;
  description?: ReactNode;
  showIcon?: boolean;
  /** In place of the type's icon. */
  icon?: ReactNode;
  /** A way out beside the text (retry, go and fill what is missing). */
  action?: ReactNode;
  className?: string;
  style?: CSSProperties;
  'data-testid'?: string;
}

/**
 * A message inside a page or a dialog (a refused save, a warning before a step), with antd's Alert
 * look and its `role="alert"`, drawn without antd so a page's first paint carries no antd.
 */
export function Alert({ type = 'info', title, description, showIcon = false, icon, action, className, style, 'data-testid': testId }: Props) {
  const described = description !== undefined && description !== null;
  const classes = ['ac-alert', `ac-alert--${type}`, described && 'ac-alert--with-description', className].filter(Boolean).join(' ');
  return (
    <div role="alert" className={classes} style={style} data-testid={testId}>
      {showIcon && (
        <span className="ac-alert__icon" aria-hidden>
          {icon ?? STATUS_ICONS[type]}
        </span>
      )}
      <div className="ac-alert__content">
        {title !== undefined && <div className="ac-alert__title">{title}</div>}
        {described && <div className="ac-alert__description">{description}</div>}
      </div>
      {action && <div className="ac-alert__action">{action}</div>}
    </div>
  );
}
