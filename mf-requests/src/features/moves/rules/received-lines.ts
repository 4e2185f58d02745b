import type { HomologatedProduct, ReceivedLine, ReceivingProduct, Request, RequestLine } from '@agrocadena/contracts';
import type { NumberInputValue } from '@agrocadena/shared-ui';
import { matchingProduct } from './matching-product';

/** The choice "a new product" among a line's counterparts. */
export const NEW_PRODUCT = 'new';

/** What the receive dialog holds for one delivered line. */
export interface ReceiveLineValues {
  counterPart?: string;
  price?: NumberInputValue;
}

/**
 * What the dialog starts with for each line: the product of mine it matches (matchingProduct: the
 * very one for goods back from storage, the homologated one, my only one of its name), or no choice.
 */
export const initialLines = (
  request: Pick<Request, 'deliveredProducts'>,
  mine: readonly ReceivingProduct[],
  homologated: readonly HomologatedProduct[],
): ReceiveLineValues[] => request.deliveredProducts.map((line) => ({ counterPart: matchingProduct(line, mine, homologated)?.product._id }));

/**
 * The body's lines (docs/domain.md#receiving-goods): each delivered line whole, into its
 * counterpart, or into a new product — private until published from the inventory, with a sale
 * price, except for a requester-type user, whose new product is unpriced. The form has checked
 * every choice and price.
 */
export function receivedLines(
  delivered: readonly RequestLine[],
  values: readonly (ReceiveLineValues | undefined)[],
  requester: boolean,
): ReceivedLine[] {
  return delivered.map((line, index) => {
    const chosen = values[index] ?? {};
    const received = { product: line.product._id, amount: line.amount };
    if (chosen.counterPart && chosen.counterPart !== NEW_PRODUCT) return { ...received, counterPart: chosen.counterPart };
    if (requester) return { ...received, counterPart: null };
    return { ...received, counterPart: null, price: chosen.price as number };
  });
}
