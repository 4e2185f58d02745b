import EditOutlined from '@ant-design/icons/EditOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import DiffOutlined from '@ant-design/icons/DiffOutlined';
import { useTranslation } from 'react-i18next';
import type { Product } from '@agrocadena/contracts';
import { Inline, RowAction } from '@agrocadena/shared-ui';

export type ProductAction = 'edit' | 'delete' | 'stock';

interface Props {
  product: Product;
  onAction: (action: ProductAction, product: Product) => void;
}

const ICONS: Record<ProductAction, JSX.Element> = {
  // Adding or removing stock (a page with plus and minus), not its chart.
  stock: <DiffOutlined />,
  edit: <EditOutlined />,
  delete: <DeleteOutlined />,
};

/** The options of a row: stock, edit, delete (each names its product for screen readers). */
export function ProductActions({ product, onAction }: Props) {
  const { t } = useTranslation('inventory');
  return (
    <Inline gap={4} wrap={false} className="inv-actions">
      {(['stock', 'edit', 'delete'] as const).map((action) => {
        const label = t(`products.list.actions.${action}`, { name: product.name });
        return (
          <RowAction
            key={action}
            label={label}
            icon={ICONS[action]}
            danger={action === 'delete'}
            onClick={() => onAction(action, product)}
            testId={`product-${action}`}
          />
        );
      })}
    </Inline>
  );
}
