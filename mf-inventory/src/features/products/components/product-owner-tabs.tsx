import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Product, UserType } from '@agrocadena/contracts';
import { useStockMovements } from '../hooks/use-stock-movements';
import { capabilitiesOf } from '@agrocadena/contracts/rules';
import { StockTab } from './stock-tab';
import { StatisticsTab } from './statistics-tab';
import { ProductEditForm } from './product-edit-form';
import { ProductFiles } from './product-files';
import { StockDialog } from './stock-dialog';
import { Divider } from '@agrocadena/shared-ui/forms';
import { Tabs } from '@agrocadena/shared-ui';

interface Props {
  product: Product;
  userType: UserType | undefined;
  /** The product's lots, composed by the page (another feature's). */
  lotsTab?: ReactNode;
}

type TabKey = 'stock' | 'lots' | 'statistics' | 'edit';

/** The owner's tabs: stock with its ledger, the lots (when given), statistics, and the edit form with the files. */
export function ProductOwnerTabs({ product, userType, lotsTab }: Props) {
  const { t } = useTranslation('inventory');
  const [tab, setTab] = useState<TabKey>('stock');
  const [stockOpen, setStockOpen] = useState(false);
  const ledger = useStockMovements(product._id, true);
  const canChangeStock = capabilitiesOf(userType).keepsProducts;
  const label = (key: TabKey) => <span data-testid={`product-tab-${key}`}>{t(`products.detail.tabs.${key}`)}</span>;

  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as TabKey)}
        items={[
          {
            key: 'stock',
            label: label('stock'),
            children: (
              <StockTab
                product={product}
                movements={ledger.movements}
                movementsLoading={ledger.loading}
                movementsError={ledger.error}
                onRetryMovements={ledger.reload}
                onChangeStock={canChangeStock ? () => setStockOpen(true) : undefined}
              />
            ),
          },
          ...(lotsTab ? [{ key: 'lots', label: label('lots'), children: lotsTab }] : []),
          {
            key: 'statistics',
            label: label('statistics'),
            children: (
              <StatisticsTab
                movements={ledger.movements}
                loading={ledger.loading}
                error={ledger.error}
                onRetry={ledger.reload}
                unit={product.unitMeasure}
              />
            ),
          },
          {
            key: 'edit',
            label: label('edit'),
            children: (
              <div data-testid="edit-tab">
                <ProductEditForm product={product} userType={userType} />
                <Divider />
                <ProductFiles product={product} />
                <Link to={`/upload?productId=${encodeURIComponent(product._id)}`} data-testid="detail-files-link">
                  {t('products.detail.filesLink')}
                </Link>
              </div>
            ),
          },
        ]}
      />
      {stockOpen && <StockDialog product={product} onClose={() => setStockOpen(false)} />}
    </>
  );
}
