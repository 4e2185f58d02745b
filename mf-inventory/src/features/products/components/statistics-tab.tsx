import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadError, Skeleton, Typography } from '@agrocadena/shared-ui';
import type { StockMovement, UnitMeasure } from '@agrocadena/contracts';

// chart.js is only downloaded when this tab is first opened.
const StockChart = lazy(() => import('./stock-chart'));

interface Props {
  movements: StockMovement[];
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  unit: UnitMeasure;
}

export function StatisticsTab({ movements, loading, error, onRetry, unit }: Props) {
  const { t } = useTranslation('inventory');
  let body;
  if (error) body = <LoadError title={t('products.detail.ledgerError')} message={error} onRetry={onRetry} testId="statistics-load-error" />;
  else if (loading) body = <Skeleton rows={6} />;
  else if (movements.length === 0) body = <EmptyState title={t('products.statistics.empty')} testId="statistics-empty" />;
  else
    body = (
      <Suspense fallback={<Skeleton rows={6} data-testid="statistics-loading" />}>
        <StockChart movements={movements} unit={unit} />
      </Suspense>
    );
  return (
    <div data-testid="statistics-tab">
      <Typography.Title level={5}>{t('products.statistics.title')}</Typography.Title>
      {body}
    </div>
  );
}
