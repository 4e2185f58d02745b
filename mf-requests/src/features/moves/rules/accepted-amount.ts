/**
 * docs/domain.md#product-requests: a whole amount of at least 1, at most what was asked and at most
 * what is available (docs/domain.md#reservations) — refused here before the server would. Null:
 * fine; else the message's key. `available` null: not read yet (the server still checks).
 */
export function acceptedAmountProblem(
  value: unknown,
  asked: number,
  available: number | null = null,
): 'atLeastOne' | 'aboveAsked' | 'aboveAvailable' | null {
  if (typeof value !== 'number') return null;
  if (value < 1) return 'atLeastOne';
  if (value > asked) return 'aboveAsked';
  return available !== null && value > available ? 'aboveAvailable' : null;
}
