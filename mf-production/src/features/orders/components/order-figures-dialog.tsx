import { useTranslation } from 'react-i18next';
import { formatCOP, formatDateTime, LoadError, Skeleton, Typography } from '@agrocadena/shared-ui';
import { OutputFiguresTable, RunFiguresView } from '../../../shared/components/run-figures';
import { orderLabel } from '../../../shared/rules/run-labels';
import { useOrderFigures } from '../hooks/use-order-figures';
import '../../../i18n/register';
import '../../../shared/components/runs.css';
import { Descriptions, Modal } from '@agrocadena/shared-ui/antd-forms';

interface Props {
  orderId: string;
  onClose: () => void;
}

/**
 * GET /productionOrders/{id}/figures: a finished order's total cost and what it delivered against
 * its plan (yield, cost per unit), then each step as it ran: inputs consumed and their cost, outputs
 * expected and made (docs/domain.md#order-figures).
 */
export function OrderFiguresDialog({ orderId, onClose }: Props) {
  const { t, i18n } = useTranslation(['production', 'common']);
  const { figures, error, reload } = useOrderFigures(orderId);
  const money = (value: number) => formatCOP(value, i18n.language);

  return (
    <Modal
      open
      width={760}
      title={t('production:orders.details.title', { label: orderLabel(orderId) })}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      data-testid="order-figures-dialog"
    >
      {error && <LoadError title={t('production:orders.details.loadError')} message={error} onRetry={reload} testId="order-figures-error" />}
      {!error && !figures && <Skeleton />}
      {figures && (
        <>
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'process', label: t('production:orders.columns.process'), children: figures.process.name },
              { key: 'status', label: t('production:orders.details.status'), children: t(`production:orders.states.${figures.status}`) },
              { key: 'createdAt', label: t('production:orders.details.createdAt'), children: formatDateTime(figures.createdAt) },
              { key: 'finishedAt', label: t('production:orders.columns.finishedAt'), children: formatDateTime(figures.finishedAt) },
              {
                key: 'totalCost',
                label: t('production:orders.columns.totalCost'),
                children: <strong data-testid="order-total-cost">{money(figures.totalCost)}</strong>,
              },
            ]}
          />
          {figures.reusedCost > 0 && (
            <Typography.Paragraph type="secondary" data-testid="order-reused-cost">
              {t('production:orders.figures.reused', { steps: money(figures.stepsCost), reused: money(figures.reusedCost) })}
            </Typography.Paragraph>
          )}
          <Typography.Title level={5}>{t('production:orders.figures.delivered')}</Typography.Title>
          {figures.outputs.length === 0 ? (
            <Typography.Paragraph type="secondary">{t('production:orders.figures.nothingMade')}</Typography.Paragraph>
          ) : (
            <OutputFiguresTable outputs={figures.outputs} testId="order-outputs" />
          )}
          <Typography.Title level={5}>{t('production:orders.figures.steps')}</Typography.Title>
          <ol className="pr-timeline" data-testid="order-figure-steps">
            {figures.steps.map((step, index) => (
              <li key={step._id} data-testid={`order-figure-step-${index + 1}`}>
                <Typography.Text strong>
                  {index + 1}. {step.activity.name}
                </Typography.Text>{' '}
                · {t(`production:runs.states.${step.status}`)}
                {step.finishedAt && (
                  <Typography.Paragraph type="secondary" className="pr-run-line">
                    {t('production:orders.details.finishedAt', { date: formatDateTime(step.finishedAt) })}
                  </Typography.Paragraph>
                )}
                <RunFiguresView figures={step} testId={`order-step-figures-${index + 1}`} />
              </li>
            ))}
          </ol>
        </>
      )}
    </Modal>
  );
}
