import type { PublicProduct } from '@agrocadena/contracts';
import { amountTimesPrice } from '@agrocadena/contracts/rules';
import { isWholeAmount } from '../../../shared/rules/whole-amount';

/** Why a product cannot be asked for (docs/domain.md#product-requests): it is one's own, or it has no price. */
export type ProductApplyBlock = 'own' | 'noPrice';

export function productApplyBlock(product: Pick<PublicProduct, 'price' | 'user'>, userId: string | null): ProductApplyBlock | null {
  if (userId !== null && product.user._id === userId) return 'own';
  if (product.price === null) return 'noPrice';
  return null;
}

/** Price × amount (the request's proposedPrice), or null while either is missing. */
export function productTotal(price: number | null, amount: unknown): number | null {
  return price !== null && isWholeAmount(amount) ? amountTimesPrice(amount, price) : null;
}
