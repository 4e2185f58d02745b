import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError, PageCard, Skeleton } from '@agrocadena/shared-ui';
import '../../../i18n/register';
import { useReceivesRequests } from '../../../shared/hooks/use-request-list';
import { useRequestsOverview } from '../hooks/use-requests-overview';
import { OverviewColumn } from './overview-column';
import './overview.css';

/**
 * My requests, sent and received, each list with its count (docs/domain.md#request-lists);
 * requester-type users only send, and the subtitle says only that. `children` come first: what the
 * page opens over the overview.
 */
export function RequestsOverview({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('requests');
  const receives = useReceivesRequests();
  const { overview, error, reload } = useRequestsOverview();

  return (
    <PageCard
      title={t('overview.title')}
      subtitle={t(receives ? 'overview.subtitle' : 'overview.subtitleSent')}
      width={760}
      testId="requests-overview"
    >
      {children}
      {error ? (
        <LoadError variant="panel" title={t('overview.loadError')} message={error} onRetry={reload} testId="overview-load-error" />
      ) : !overview ? (
        <Skeleton rows={6} />
      ) : (
        <div className="rq-overview">
          <OverviewColumn side="sent" overview={overview} />
          {receives && <OverviewColumn side="received" overview={overview} />}
        </div>
      )}
    </PageCard>
  );
}
