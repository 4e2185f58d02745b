import { useTranslation } from 'react-i18next';
import type { ExecutedActivity } from '@agrocadena/contracts';
import { personName } from '@agrocadena/shared-ui';
import '../../../i18n/register';
import { ExecutionListPage, type ExecutionListProps } from '../../../shared/components/execution-list-page';
import { orderLabel } from '../../../shared/rules/run-labels';

export type RunsListKind = 'scheduled' | 'running' | 'paused' | 'completed' | 'aborted';

type Props<T extends ExecutedActivity> = Omit<ExecutionListProps<T>, 'title' | 'subtitle' | 'back' | 'testId' | 'rowTestId'> & { kind: RunsListKind };

/**
 * A list of runs in one state (docs/domain.md#run-states): back to the activities' overview, each row
 * named by its activity and, for a run carried out for someone else, by its customer and request
 * (two runs of one activity are then told apart).
 */
export function RunsListPage<T extends ExecutedActivity = ExecutedActivity>({ kind, fields, ...rest }: Props<T>) {
  const { t } = useTranslation('production');
  const customer = {
    key: 'customer',
    title: t('runs.columns.customer'),
    render: (run: T) =>
      run.customer ? (
        <span data-testid="run-customer-cell">
          {personName(run.customer)} · {t('runs.customer.request', { request: orderLabel(run.request) })}
        </span>
      ) : (
        '—'
      ),
  };
  return (
    <ExecutionListPage<T>
      {...rest}
      fields={[...fields.slice(0, 1), customer, ...fields.slice(1)]}
      title={t(`runs.lists.${kind}.title`)}
      subtitle={t(`runs.lists.${kind}.subtitle`)}
      back="/activitiesOverview"
      testId={`${kind}-runs`}
      rowTestId={(run) => `run-row-${run.activity.name}`}
    />
  );
}
