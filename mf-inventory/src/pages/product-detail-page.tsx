import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadError, PageCard, Skeleton, useSessionStore } from '@agrocadena/shared-ui';
import '../i18n/register';
import '../shared/components/products.css';
import { useProduct } from '../features/products/hooks/use-product';
import { ProductHeader } from '../features/products/components/product-header';
import { ProductOwnerTabs } from '../features/products/components/product-owner-tabs';
import { ProductPublicView } from '../features/products/components/product-public-view';
import { ProductNotFound } from '../features/products/components/product-not-found';
import { LotsTab } from '../features/lots/components/lots-tab';

/** /products/{productId}: the owner's stock, lots, statistics and edit tabs, or a public product's information. */
export default function ProductDetailPage() {
  const { t } = useTranslation('inventory');
  const { productId } = useParams();
  const user = useSessionStore((s) => s.user);
  const { product, loading, error, notFound, reload } = useProduct(productId);
  const isOwner = Boolean(product && user && product.user._id === user._id);

  let body;
  if (loading) body = <Skeleton rows={8} data-testid="product-loading" />;
  else if (notFound) return <ProductNotFound />;
  else if (error || !product)
    body = <LoadError title={t('products.detail.loadError')} message={error} onRetry={reload} testId="product-load-error" />;
  else
    body = (
      <>
        <ProductHeader product={product} showStock={isOwner} />
        {isOwner ? (
          <ProductOwnerTabs product={product} userType={user?.userType} lotsTab={<LotsTab product={product} />} />
        ) : (
          <ProductPublicView product={product} />
        )}
      </>
    );

  return (
    <PageCard
      title={product?.name ?? ''}
      back={
        isOwner
          ? { to: '/userProducts', label: t('products.detail.back') }
          : product
            ? { to: '/productsCatalog', label: t('products.detail.backToCatalog') }
            : undefined
      }
      width={1000}
      testId="product-detail"
    >
      {body}
    </PageCard>
  );
}
