import type { Product, StockChangeResult, UserType } from '@agrocadena/contracts';
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
  /** A product as it now is (stock changed, edited, or re-read after a conflict). */
  onProductChanged: (product: Product) => void;
  onStockChanged?: (result: StockChangeResult) => void;
  onDeleted: (product: Product) => void;
}

/** The one dialog of a product list or page that is open: stock, edit or delete. */
export function ProductDialogs({ open, userType, onClose, onProductChanged, onStockChanged, onDeleted }: Props) {
  if (!open) return null;
  const { action, product } = open;
  if (action === 'stock') {
    return (
      <StockDialog
        product={product}
        onClose={onClose}
        onRefreshed={onProductChanged}
        onChanged={(result) => {
          onProductChanged(result.product);
          onStockChanged?.(result);
        }}
      />
    );
  }
  if (action === 'edit') {
    return <EditProductDialog product={product} userType={userType} onClose={onClose} onSaved={onProductChanged} />;
  }
  return <DeleteProductDialog product={product} onClose={onClose} onDeleted={onDeleted} />;
}
