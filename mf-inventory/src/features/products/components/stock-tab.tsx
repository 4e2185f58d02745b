import DiffOutlined from '@ant-design/icons/DiffOutlined';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatCOP, LoadError, Typography, Button } from '@agrocadena/shared-ui';
import type { Product, StockMovement } from '@agrocadena/contracts';
import { MovementsTable } from './movements-table';
import { stockLevels } from '../rules/stock-rules';
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
  const levels = stockLevels(product);
  const amount = (value: number) => `${formatAmount(value, lang)} ${product.unitMeasure}`;
  return (
    <div data-testid="stock-tab">
      <Descriptions size="small" column={{ xs: 1, sm: 3 }} bordered className="inv-stock-levels">
        <Descriptions.Item label={t('products.levels.onHand')}>
          <span data-testid="detail-amount">{product.amount > 0 ? amount(levels.amount) : t('products.list.outOfStock')}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('products.levels.reserved')}>
          <span data-testid="detail-reserved">{amount(levels.reserved)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('products.levels.available')}>
          <span data-testid="detail-available">{amount(levels.available)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('products.detail.unitCost')}>
          <span data-testid="detail-unit-cost">{formatCOP(product.unitCost, lang)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('products.detail.stockValue')}>
          <span data-testid="detail-stock-value">{formatCOP(product.stockValue, lang)}</span>
        </Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary">{t('products.levels.hint')}</Typography.Paragraph>
      {onChangeStock && (
        <div className="inv-toolbar">
          <Button type="primary" icon={<DiffOutlined />} size="large" onClick={onChangeStock} data-testid="detail-change-stock">
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
