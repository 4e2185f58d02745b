import type { CSSProperties } from 'react';
import './skeleton.css';

interface Props {
  /** Lines of text awaited (antd's Skeleton `paragraph.rows`); 3 by default. */
  rows?: number;
  /** A title line above them. */
  title?: boolean;
  /** A round picture beside them, this many pixels wide. */
  avatar?: number;
  className?: string;
  style?: CSSProperties;
  'data-testid'?: string;
}

/**
 * Grey lines where content is on its way, shimmering (unless the system asks for reduced motion).
 * antd's Skeleton look, drawn without antd: it shows on most pages' first paint.
 */
export function Skeleton({ rows = 3, title = true, avatar, className, style, 'data-testid': testId }: Props) {
  return (
    <div className={`ac-skeleton${className ? ` ${className}` : ''}`} style={style} aria-busy="true" data-testid={testId}>
      {avatar && <span className="ac-skeleton-avatar" style={{ width: avatar, height: avatar }} />}
      <div className="ac-skeleton-lines">
        {title && <span className="ac-skeleton-line ac-skeleton-title" />}
        {Array.from({ length: rows }, (_, row) => (
          <span key={row} className="ac-skeleton-line" />
        ))}
      </div>
    </div>
  );
}
