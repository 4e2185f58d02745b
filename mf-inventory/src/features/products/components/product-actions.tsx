import { Button, Space, Tooltip } from 'antd';
import EditOutlined from '@ant-design/icons/EditOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import StockOutlined from '@ant-design/icons/StockOutlined';
import { useTranslation } from 'react-i18next';
import type { Product } from '@agrocadena/contracts';

export type ProductAction = 'edit' | 'delete' | 'stock';

interface Props {
  product: Product;
  onAction: (action: ProductAction, product: Product) => void;
}

const ICONS: Record<ProductAction, JSX.Element> = {
  stock: <StockOutlined />,
  edit: <EditOutlined />,
  delete: <DeleteOutlined />,
};

/** The options of a row: stock, edit, delete (each names its product for screen readers). */
export function ProductActions({ product, onAction }: Props) {
  const { t } = useTranslation('inventory');
  return (
    <Space size={4} className="inv-actions">
      {(['stock', 'edit', 'delete'] as const).map((action) => {
        const label = t(`products.list.actions.${action}`, { name: product.name });
        return (
          <Tooltip key={action} title={label}>
            <Button
              type="text"
              danger={action === 'delete'}
              icon={ICONS[action]}
              aria-label={label}
              onClick={() => onAction(action, product)}
              data-testid={`product-${action}`}
            />
          </Tooltip>
        );
      })}
    </Space>
  );
}
