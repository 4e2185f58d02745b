import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton, LoadError, PageCard } from '@agrocadena/shared-ui';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import '../../../i18n/register';
import '../../../shared/components/activities.css';
import { EnterpriseOnly } from '../../../shared/components/enterprise-only';
import { useOverview } from '../hooks/use-overview';
import { OverviewCounts, type OverviewCount } from './overview-counts';
import { useProductionOwnerId } from '../../../shared/hooks/use-production-owner';

interface Props {
  kind: 'activities' | 'processes';
  items: readonly OverviewCount[];
  /** The list of what is defined and the page that creates one more. */
  list: string;
  create: string;
  /** What a link to the page opens (a run's details), shown to those who may see the overview. */
  children?: ReactNode;
}

/** The six counts of an overview (docs/domain.md#production-overviews) and the ways to the lists and to create one more. */
export function OverviewPage({ kind, items, list, create, children }: Props) {
  const { t } = useTranslation('production');
  const overview = useOverview(kind, useProductionOwnerId());

  return (
    <PageCard title={t(`overview.${kind}.title`)} subtitle={t(`overview.${kind}.subtitle`)} width={760} testId={`${kind}-overview`}>
      <EnterpriseOnly>
        <div className="pr-toolbar">
          <LinkButton to={list} size="large" icon={<UnorderedListOutlined />} data-testid="overview-list">
            {t(`overview.${kind}.list`)}
          </LinkButton>
          <LinkButton to={create} type="primary" size="large" icon={<PlusOutlined />} data-testid="overview-create">
            {t(`overview.${kind}.create`)}
          </LinkButton>
        </div>
        {children}
        {overview.error ? (
          <LoadError
            variant="panel"
            title={t('overview.loadError')}
            message={overview.error}
            onRetry={overview.reload}
            testId="overview-load-error"
          />
        ) : (
          <OverviewCounts counts={overview.counts} items={items} />
        )}
      </EnterpriseOnly>
    </PageCard>
  );
}
