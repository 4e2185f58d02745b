import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { type DataColumn, PaginatedTable, ReadMore, Tag, usePhoneLayout } from '@agrocadena/shared-ui';
import type { Product } from '@agrocadena/contracts';
import { expiryState } from '@agrocadena/contracts/rules';
import { ProductThumbnail } from '../../../shared/components/product-thumbnail';
import { ExpiryTag } from '../../../shared/components/expiry-tag';
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
  const phone = usePhoneLayout();
  const name = (product: Product) => (
    <Link to={`/products/${encodeURIComponent(product._id)}`} className="inv-name-cell" data-testid="product-link">
      <ProductThumbnail product={product} />
      <span>{product.name}</span>
    </Link>
  );
  const description = (product: Product) => (
    <span className="inv-description-cell">
      <ReadMore text={product.description} testId="product-description" />
    </span>
  );
  const amount = (product: Product) => <AmountCell product={product} onAddStock={onAction ? () => onAction('stock', product) : undefined} />;
  // Its earliest lot with something left, past or near expiry (docs/domain.md#lots).
  const expiry = (product: Product) => (
    <ExpiryTag state={expiryState(product.nextExpiry, product.expiryWarningDays)} day={product.nextExpiry} testId="product-expiry" />
  );
  const type = (product: Product) => t(`common:productTypes.${product.type}`);
  const actions = (product: Product) => onAction && <ProductActions product={product} onAction={onAction} />;

  // A phone shows each product as one cell, stacked, its options in reach: nothing off to the right.
  const columns: DataColumn<Product>[] = phone
    ? [
        {
          key: 'product',
          title: t('inventory:products.list.columns.product'),
          render: (product) => (
            <div className="inv-phone-cell">
              {name(product)}
              <div className="inv-phone-line">
                {amount(product)}
                <Tag>{type(product)}</Tag>
                {expiry(product)}
              </div>
              {description(product)}
              {actions(product)}
            </div>
          ),
        },
      ]
    : [
        { key: 'name', title: t('inventory:products.list.columns.name'), render: (product) => name(product) },
        { key: 'description', title: t('inventory:products.list.columns.description'), render: (product) => description(product) },
        {
          key: 'amount',
          title: t('inventory:products.list.columns.amount'),
          render: (product) => (
            <div className="inv-phone-cell">
              {amount(product)}
              {expiry(product)}
            </div>
          ),
        },
        { key: 'type', title: t('inventory:products.list.columns.type'), render: (product) => type(product) },
        ...(onAction
          ? [{ key: 'options', title: t('inventory:products.list.columns.options'), render: (product: Product) => actions(product) }]
          : []),
      ];

  return (
    <PaginatedTable<Product>
      rowKey={(product) => product._id}
      columns={columns}
      rows={products}
      loading={loading}
      page={page}
      total={total}
      onPageChange={onPageChange}
      empty={<span data-testid="products-empty">{emptyText}</span>}
      rowProps={(product) => ({ 'data-testid': `product-row-${product.name}` })}
      data-testid="products-table"
    />
  );
}
