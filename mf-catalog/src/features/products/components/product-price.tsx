import { useTranslation } from 'react-i18next';
import type { PublicProduct } from '@agrocadena/contracts';
import { formatCOP, Typography } from '@agrocadena/shared-ui';

/** "$ 4.500 / Kg", or that the provider has set no price. */
export function ProductPrice({ product, testId }: { product: Pick<PublicProduct, 'price' | 'unitMeasure'>; testId: string }) {
  const { t, i18n } = useTranslation('catalog');
  if (product.price === null) {
    return (
      <Typography.Text type="secondary" data-testid={testId}>
        {t('products.priceNotDefined')}
      </Typography.Text>
    );
  }
  return (
    <Typography.Text strong className="cat-price" data-testid={testId}>
      {t('products.pricePerUnit', { price: formatCOP(product.price, i18n.language), unit: product.unitMeasure })}
    </Typography.Text>
  );
}
