import { useTranslation } from 'react-i18next';
import type { Product, UserType } from '@agrocadena/contracts';
import { ProductEditForm } from './product-edit-form';
import { Modal } from '@agrocadena/shared-ui/antd-forms';

interface Props {
  product: Product;
  userType: UserType | undefined;
  onClose: () => void;
}

export function EditProductDialog({ product, userType, onClose }: Props) {
  const { t } = useTranslation('inventory');
  return (
    <Modal open title={t('products.edit.title')} onCancel={onClose} footer={null} mask={{ closable: false }}>
      <ProductEditForm product={product} userType={userType} onCancel={onClose} onSaved={onClose} />
    </Modal>
  );
}
