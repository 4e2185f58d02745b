import { Button, Modal, Result } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  productName: string | null;
  onAccept: () => void;
}

/** "Product created successfully"; its only way out is accept, which returns to `goBack`. */
export function ProductCreatedDialog({ productName, onAccept }: Props) {
  const { t } = useTranslation(['inventory', 'common']);
  return (
    <Modal open={productName !== null} closable={false} mask={{ closable: false }} keyboard={false} footer={null} centered>
      <Result
        status="success"
        data-testid="product-created-dialog"
        title={t('common:success.productCreated')}
        subTitle={productName ? t('inventory:products.create.createdText', { name: productName }) : undefined}
        extra={
          <Button type="primary" size="large" onClick={onAccept} data-testid="product-created-accept">
            {t('common:actions.accept')}
          </Button>
        }
      />
    </Modal>
  );
}
