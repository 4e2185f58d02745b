import { useState } from 'react';
import ArrowRightOutlined from '@ant-design/icons/ArrowRightOutlined';
import { useTranslation } from 'react-i18next';
import type { ExecutedActivity, ExecutionAction } from '@agrocadena/contracts';
import { LinkButton, formatDay, Typography, useToast } from '@agrocadena/shared-ui';
import { RunsListPage } from '../features/runs/components/runs-list-page';
import { RunActions } from '../features/runs/components/run-actions';
import { AbortRunDialog } from '../features/runs/components/abort-run-dialog';
import { useRunsList } from '../features/runs/hooks/use-runs-list';
import { useRunLink } from '../features/runs/hooks/use-run-link';
import { useStartRun } from '../features/runs/hooks/use-run-writes';
import { useOutsourcedRuns } from '../features/runs/components/outsourced-runs';
import { OutsourcedTag } from '../features/runs/components/outsourced-tag';
import { isOutsourced } from '../features/runs/rules/outsourced';
import { orderLabel } from '../shared/rules/run-labels';

/**
 * /scheduledActivities: my scheduled runs, each to start now or abort (its reservation released),
 * and my outsourced runs not yet started by their provider, each to see or to cancel its request.
 * `?run=<id>&action=<move>` makes that run's move as its row's button would (useRunLink).
 */
export default function ScheduledActivitiesPage() {
  const { t } = useTranslation('production');
  const toast = useToast();
  const list = useRunsList('scheduled');
  const start = useStartRun();
  const [aborting, setAborting] = useState<ExecutedActivity | null>(null);
  const link = useRunLink('SCHEDULED', list, onAction);
  const outsourced = useOutsourcedRuns();

  function onAction(action: ExecutionAction, run: ExecutedActivity) {
    if (action === 'abort') return setAborting(run);
    link.clear();
    // A 409 NOT_ENOUGH_PRODUCTS (or any refusal) shows the server's message above the list.
    start.mutate({ executedActivityId: run._id }, { onSuccess: () => toast.success(t('runs.start.success')) });
  }

  function closeAbort() {
    setAborting(null);
    link.clear();
  }

  return (
    <RunsListPage
      kind="scheduled"
      list={list}
      error={start.error?.message ?? link.error}
      links={
        <LinkButton to="/runningActivities" size="large" icon={<ArrowRightOutlined />} data-testid="to-running">
          {t('runs.lists.toRunning')}
        </LinkButton>
      }
      fields={[
        { key: 'activity', title: t('runs.columns.activity'), render: (run) => <Typography.Text strong>{run.activity.name}</Typography.Text> },
        { key: 'scheduleTime', title: t('runs.columns.scheduleTime'), render: (run) => formatDay(run.scheduleTime) },
        {
          key: 'productionOrder',
          title: t('runs.columns.productionOrder'),
          render: (run) =>
            isOutsourced(run) ? (
              <>
                {run.productionOrder && `${orderLabel(run.productionOrder)} `}
                <OutsourcedTag />
              </>
            ) : (
              orderLabel(run.productionOrder)
            ),
        },
      ]}
      options={(run) => (isOutsourced(run) ? outsourced.options(run) : <RunActions run={run} offered={['start', 'abort']} onAction={onAction} />)}
    >
      {aborting && <AbortRunDialog key={aborting._id} run={aborting} onClose={closeAbort} />}
      {outsourced.element}
    </RunsListPage>
  );
}
