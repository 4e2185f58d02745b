import { useTranslation } from 'react-i18next';
import type { Product } from '@agrocadena/contracts';
import { ProductThumbnail } from '../../../shared/components/product-thumbnail';
import { Image } from '@agrocadena/shared-ui/antd-forms';
import { Tag } from '@agrocadena/shared-ui';

/** The product's picture, type and unit at the top of its page (the page card's title is its name). */
export function ProductHeader({ product }: { product: Product }) {
  const { t } = useTranslation(['inventory', 'common']);
  return (
    <div className="inv-product-header">
      {product.image ? (
        <Image
          src={product.imageThumbnail ?? product.image}
          preview={{ src: product.image }}
          width={96}
          alt={t('inventory:products.detail.imageAlt', { name: product.name })}
          data-testid="detail-image"
        />
      ) : (
        <ProductThumbnail product={product} size={96} />
      )}
      <div data-testid="detail-tags">
        <Tag color="green">{t(`common:productTypes.${product.type}`)}</Tag>
        <Tag>{`${product.unitMeasure} — ${t(`common:units.${product.unitMeasure}`)}`}</Tag>
      </div>
    </div>
  );
}
