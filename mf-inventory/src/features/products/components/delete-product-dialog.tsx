import { useTranslation } from 'react-i18next';
import type { Product } from '@agrocadena/contracts';
import { messageOf, usesOf, useToast } from '@agrocadena/shared-ui';
import { useDeleteProduct, useRetireProduct } from '../hooks/use-delete-product';
import { ConfirmDeleteDialog } from '@agrocadena/shared-ui/antd-forms';

interface Props {
  product: Product;
  onClose: () => void;
  onDeleted: (product: Product) => void;
}

/**
 * Asks before POST /products/{id}/delete; a refusal shows the server's message in the dialog. A 409
 * IN_USE lists what uses the product (activities, processes, runs, requests) and offers to retire
 * it instead (docs/domain.md#in-use).
 */
export function DeleteProductDialog({ product, onClose, onDeleted }: Props) {
  const { t } = useTranslation(['inventory', 'common']);
  const toast = useToast();
  const removal = useDeleteProduct();
  const retiring = useRetireProduct();

  const done = (message: string) => () => {
    toast.success(message);
    onDeleted(product);
    onClose();
  };

  return (
    <ConfirmDeleteDialog
      open
      title={t('inventory:products.delete.title')}
      question={t('inventory:products.delete.confirm', { name: product.name })}
      error={messageOf(retiring.error ?? removal.error)}
      uses={usesOf(removal.error)}
      onRetire={() => retiring.mutate(product._id, { onSuccess: done(t('inventory:products.delete.retired')) })}
      retiring={retiring.isPending}
      deleting={removal.isPending}
      onConfirm={() => removal.mutate(product._id, { onSuccess: done(t('inventory:products.delete.done')) })}
      onClose={onClose}
      testId="delete"
    />
  );
}
