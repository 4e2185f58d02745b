import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDay, Typography } from '@agrocadena/shared-ui';
import type { OrderStep } from '../rules/order-steps';
import '../../../shared/components/runs.css';

/** The process's activities in order, each with how its run stands and when it was scheduled, started and finished. */
export function OrderStepsList({ steps }: { steps: OrderStep[] }) {
  const { t } = useTranslation('production');
  return (
    <ol className="pr-timeline" data-testid="order-steps">
      {steps.map(({ activity, run }, index) => {
        const dates = run
          ? [
              run.status === 'SCHEDULED' && run.scheduleTime ? t('orders.details.scheduledFor', { date: formatDay(run.scheduleTime) }) : null,
              run.startedAt ? t('orders.details.startedAt', { date: formatDateTime(run.startedAt) }) : null,
              run.finishedAt ? t('orders.details.finishedAt', { date: formatDateTime(run.finishedAt) }) : null,
            ].filter((line) => line !== null)
          : [];
        return (
          <li key={activity._id} data-testid={`order-step-${index + 1}`}>
            <Typography.Text strong>
              {index + 1}. {activity.name}
            </Typography.Text>{' '}
            · {run ? t(`runs.states.${run.status}`) : t('orders.details.notRun')}
            {dates.map((line) => (
              <Typography.Paragraph key={line} type="secondary" className="pr-run-line">
                {line}
              </Typography.Paragraph>
            ))}
          </li>
        );
      })}
    </ol>
  );
}
