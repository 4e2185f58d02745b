import { useState } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ExecutedActivity, ExecutionAction } from '@agrocadena/contracts';
import { formatDateTime, timeAgo } from '@agrocadena/shared-ui';
import { RunsListPage } from '../features/runs/components/runs-list-page';
import { RunActions } from '../features/runs/components/run-actions';
import { PauseRunDialog } from '../features/runs/components/pause-run-dialog';
import { CompleteRunDialog } from '../features/runs/components/complete-run-dialog';
import { AbortRunDialog } from '../features/runs/components/abort-run-dialog';
import { useRunsList } from '../features/runs/hooks/use-runs-list';
import { orderLabel } from '../features/runs/rules/run-labels';

type Move = { action: ExecutionAction; run: ExecutedActivity } | null;

/** /runningActivities: my runs in progress, each to pause, complete or abort. */
export default function RunningActivitiesPage() {
  const { t, i18n } = useTranslation('production');
  const list = useRunsList('running');
  const [move, setMove] = useState<Move>(null);
  const close = () => setMove(null);

  return (
    <RunsListPage
      kind="running"
      list={list}
      fields={[
        { key: 'activity', title: t('runs.columns.activity'), render: (run) => <Typography.Text strong>{run.activity.name}</Typography.Text> },
        { key: 'sinceStart', title: t('runs.columns.sinceStart'), render: (run) => timeAgo(run.startedAt, i18n.language) },
        { key: 'estimatedFinish', title: t('runs.columns.estimatedFinish'), render: (run) => formatDateTime(run.estimatedFinishingDate) },
        { key: 'productionOrder', title: t('runs.columns.productionOrder'), render: (run) => orderLabel(run.productionOrder) },
      ]}
      options={(run) => <RunActions run={run} offered={['pause', 'complete', 'abort']} onAction={(action) => setMove({ action, run })} />}
    >
      {move?.action === 'pause' && <PauseRunDialog key={move.run._id} run={move.run} onClose={close} />}
      {move?.action === 'complete' && <CompleteRunDialog key={move.run._id} run={move.run} onClose={close} />}
      {move?.action === 'abort' && <AbortRunDialog key={move.run._id} run={move.run} onClose={close} />}
    </RunsListPage>
  );
}
