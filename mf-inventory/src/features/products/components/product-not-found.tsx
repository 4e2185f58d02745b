import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Result, Button } from '@agrocadena/shared-ui';

/** A product that does not exist, or one the user may not see (the API does not tell them apart). */
export function ProductNotFound() {
  const { t } = useTranslation('inventory');
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('products.detail.notFoundTitle')}
      subTitle={t('products.detail.notFound')}
      extra={
        <Button type="primary" onClick={() => navigate('/userProducts')} data-testid="product-not-found-back">
          {t('products.detail.back')}
        </Button>
      }
      data-testid="product-not-found"
    />
  );
}
