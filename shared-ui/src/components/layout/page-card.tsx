import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import './page-card.css';
import { Typography } from '../data-display/typography';
import { usePageMeta } from '../../hooks/use-page-meta';

interface Props {
  title: string;
  subtitle?: string;
  back?: { to: string; label: string };
  /** Shown above the title, e.g. the brand row of a public page. */
  header?: ReactNode;
  testId?: string;
  /** Widest it grows, px (560 by default: one readable column of fields). */
  width?: number;
  children: ReactNode;
}

/**
 * The centred, at most `width` px wide card a page is drawn in (full width on a phone): a plain
 * section drawn as antd's card, so every page's first paint does without antd's Card (and the tabs it brings).
 * Its title and subtitle are also the tab's title and the page's description (usePageMeta).
 */
export function PageCard({ title, subtitle, back, header, testId, width = 560, children }: Props) {
  usePageMeta(title, subtitle);
  return (
    <section className="ac-page-card" style={{ maxWidth: width }} data-testid={testId}>
      {header}
      {back && (
        <Link to={back.to} className="ac-page-card-back" data-testid="back-link">
          <ArrowLeftOutlined aria-hidden />
          {back.label}
        </Link>
      )}
      <Typography.Title level={3} className="ac-page-card-title">
        {title}
      </Typography.Title>
      {subtitle && (
        <Typography.Paragraph type="secondary" className="ac-page-card-subtitle">
          {subtitle}
        </Typography.Paragraph>
      )}
      {children}
    </section>
  );
}
