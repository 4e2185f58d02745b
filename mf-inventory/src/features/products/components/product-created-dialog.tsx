import { Button } from '@agrocadena/shared-ui';
import { useTranslation } from 'react-i18next';
import { SuccessDialog } from '@agrocadena/shared-ui/antd-forms';

interface Props {
  productName: string | null;
  onAccept: () => void;
}

/** "Product created successfully"; its only way out is accept, which returns to `goBack`. */
export function ProductCreatedDialog({ productName, onAccept }: Props) {
  const { t } = useTranslation(['inventory', 'common']);
  return (
    <SuccessDialog
      open={productName !== null}
      testId="product-created-dialog"
      title={t('common:success.productCreated')}
      text={productName ? t('inventory:products.create.createdText', { name: productName }) : undefined}
      actions={
        <Button type="primary" size="large" onClick={onAccept} data-testid="product-created-accept">
          {t('common:actions.accept')}
        </Button>
      }
    />
  );
}
