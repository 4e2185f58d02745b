import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LinkButton, LoadError, PageCard, Result, Skeleton, Typography } from '@agrocadena/shared-ui';
import '../i18n/register';
import '../shared/components/products.css';
import '../features/lots/components/lots.css';
import { useLotRecall } from '../features/lots/hooks/use-lot-recall';
import { LotSummary } from '../features/lots/components/lot-summary';
import { RecallDownloads } from '../features/lots/components/recall-downloads';
import { RecallLines } from '../features/lots/components/recall-lines';

/**
 * /lotRecall/{lotId}: everyone who received goods from one of the user's lots, with how to reach
 * them, to warn them of a problem with it (docs/domain.md#lots); the list as CSV or PDF.
 */
export default function LotRecallPage() {
  const { t } = useTranslation('inventory');
  const { lotId } = useParams();
  const recall = useLotRecall(lotId);
  const { lot } = recall;

  let body;
  if (recall.notFound)
    body = (
      <Result
        status="404"
        title={t('lots.recall.notFoundTitle')}
        subTitle={t('lots.recall.notFound')}
        extra={
          <LinkButton type="primary" to="/userProducts" data-testid="recall-not-found-back">
            {t('products.detail.back')}
          </LinkButton>
        }
        data-testid="recall-not-found"
      />
    );
  else if (recall.loading) body = <Skeleton rows={6} data-testid="recall-loading" />;
  else if (recall.error || !lot)
    body = <LoadError title={t('lots.recall.loadError')} message={recall.error} onRetry={recall.reload} testId="recall-load-error" />;
  else
    body = (
      <>
        <LotSummary lot={lot} />
        <RecallDownloads lot={lot} />
        <Typography.Title level={5}>{t('lots.recall.customers', { count: recall.lines.length })}</Typography.Title>
        <RecallLines lines={recall.lines} loading={false} />
      </>
    );

  return (
    <PageCard
      title={t('lots.recall.title')}
      subtitle={t('lots.recall.subtitle')}
      back={lot ? { to: `/products/${encodeURIComponent(lot.product._id)}`, label: t('lots.recall.back', { name: lot.product.name }) } : undefined}
      width={1000}
      testId="lot-recall"
    >
      {body}
    </PageCard>
  );
}
