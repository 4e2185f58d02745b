import type { PublicProduct } from '@agrocadena/contracts';
import { amountTimesPrice } from '@agrocadena/contracts/rules';
import { isRequestAmount } from '../../../shared/rules/request-amount';

/**
 * Why a product cannot be asked for (docs/domain.md#product-requests): it is one's own, it has no
 * price, or nothing of it is free to sell.
 */
export type ProductApplyBlock = 'own' | 'noPrice' | 'outOfStock';

export function productApplyBlock(product: Pick<PublicProduct, 'price' | 'user' | 'inStock'>, userId: string | null): ProductApplyBlock | null {
  if (userId !== null && product.user._id === userId) return 'own';
  if (product.price === null) return 'noPrice';
  if (!product.inStock) return 'outOfStock';
  return null;
}

/** Price × amount in whole pesos (the request's proposedPrice), or null while either is missing or the amount is not one of `unit`. */
export function productTotal(price: number | null, amount: unknown, unit: string): number | null {
  return price !== null && isRequestAmount(amount, unit) ? amountTimesPrice(amount, price) : null;
}
