import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined';
import ShoppingOutlined from '@ant-design/icons/ShoppingOutlined';
import { useTranslation } from 'react-i18next';
import type { PublicProduct } from '@agrocadena/contracts';
import { OfferActions } from '../../../shared/components/offer-actions';
import { OfferCard } from '../../../shared/components/offer-card';
import { providerName } from '../../../shared/rules/provider-name';
import { ProductPrice } from './product-price';
import { ProductAvailability } from './product-availability';
import { Tag, Typography } from '@agrocadena/shared-ui';

interface Props {
  product: PublicProduct;
  /** The logged-in user offers it. */
  own: boolean;
  onSeeProvider: () => void;
  onApply: () => void;
  /** Seen without scrolling (OfferCard). */
  firstScreen?: boolean;
}

/** A public product: price × unit, whether it is in stock, its technical document, who offers it, and apply for it. */
export function ProductCard({ product, own, onSeeProvider, onApply, firstScreen }: Props) {
  const { t } = useTranslation(['catalog', 'common']);
  return (
    <OfferCard
      firstScreen={firstScreen}
      name={product.name}
      image={product.imageThumbnail}
      placeholder={<ShoppingOutlined aria-hidden />}
      tag={<Tag>{t(`common:productTypes.${product.type}`)}</Tag>}
      description={product.description}
      provider={providerName(product.user)}
      testId={`product-card-${product._id}`}
      details={
        <>
          <ProductPrice product={product} testId="product-price" />
          <ProductAvailability product={product} />
          {product.technicalDocument && (
            <Typography.Link
              href={product.technicalDocument}
              target="_blank"
              rel="noopener noreferrer"
              className="cat-document"
              data-testid="product-document"
            >
              <FilePdfOutlined aria-hidden /> {t('catalog:products.technicalDocument')}
            </Typography.Link>
          )}
        </>
      }
      actions={
        <OfferActions
          own={own}
          ownLabel={t('catalog:products.yours')}
          canApply
          unavailable={product.inStock ? null : t('catalog:products.availability.outOfStock')}
          onSeeProvider={onSeeProvider}
          onApply={onApply}
        />
      }
    />
  );
}
