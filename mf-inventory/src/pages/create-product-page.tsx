import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageCard, useSessionStore, Alert, onDemand } from '@agrocadena/shared-ui';
import '../i18n/register';
import '../shared/components/products.css';
import { CreateProductForm } from '../features/products/components/create-product-form';
import { capabilitiesOf } from '@agrocadena/contracts/rules';
import { goBackPath } from '../features/products/rules/product-rules';

// Its dialog draws with antd, which the form does not need: fetched while the product is saved.
const ProductCreatedDialog = onDemand(() =>
  import('../features/products/components/product-created-dialog').then((module) => module.ProductCreatedDialog),
);

/** /createProduct?goBack=: a new product with its image and optional data sheet. */
export default function CreateProductPage() {
  const { t } = useTranslation('inventory');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const user = useSessionStore((s) => s.user);
  const [createdName, setCreatedName] = useState<string | null>(null);
  const back = goBackPath(params.get('goBack'));

  return (
    <PageCard
      title={t('products.create.title')}
      subtitle={t('products.create.subtitle')}
      back={{ to: back, label: t('products.create.back') }}
      width={640}
      testId="create-product"
    >
      {user && !capabilitiesOf(user.userType).keepsProducts ? (
        <Alert type="info" showIcon title={t('products.create.logisticNotice')} data-testid="create-product-not-allowed" />
      ) : user ? (
        <CreateProductForm user={user} onSaveStart={ProductCreatedDialog.preload} onCreated={(product) => setCreatedName(product.name)} />
      ) : null}
      {createdName !== null && <ProductCreatedDialog productName={createdName} onAccept={() => navigate(back)} />}
    </PageCard>
  );
}
