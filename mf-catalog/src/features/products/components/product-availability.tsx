import { useTranslation } from 'react-i18next';
import type { PublicProduct } from '@agrocadena/contracts';
import { formatAmount, Typography } from '@agrocadena/shared-ui';

type Shown = Pick<PublicProduct, 'inStock' | 'available' | 'unitMeasure'>;

/** "Available: 12,5 Kg" to a signed-in buyer, "In stock" to a guest, or "Out of stock" (docs/domain.md#catalogues). */
export function ProductAvailability({ product, testId = 'product-availability' }: { product: Shown; testId?: string }) {
  const { t, i18n } = useTranslation('catalog');
  if (!product.inStock) {
    return (
      <Typography.Text type="danger" data-testid={testId}>
        {t('products.availability.outOfStock')}
      </Typography.Text>
    );
  }
  return (
    <Typography.Text data-testid={testId}>
      {product.available === null
        ? t('products.availability.inStock')
        : t('products.availability.amount', { amount: formatAmount(product.available, i18n.language), unit: product.unitMeasure })}
    </Typography.Text>
  );
}
