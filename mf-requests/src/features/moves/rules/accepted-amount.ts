/**
 * docs/domain.md#product-requests: an amount above 0 (its decimals the unit's: docs/domain.md#request-amounts,
 * kept by the input), at most what was asked and at most
 * what is available (docs/domain.md#reservations) — refused here before the server would. Null:
 * fine; else the message's key. `available` null: not read yet (the server still checks).
 */
export function acceptedAmountProblem(
  value: unknown,
  asked: number,
  available: number | null = null,
): 'aboveZero' | 'aboveAsked' | 'aboveAvailable' | null {
  if (typeof value !== 'number') return null;
  if (value <= 0) return 'aboveZero';
  if (value > asked) return 'aboveAsked';
  return available !== null && value > available ? 'aboveAvailable' : null;
}
