import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExecutedActivity } from '@agrocadena/contracts';
import { milestoneStateIsNews } from '@agrocadena/contracts/core';
import { formatCOP, formatDateTime, LoadError, personName, Skeleton, Typography, Button } from '@agrocadena/shared-ui';
import { useRunDetail } from '../hooks/use-run-detail';
import { ProductLines } from '../../../shared/components/product-lines';
import { orderLabel } from '../../../shared/rules/run-labels';
import { RunFiguresSection } from '../../../shared/components/run-figures-section';
import '../../../shared/components/runs.css';
import { Modal, PersonCardDialog } from '@agrocadena/shared-ui/antd-forms';

interface Props {
  run: ExecutedActivity;
  onClose: () => void;
}

/**
 * GET /executedActivities/{id}: what happened to a run (its milestones), what it made and what it
 * cost; an outsourced run names its provider, whose card opens from here, and one done for a
 * customer names the customer and the request.
 */
export function RunDetailsDialog({ run, onClose }: Props) {
  const { t, i18n } = useTranslation(['production', 'common']);
  const detail = useRunDetail(run._id);
  const shown = detail.run;
  const money = (value: number) => formatCOP(value, i18n.language);
  const provider = shown?.provider ?? run.provider;
  const [card, setCard] = useState<string | null>(null);

  return (
    <Modal
      open
      title={t('production:runs.details.title', { name: run.activity.name })}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      data-testid="run-details-dialog"
    >
      {provider && (
        <Typography.Paragraph data-testid="run-provider">
          {t('production:outsourcedRuns.details.provider', { name: personName(provider) })}{' '}
          <Button type="link" size="small" onClick={() => setCard(provider._id)} data-testid="run-provider-card">
            {t('production:outsourcedRuns.details.seeProvider')}
          </Button>
        </Typography.Paragraph>
      )}
      {run.customer && (
        <Typography.Paragraph data-testid="run-customer">
          {t('production:runs.customer.details', { name: personName(run.customer), request: orderLabel(run.request) })}
        </Typography.Paragraph>
      )}
      {detail.error && (
        <LoadError title={t('production:runs.details.loadError')} message={detail.error} onRetry={detail.reload} testId="run-details-error" />
      )}
      {!detail.error && !shown && <Skeleton />}
      {shown && (
        <>
          <Typography.Title level={5}>{t('production:runs.details.milestones')}</Typography.Title>
          <ol className="pr-timeline" data-testid="run-milestones">
            {shown.milestones.map((milestone, index) => (
              <li key={index}>
                <Typography.Text strong>
                  {t(`production:runs.milestones.${milestone.action}`)}
                  {milestoneStateIsNews(milestone.action, milestone.status) && ` · ${t(`production:runs.states.${milestone.status}`)}`}
                </Typography.Text>
                <Typography.Paragraph type="secondary" className="pr-run-line">
                  {formatDateTime(milestone.date)}
                </Typography.Paragraph>
                {milestone.note && <Typography.Paragraph className="pr-run-line">{milestone.note}</Typography.Paragraph>}
                {milestone.cost !== null && (
                  <Typography.Paragraph className="pr-run-line">
                    {t('production:runs.details.cost', { cost: money(milestone.cost) })}
                  </Typography.Paragraph>
                )}
              </li>
            ))}
          </ol>
          <Typography.Title level={5}>{t('production:runs.details.outputs')}</Typography.Title>
          {shown.finalOutputProducts.length === 0 ? (
            <Typography.Paragraph type="secondary">{t('production:runs.details.noOutputs')}</Typography.Paragraph>
          ) : (
            <ProductLines lines={shown.finalOutputProducts} testId="run-outputs" />
          )}
          <div className="pr-run-cost">
            <span>{t('production:runs.fields.finalCost')}</span>
            <strong data-testid="run-details-final-cost">{shown.finalCost === null ? '—' : money(shown.finalCost)}</strong>
          </div>
          {/* A finished run's costs and yields (docs/domain.md#order-figures), as its order's details show them. */}
          {(shown.status === 'COMPLETED' || shown.status === 'ABORTED') && <RunFiguresSection runId={shown._id} />}
        </>
      )}
      <PersonCardDialog userId={card} source="private" onClose={() => setCard(null)} />
    </Modal>
  );
}
