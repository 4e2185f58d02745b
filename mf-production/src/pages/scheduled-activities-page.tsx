import { useState } from 'react';
import ArrowRightOutlined from '@ant-design/icons/ArrowRightOutlined';
import { useTranslation } from 'react-i18next';
import type { ExecutedActivity, ExecutionAction } from '@agrocadena/contracts';
import { LinkButton, formatDay, Typography } from '@agrocadena/shared-ui';
import { RunsListPage } from '../features/runs/components/runs-list-page';
import { RunActions } from '../features/runs/components/run-actions';
import { AbortRunDialog } from '../features/runs/components/abort-run-dialog';
import { useRunsList } from '../features/runs/hooks/use-runs-list';
import { useRunLink } from '../features/runs/hooks/use-run-link';
import { StartRunDialog } from '../features/runs/components/start-run-dialog';
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
  const list = useRunsList('scheduled');
  const [move, setMove] = useState<{ action: 'start' | 'abort'; run: ExecutedActivity } | null>(null);
  const link = useRunLink('SCHEDULED', list, onAction);
  const outsourced = useOutsourcedRuns();

  // Starting consumes the reserved inputs, so it asks first, as an order's start does.
  function onAction(action: ExecutionAction, run: ExecutedActivity) {
    if (action === 'start' || action === 'abort') setMove({ action, run });
  }

  function close() {
    setMove(null);
    link.clear();
  }

  return (
    <RunsListPage
      kind="scheduled"
      list={list}
      error={link.error}
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
      {move?.action === 'start' && (
        <StartRunDialog
          key={move.run._id}
          run={move.run}
          title={t('runs.start.title', { name: move.run.activity.name })}
          question={t('runs.start.confirm', { name: move.run.activity.name })}
          started={t('runs.start.success')}
          testId="start-run"
          onClose={close}
        />
      )}
      {move?.action === 'abort' && <AbortRunDialog key={move.run._id} run={move.run} onClose={close} />}
      {outsourced.element}
    </RunsListPage>
  );
}
