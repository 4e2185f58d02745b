import type { ReactNode } from 'react';
import CompassOutlined from '@ant-design/icons/CompassOutlined';
import { STATUS_ICONS, type Status } from './status-icons';
import './result.css';

export type ResultStatus = Status | '404';

const ICONS: Record<ResultStatus, ReactNode> = { ...STATUS_ICONS, '404': <CompassOutlined /> };

interface Props {
  status?: ResultStatus;
  /** In place of the status's icon. */
  icon?: ReactNode;
  title: ReactNode;
  subTitle?: ReactNode;
  /** The ways on (buttons, links). */
  extra?: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/**
 * The outcome of a step or a page that cannot show ("sent", "not found", "this section cannot
 * load"), with antd's Result look and without its illustrations: 8 KB of every logged-in page.
 */
export function Result({ status = 'info', icon, title, subTitle, extra, className, 'data-testid': testId }: Props) {
  return (
    <div className={`ac-result ac-result--${status === '404' ? 'not-found' : status}${className ? ` ${className}` : ''}`} data-testid={testId}>
      <div className="ac-result-icon" aria-hidden>
        {icon ?? ICONS[status]}
      </div>
      <div className="ac-result-title">{title}</div>
      {subTitle && <div className="ac-result-subtitle">{subTitle}</div>}
      {extra && <div className="ac-result-extra">{extra}</div>}
    </div>
  );
}
