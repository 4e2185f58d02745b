import { useTranslation } from 'react-i18next';
import type { Product } from '@agrocadena/contracts';
import { ProductThumbnail } from '../../../shared/components/product-thumbnail';
import { Image } from '@agrocadena/shared-ui/antd-forms';
import { Tag } from '@agrocadena/shared-ui';
import { StockLevels } from './stock-levels';

/**
 * The product's picture, type and unit at the top of its page (the page card's title is its name);
 * for its owner, its stock on hand, reserved and available.
 */
export function ProductHeader({ product, showStock = false }: { product: Product; showStock?: boolean }) {
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
      <div>
        <div data-testid="detail-tags">
          <Tag color="green">{t(`common:productTypes.${product.type}`)}</Tag>
          <Tag>{`${product.unitMeasure} — ${t(`common:units.${product.unitMeasure}`)}`}</Tag>
        </div>
        {showStock && <StockLevels product={product} testId="header-levels" className="inv-levels inv-levels--row" />}
      </div>
    </div>
  );
}
