import PlusCircleOutlined from '@ant-design/icons/PlusCircleOutlined';
import { useTranslation } from 'react-i18next';
import { RowAction, Typography } from '@agrocadena/shared-ui';
import type { Product } from '@agrocadena/contracts';
import { StockLevels } from './stock-levels';

interface Props {
  product: Product;
  /** Absent when the user may not change stock (carriers). */
  onAddStock?: () => void;
}

/** On hand, reserved and available ("13 Un · 5 Un · 8 Un"), or "out of stock" with a button that opens the stock dialog. */
export function AmountCell({ product, onAddStock }: Props) {
  const { t } = useTranslation('inventory');
  if (product.amount > 0) {
    return (
      <span className="inv-amount" data-testid="product-amount-cell">
        <StockLevels product={product} testId="product-levels" />
      </span>
    );
  }
  return (
    <span className="inv-out-of-stock" data-testid="product-amount-cell">
      <Typography.Text type="danger">{t('products.list.outOfStock')}</Typography.Text>
      {onAddStock && <RowAction label={t('products.list.addStock')} icon={<PlusCircleOutlined />} onClick={onAddStock} testId="product-add-stock" />}
    </span>
  );
}
