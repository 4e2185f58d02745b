import type { Product, UserType } from '@agrocadena/contracts';
import type { ProductAction } from './product-actions';
import { StockDialog } from './stock-dialog';
import { EditProductDialog } from './edit-product-dialog';
import { DeleteProductDialog } from './delete-product-dialog';

export interface OpenDialog {
  action: ProductAction;
  product: Product;
}

interface Props {
  open: OpenDialog | null;
  userType: UserType | undefined;
  onClose: () => void;
  onDeleted: (product: Product) => void;
}

/**
 * The one dialog of a product list or page that is open: stock, edit or delete. A changed product
 * shows in the list through the query cache.
 */
export function ProductDialogs({ open, userType, onClose, onDeleted }: Props) {
  if (!open) return null;
  const { action, product } = open;
  if (action === 'stock') {
    return <StockDialog product={product} onClose={onClose} />;
  }
  if (action === 'edit') {
    return <EditProductDialog product={product} userType={userType} onClose={onClose} />;
  }
  return <DeleteProductDialog product={product} onClose={onClose} onDeleted={onDeleted} />;
}
