import ShoppingOutlined from '@ant-design/icons/ShoppingOutlined';
import { useTranslation } from 'react-i18next';
import type { Product } from '@agrocadena/contracts';
import { Avatar } from '@agrocadena/shared-ui';

/** The small picture of a product (the server's thumbnail: tables never download full images). */
export function ProductThumbnail({ product, size = 40 }: { product: Pick<Product, 'name' | 'imageThumbnail' | 'image'>; size?: number }) {
  const { t } = useTranslation('inventory');
  const src = product.imageThumbnail ?? product.image ?? undefined;
  return <Avatar shape="square" size={size} src={src} icon={<ShoppingOutlined />} alt={t('products.list.thumbnailAlt', { name: product.name })} />;
}
