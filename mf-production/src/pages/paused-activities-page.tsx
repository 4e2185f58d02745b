import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExecutedActivity, ExecutionAction } from '@agrocadena/contracts';
import { ReadMore, formatDateTime, formatDay, Typography } from '@agrocadena/shared-ui';
import { RunsListPage } from '../features/runs/components/runs-list-page';
import { RunActions } from '../features/runs/components/run-actions';
import { ResumeRunDialog } from '../features/runs/components/resume-run-dialog';
import { AbortPausedDialog } from '../features/runs/components/abort-paused-dialog';
import { useRunsList } from '../features/runs/hooks/use-runs-list';
import { useRunLink } from '../features/runs/hooks/use-run-link';

type Move = { action: ExecutionAction; run: ExecutedActivity } | null;

/**
 * /pausedActivities: my paused runs, each to resume or abort (naming what was delivered).
 * `?run=<id>&action=<move>` opens that run's move (useRunLink).
 */
export default function PausedActivitiesPage() {
  const { t } = useTranslation('production');
  const list = useRunsList('paused');
  const [move, setMove] = useState<Move>(null);
  const link = useRunLink('PAUSED', list, (action, run) => setMove({ action, run }));
  const close = () => {
    setMove(null);
    link.clear();
  };

  return (
    <RunsListPage
      kind="paused"
      list={list}
      error={link.error}
      fields={[
        { key: 'activity', title: t('runs.columns.activity'), render: (run) => <Typography.Text strong>{run.activity.name}</Typography.Text> },
        { key: 'pausedAt', title: t('runs.columns.pausedAt'), render: (run) => formatDateTime(run.pausedAt) },
        {
          key: 'pauseReason',
          title: t('runs.columns.pauseReason'),
          render: (run) => <ReadMore text={run.pauseReason ?? ''} testId="run-pause-reason" />,
        },
        { key: 'expectedResume', title: t('runs.columns.expectedResume'), render: (run) => formatDay(run.expectedResumeDate) },
      ]}
      options={(run) => <RunActions run={run} offered={['restart', 'abort']} onAction={(action) => setMove({ action, run })} />}
    >
      {move?.action === 'restart' && <ResumeRunDialog key={move.run._id} run={move.run} onClose={close} />}
      {move?.action === 'abort' && <AbortPausedDialog key={move.run._id} run={move.run} onClose={close} />}
    </RunsListPage>
  );
}
