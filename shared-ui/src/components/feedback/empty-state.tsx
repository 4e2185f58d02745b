import type { ReactNode } from 'react';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { LinkButton } from '../buttons/link-button';
import { Typography } from '../data-display/typography';
import './empty-state.css';

interface Props {
  /** What is missing, e.g. "You have no products yet". */
  title: string;
  /** Why the first one is worth making. */
  hint?: string;
  /** The first step: a primary button to the page that creates one. */
  action?: { label: string; to: string; icon?: ReactNode; testId?: string };
  /** Smaller, inside a dialog or a card. */
  compact?: boolean;
  testId?: string;
}

/** An empty list that invites its first entry instead of leaving a blank table (antd's Empty look, without antd). */
export function EmptyState({ title, hint, action, compact = false, testId }: Props) {
  return (
    <div className={`ac-empty${compact ? ' ac-empty--compact' : ''}`} data-testid={testId}>
      <InboxOutlined className="ac-empty-image" aria-hidden />
      <div className="ac-empty-title">{title}</div>
      {hint && (
        <Typography.Paragraph type="secondary" style={{ maxWidth: 460, margin: '0 auto 16px' }}>
          {hint}
        </Typography.Paragraph>
      )}
      {action && (
        <LinkButton to={action.to} type="primary" size="large" icon={action.icon ?? <PlusOutlined />} data-testid={action.testId}>
          {action.label}
        </LinkButton>
      )}
    </div>
  );
}
