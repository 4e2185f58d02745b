import { useTranslation } from 'react-i18next';
import type { ExecutedActivity } from '@agrocadena/contracts';
import '../../../i18n/register';
import { ExecutionListPage, type ExecutionListProps } from '../../../shared/components/execution-list-page';

export type RunsListKind = 'scheduled' | 'running' | 'paused' | 'completed' | 'aborted';

type Props = Omit<ExecutionListProps<ExecutedActivity>, 'title' | 'subtitle' | 'back' | 'testId' | 'rowTestId'> & { kind: RunsListKind };

/** A list of runs in one state (docs/domain.md#run-states): back to the activities' overview, each row named by its activity. */
export function RunsListPage({ kind, ...rest }: Props) {
  const { t } = useTranslation('production');
  return (
    <ExecutionListPage<ExecutedActivity>
      {...rest}
      title={t(`runs.lists.${kind}.title`)}
      subtitle={t(`runs.lists.${kind}.subtitle`)}
      back="/activitiesOverview"
      testId={`${kind}-runs`}
      rowTestId={(run) => `run-row-${run.activity.name}`}
    />
  );
}
