import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadError, PageCard, Skeleton, useSessionStore } from '@agrocadena/shared-ui';
import '../i18n/register';
import '../shared/components/products.css';
import { useProduct } from '../features/products/hooks/use-product';
import { ProductFiles } from '../features/products/components/product-files';
import { ProductNotFound } from '../features/products/components/product-not-found';

/** /upload?productId=: replaces a product's image or data sheet. Only its owner gets here. */
export default function UploadPage() {
  const { t } = useTranslation('inventory');
  const [params] = useSearchParams();
  const productId = params.get('productId') ?? undefined;
  const user = useSessionStore((s) => s.user);
  const { product, loading, error, notFound, reload } = useProduct(productId);

  if (notFound || (product && product.user._id !== user?._id)) return <ProductNotFound />;
  return (
    <PageCard
      title={t('products.files.title')}
      subtitle={product ? t('products.files.subtitle', { name: product.name }) : undefined}
      back={productId ? { to: `/products/${encodeURIComponent(productId)}`, label: t('products.files.back') } : undefined}
      testId="upload-page"
    >
      {loading ? (
        <Skeleton rows={6} />
      ) : error || !product ? (
        <LoadError title={t('products.detail.loadError')} message={error} onRetry={reload} testId="product-load-error" />
      ) : (
        <ProductFiles product={product} />
      )}
    </PageCard>
  );
}
