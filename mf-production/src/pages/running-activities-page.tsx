import { useTranslation } from 'react-i18next';
import { formatDateTime, timeAgo, Typography } from '@agrocadena/shared-ui';
import { RunsListPage } from '../features/runs/components/runs-list-page';
import { RunActions } from '../features/runs/components/run-actions';
import { useRunsList } from '../features/runs/hooks/use-runs-list';
import { useRunLink } from '../features/runs/hooks/use-run-link';
import { OrderLink } from '../features/orders/components/order-link';
import { useRunningDialogs } from './running-dialogs';
import { useOutsourcedRuns } from '../features/runs/components/outsourced-runs';
import { OutsourcedTag } from '../features/runs/components/outsourced-tag';
import { isOutsourced } from '../features/runs/rules/outsourced';

/**
 * /runningActivities: my runs in progress, each to pause, complete or abort; a step of a production
 * order links to the order, and completing it asks for the order's next activity
 * (docs/domain.md#production-orders). An outsourced run its provider has started shows only its
 * details and an outsourced label. `?run=<id>&action=<move>` opens that run's move (useRunLink).
 */
export default function RunningActivitiesPage() {
  const { t, i18n } = useTranslation('production');
  const list = useRunsList('running');
  const dialogs = useRunningDialogs(() => link.clear());
  const link = useRunLink('IN_PROGRESS', list, dialogs.onAction);
  const outsourced = useOutsourcedRuns();

  return (
    <RunsListPage
      kind="running"
      list={list}
      error={link.error}
      fields={[
        { key: 'activity', title: t('runs.columns.activity'), render: (run) => <Typography.Text strong>{run.activity.name}</Typography.Text> },
        { key: 'sinceStart', title: t('runs.columns.sinceStart'), render: (run) => timeAgo(run.startedAt, i18n.language) },
        { key: 'estimatedFinish', title: t('runs.columns.estimatedFinish'), render: (run) => formatDateTime(run.estimatedFinishingDate) },
        {
          key: 'productionOrder',
          title: t('runs.columns.productionOrder'),
          render: (run) => {
            const order = run.productionOrder && <OrderLink orderId={run.productionOrder} onOpen={dialogs.openDetails} />;
            if (isOutsourced(run))
              return (
                <>
                  {order} <OutsourcedTag />
                </>
              );
            return order || '—';
          },
        },
      ]}
      options={(run) =>
        isOutsourced(run) ? outsourced.options(run) : <RunActions run={run} offered={['pause', 'complete', 'abort']} onAction={dialogs.onAction} />
      }
    >
      {dialogs.element}
      {outsourced.element}
    </RunsListPage>
  );
}
