import type { PublicProduct } from '@agrocadena/contracts';
import { amountTimesPrice } from '@agrocadena/contracts/rules';
import { isRequestAmount } from '../../../shared/rules/request-amount';

/** Why a product cannot be asked for (docs/domain.md#product-requests): it is one's own, or it has no price. */
export type ProductApplyBlock = 'own' | 'noPrice';

export function productApplyBlock(product: Pick<PublicProduct, 'price' | 'user'>, userId: string | null): ProductApplyBlock | null {
  if (userId !== null && product.user._id === userId) return 'own';
  if (product.price === null) return 'noPrice';
  return null;
}

/** Price × amount in whole pesos (the request's proposedPrice), or null while either is missing or the amount is not one of `unit`. */
export function productTotal(price: number | null, amount: unknown, unit: string): number | null {
  return price !== null && isRequestAmount(amount, unit) ? amountTimesPrice(amount, price) : null;
}
