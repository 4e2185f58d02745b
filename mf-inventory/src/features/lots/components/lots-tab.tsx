import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lot, Product } from '@agrocadena/contracts';
import { LoadError, Typography } from '@agrocadena/shared-ui';
import { Switch } from '@agrocadena/shared-ui/forms';
import { useProductLots } from '../hooks/use-product-lots';
import { LotsTable } from './lots-table';
import { LotTracePanel } from './lot-trace-panel';
import './lots.css';

/**
 * The product's lots (docs/domain.md#lots) in the order goods leave them, the spent ones on
 * demand; choosing one shows its trace both ways, and each leads to its recall list.
 */
export function LotsTab({ product }: { product: Pick<Product, '_id'> }) {
  const { t } = useTranslation('inventory');
  const list = useProductLots(product._id);
  const [traced, setTraced] = useState<Lot | null>(null);
  const switchId = 'lots-include-spent';
  return (
    <div data-testid="lots-tab">
      <Typography.Paragraph type="secondary">{t('lots.list.hint')}</Typography.Paragraph>
      <div className="inv-lots-switch">
        <Switch id={switchId} checked={list.includeSpent} onChange={list.setIncludeSpent} data-testid="lots-include-spent" />
        <label htmlFor={switchId}>{t('lots.list.includeSpent')}</label>
      </div>
      {list.error && <LoadError title={t('lots.list.loadError')} message={list.error} onRetry={list.reload} testId="lots-load-error" />}
      <LotsTable
        lots={list.lots}
        total={list.total}
        page={list.page}
        loading={list.loading}
        onPageChange={list.setPage}
        traced={traced?._id ?? null}
        onTrace={setTraced}
        emptyText={t(list.includeSpent ? 'lots.list.emptyAll' : 'lots.list.empty')}
      />
      {traced && <LotTracePanel lot={traced} onClose={() => setTraced(null)} />}
    </div>
  );
}
