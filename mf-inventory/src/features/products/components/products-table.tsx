import type { HTMLAttributes } from 'react';
import { Link } from 'react-router-dom';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { PaginatedTable, ReadMore } from '@agrocadena/shared-ui';
import { type Product } from '@agrocadena/contracts';
import { ProductThumbnail } from './product-thumbnail';
import { AmountCell } from './amount-cell';
import { ProductActions, type ProductAction } from './product-actions';

interface Props {
  products: Product[];
  total: number;
  page: number;
  loading: boolean;
  onPageChange: (page: number) => void;
  /** Absent for carriers: no stock, edit or delete. */
  onAction?: (action: ProductAction, product: Product) => void;
  emptyText: string;
}

export function ProductsTable({ products, total, page, loading, onPageChange, onAction, emptyText }: Props) {
  const { t } = useTranslation(['inventory', 'common']);
  const columns: TableColumnsType<Product> = [
    {
      key: 'name',
      title: t('inventory:products.list.columns.name'),
      render: (_, product) => (
        <Link to={`/products/${encodeURIComponent(product._id)}`} className="inv-name-cell" data-testid="product-link">
          <ProductThumbnail product={product} />
          <span>{product.name}</span>
        </Link>
      ),
    },
    {
      key: 'description',
      title: t('inventory:products.list.columns.description'),
      render: (_, product) => (
        <span className="inv-description-cell">
          <ReadMore text={product.description} testId="product-description" />
        </span>
      ),
    },
    {
      key: 'amount',
      title: t('inventory:products.list.columns.amount'),
      render: (_, product) => <AmountCell product={product} onAddStock={onAction ? () => onAction('stock', product) : undefined} />,
    },
    {
      key: 'type',
      title: t('inventory:products.list.columns.type'),
      render: (_, product) => t(`common:productTypes.${product.type}`),
    },
  ];
  if (onAction) {
    columns.push({
      key: 'options',
      title: t('inventory:products.list.columns.options'),
      render: (_, product) => <ProductActions product={product} onAction={onAction} />,
    });
  }

  return (
    <PaginatedTable<Product>
      rowKey="_id"
      columns={columns}
      dataSource={products}
      loading={loading}
      page={page}
      total={total}
      onPageChange={onPageChange}
      locale={{ emptyText: <span data-testid="products-empty">{emptyText}</span> }}
      onRow={(product) => ({ 'data-testid': `product-row-${product.name}` }) as HTMLAttributes<HTMLElement>}
      data-testid="products-table"
    />
  );
}
