import type { ReactNode } from 'react';
import './card.css';

interface Props {
  title?: ReactNode;
  /** `small`: a card among others (a choice in a list), with tighter paddings. */
  size?: 'default' | 'small';
  className?: string;
  'data-testid'?: string;
  children: ReactNode;
}

/** A box of related content with an optional title, with antd's Card look, drawn without antd. */
export function Card({ title, size = 'default', className, 'data-testid': testId, children }: Props) {
  const classes = ['ac-card', size === 'small' && 'ac-card--small', className].filter(Boolean).join(' ');
  return (
    <section className={classes} data-testid={testId}>
      {title !== undefined && <div className="ac-card__head">{title}</div>}
      <div className="ac-card__body">{children}</div>
    </section>
  );
}
