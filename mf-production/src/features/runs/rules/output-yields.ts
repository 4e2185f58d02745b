import type { RunProduct } from '@agrocadena/contracts';
import { amountDifference, amountPercent } from '@agrocadena/contracts/rules';
import { formatAmount } from '@agrocadena/shared-ui';
import type { AmountLine } from '../../../shared/rules/finished-amounts';

/** One output of a completion: what was expected of it, what really came out, and how far apart. */
export interface OutputYield {
  product: RunProduct['product'];
  expected: number;
  actual: number;
  /** actual − expected, exact to the hundredth. */
  difference: number;
  /** actual ÷ expected in percent, to a tenth (null of an expected 0). */
  percent: number | null;
}

/**
 * Complete (docs/domain.md#run-states): each output with an amount typed above 0 against its
 * expected amount, in the run's order — real yields vary, and what came out is what is recorded.
 */
export function outputYields(expected: readonly RunProduct[], lines: readonly AmountLine[]): OutputYield[] {
  return expected.flatMap(({ product, amount }) => {
    const actual = lines.find((line) => line.product === product._id)?.amount ?? null;
    if (actual === null || actual <= 0) return [];
    const percent = amountPercent(actual, amount);
    return [
      { product, expected: amount, actual, difference: Number(amountDifference(actual, amount)), percent: percent === null ? null : Number(percent) },
    ];
  });
}

/** A difference the reader's way, always signed: "+1", "−0,5" (a true minus sign), "0". */
export function signedAmount(difference: number, language: string): string {
  const size = formatAmount(Math.abs(difference), language);
  return difference > 0 ? `+${size}` : difference < 0 ? `−${size}` : size;
}
