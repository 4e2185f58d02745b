import { useTranslation } from 'react-i18next';
import type { Product } from '@agrocadena/contracts';
import { messageOf, Typography, useToast, Alert, Button } from '@agrocadena/shared-ui';
import { useDeleteProduct } from '../hooks/use-delete-product';
import { Modal } from '@agrocadena/shared-ui/antd-forms';

interface Props {
  product: Product;
  onClose: () => void;
  onDeleted: (product: Product) => void;
}

/** Asks before POST /products/{id}/delete; a refusal shows the server's message in the dialog. */
export function DeleteProductDialog({ product, onClose, onDeleted }: Props) {
  const { t } = useTranslation(['inventory', 'common']);
  const toast = useToast();
  const removal = useDeleteProduct();
  const deleting = removal.isPending;
  const error = messageOf(removal.error);

  function confirm() {
    removal.mutate(product._id, {
      onSuccess: () => {
        toast.success(t('inventory:products.delete.done'));
        onDeleted(product);
        onClose();
      },
    });
  }

  return (
    <Modal
      open
      title={t('inventory:products.delete.title')}
      onCancel={onClose}
      mask={{ closable: !deleting }}
      footer={[
        <Button key="cancel" onClick={onClose} disabled={deleting} data-testid="delete-cancel">
          {t('common:actions.cancel')}
        </Button>,
        <Button key="delete" danger type="primary" onClick={confirm} loading={deleting} data-testid="delete-confirm">
          {t('common:actions.delete')}
        </Button>,
      ]}
    >
      <Typography.Paragraph data-testid="delete-dialog">{t('inventory:products.delete.confirm', { name: product.name })}</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} data-testid="delete-error" />}
    </Modal>
  );
}
