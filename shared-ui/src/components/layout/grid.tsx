import type { CSSProperties, ReactNode } from 'react';
import './layout-bits.css';

/** Two columns side by side from 576 px (antd's sm), one above the other on a phone. */
export function Row({ gutter = 0, children }: { gutter?: number; children?: ReactNode }) {
  return (
    <div className="ac-row" style={{ '--ac-gutter': `${gutter}px` } as CSSProperties}>
      {children}
    </div>
  );
}

/** A column of a Row: `xs` and `sm` in 24ths of the width, as antd counts them. */
export function Col({ xs = 24, sm, children }: { xs?: number; sm?: number; children?: ReactNode }) {
  return (
    <div className="ac-col" style={{ '--ac-xs': xs / 24, '--ac-sm': (sm ?? xs) / 24 } as CSSProperties}>
      {children}
    </div>
  );
}
