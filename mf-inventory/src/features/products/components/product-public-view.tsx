import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined';
import { useTranslation } from 'react-i18next';
import { formatCOP, Typography } from '@agrocadena/shared-ui';
import type { Product } from '@agrocadena/contracts';
import { Descriptions } from '@agrocadena/shared-ui/antd-forms';

/** What anyone logged in may read of another user's public product: no stock, cost or ledger. */
export function ProductPublicView({ product }: { product: Product }) {
  const { t, i18n } = useTranslation(['inventory', 'common']);
  const owner = product.user.enterpriseName ?? product.user.firstName ?? '';
  return (
    <div data-testid="product-public-view">
      {product.description && <Typography.Paragraph data-testid="detail-description">{product.description}</Typography.Paragraph>}
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('inventory:products.detail.price')}>
          <span data-testid="detail-price">{product.price ? formatCOP(product.price, i18n.language) : t('inventory:products.detail.noPrice')}</span>
        </Descriptions.Item>
        <Descriptions.Item
          label={t('inventory:products.detail.unit')}
        >{`${product.unitMeasure} — ${t(`common:units.${product.unitMeasure}`)}`}</Descriptions.Item>
        {owner && <Descriptions.Item label={t('inventory:products.detail.owner')}>{owner}</Descriptions.Item>}
        {product.technicalDocument && (
          <Descriptions.Item label={t('inventory:products.detail.document')}>
            <Typography.Link href={product.technicalDocument} target="_blank" rel="noopener noreferrer">
              <FilePdfOutlined /> {product.technicalDocumentName ?? product.technicalDocument}
            </Typography.Link>
          </Descriptions.Item>
        )}
      </Descriptions>
    </div>
  );
}
