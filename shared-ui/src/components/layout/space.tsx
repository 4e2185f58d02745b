import type { CSSProperties, ReactNode } from 'react';
import './layout-bits.css';

interface SpaceProps {
  orientation?: 'horizontal' | 'vertical';
  size?: number | 'small' | 'middle' | 'large';
  wrap?: boolean;
  style?: CSSProperties;
  className?: string;
  children?: ReactNode;
}

const GAPS = { small: 8, middle: 16, large: 24 };

/** Spaced children in a row or a column (antd's Space, as CSS gap). */
function SpaceRoot({ orientation = 'horizontal', size = 'small', wrap, style, className, children }: SpaceProps) {
  const gap = typeof size === 'number' ? size : GAPS[size];
  const classes = ['ac-space', `ac-space--${orientation}`, wrap && 'ac-space--wrap', className].filter(Boolean).join(' ');
  return (
    <div className={classes} style={{ gap, ...style }}>
      {children}
    </div>
  );
}

/** A field and its button joined into one control. */
function Compact({ style, children }: { style?: CSSProperties; children?: ReactNode }) {
  return (
    <div className="ac-space-compact" style={style}>
      {children}
    </div>
  );
}

export const Space = SpaceRoot as typeof SpaceRoot & { Compact: typeof Compact };
Space.Compact = Compact;
