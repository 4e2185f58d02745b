import type { ReactNode } from 'react';
import './layout-bits.css';

interface Props {
  /** Where the title sits on the line (antd's prop; the suite puts it at the start). */
  titlePlacement?: 'start' | 'center';
  /** antd's plain title: the suite's titles are always plain. */
  plain?: boolean;
  children?: ReactNode;
}

/** A line across a form that names the section below it. */
export function Divider({ titlePlacement = 'center', children }: Props) {
  if (!children) return <hr className="ac-divider" />;
  return (
    <div className={`ac-divider ac-divider--titled ac-divider--${titlePlacement}`} role="separator">
      <span className="ac-divider__title">{children}</span>
    </div>
  );
}
