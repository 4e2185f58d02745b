import StockOutlined from '@ant-design/icons/StockOutlined';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatCOP, LoadError, Typography, Button } from '@agrocadena/shared-ui';
import type { Product, StockMovement } from '@agrocadena/contracts';
import { MovementsTable } from './movements-table';
import { Descriptions } from '@agrocadena/shared-ui/antd-forms';

interface Props {
  product: Product;
  movements: StockMovement[];
  movementsLoading: boolean;
  movementsError: string | null;
  onRetryMovements: () => void;
  /** Absent when the user may not change stock. */
  onChangeStock?: () => void;
}

export function StockTab({ product, movements, movementsLoading, movementsError, onRetryMovements, onChangeStock }: Props) {
  const { t, i18n } = useTranslation('inventory');
  const lang = i18n.language;
  return (
    <div data-testid="stock-tab">
      <Descriptions size="small" column={{ xs: 1, sm: 3 }} bordered className="inv-stock-levels">
        <Descriptions.Item label={t('products.detail.amount')}>
          <span data-testid="detail-amount">
            {product.amount > 0 ? `${formatAmount(product.amount, lang)} ${product.unitMeasure}` : t('products.list.outOfStock')}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('products.detail.unitCost')}>
          <span data-testid="detail-unit-cost">{formatCOP(product.unitCost, lang)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('products.detail.stockValue')}>
          <span data-testid="detail-stock-value">{formatCOP(product.stockValue, lang)}</span>
        </Descriptions.Item>
      </Descriptions>
      {onChangeStock && (
        <div className="inv-toolbar">
          <Button type="primary" icon={<StockOutlined />} size="large" onClick={onChangeStock} data-testid="detail-change-stock">
            {t('products.detail.changeStock')}
          </Button>
        </div>
      )}
      <Typography.Title level={5}>{t('products.detail.ledger')}</Typography.Title>
      {movementsError ? (
        <LoadError title={t('products.detail.ledgerError')} message={movementsError} onRetry={onRetryMovements} testId="movements-load-error" />
      ) : (
        <MovementsTable movements={movements} loading={movementsLoading} unit={product.unitMeasure} />
      )}
    </div>
  );
}
