import type { ReceivedLine, Request, RequestLine, SimpleProduct } from '@agrocadena/contracts';
import type { NumberInputValue } from '@agrocadena/shared-ui';

/** The choice "a new product" among a line's counterparts. */
export const NEW_PRODUCT = 'new';

/** What the receive dialog holds for one delivered line. */
export interface ReceiveLineValues {
  counterPart?: string;
  price?: NumberInputValue;
  public?: boolean;
}

/** The products a delivered line can go into: mine, in its unit (the counterpart: docs/domain.md#receiving-goods). */
export const counterpartsFor = (line: RequestLine, mine: readonly SimpleProduct[]) =>
  mine.filter((product) => product.unitMeasure === line.product.unitMeasure);

/**
 * What the dialog starts with for each line: goods back from storage go back into the product they
 * left (still the receiver's own), anything else waits for a choice.
 */
export const initialLines = (request: Pick<Request, 'kind' | 'deliveredProducts'>): ReceiveLineValues[] =>
  request.deliveredProducts.map((line) => (request.kind === 'STORAGE' ? { counterPart: line.product._id, public: false } : { public: false }));

/**
 * The body's lines (docs/domain.md#receiving-goods): each delivered line whole, into its
 * counterpart, or into a new product — with a sale price and the public flag, except for a
 * requester-type user, whose new product is private and unpriced. The form has checked every choice
 * and price.
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
    return { ...received, counterPart: null, price: chosen.price as number, public: chosen.public === true };
  });
}
