/**
 * docs/domain.md#product-requests: a whole amount of at least 1 and at most what was asked (what
 * the stock allows only the server knows). Null: fine; else the message's key.
 */
export function acceptedAmountProblem(value: unknown, asked: number): 'atLeastOne' | 'aboveAsked' | null {
  if (typeof value !== 'number') return null;
  if (value < 1) return 'atLeastOne';
  return value > asked ? 'aboveAsked' : null;
}
