import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card, Typography } from 'antd';
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import './account.css';

interface Props {
  title: string;
  subtitle?: string;
  back?: { to: string; label: string };
  /** Shown above the title, e.g. the brand row of a public page. */
  header?: ReactNode;
  testId?: string;
  children: ReactNode;
}

/** The centred, at most 560 px wide card every account page is drawn in. */
export function PageCard({ title, subtitle, back, header, testId, children }: Props) {
  return (
    <Card className="acc-card" data-testid={testId}>
      {header}
      {back && (
        <Link to={back.to} className="acc-card-back" data-testid="back-link">
          <ArrowLeftOutlined aria-hidden />
          {back.label}
        </Link>
      )}
      <Typography.Title level={3} className="acc-card-title">
        {title}
      </Typography.Title>
      {subtitle && (
        <Typography.Paragraph type="secondary" className="acc-card-subtitle">
          {subtitle}
        </Typography.Paragraph>
      )}
      {children}
    </Card>
  );
}
