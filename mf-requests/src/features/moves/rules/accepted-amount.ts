import { amountBelow } from '@agrocadena/contracts/rules';

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
  // Compared as the contract's exact amounts (hundredths), never as binary floats.
  if (!amountBelow(0, value)) return 'aboveZero';
  if (amountBelow(asked, value)) return 'aboveAsked';
  return available !== null && amountBelow(available, value) ? 'aboveAvailable' : null;
}
