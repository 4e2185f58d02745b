import type { ReactNode } from 'react';
import { Empty } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { LinkButton } from './link-button';
import { Typography } from './typography';

interface Props {
  /** What is missing, e.g. "You have no products yet". */
  title: string;
  /** Why the first one is worth making. */
  hint?: string;
  /** The first step: a primary button to the page that creates one. */
  action?: { label: string; to: string; icon?: ReactNode; testId?: string };
  testId?: string;
}

/** An empty list that invites its first entry instead of leaving a blank table. */
export function EmptyState({ title, hint, action, testId }: Props) {
  return (
    <Empty description={title} data-testid={testId} style={{ padding: '24px 0' }}>
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
    </Empty>
  );
}
