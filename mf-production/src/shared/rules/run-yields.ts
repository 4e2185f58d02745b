import type { ExecutedActivity, RunProduct } from '@agrocadena/contracts';
import { amountPercent } from '@agrocadena/contracts/rules';

/** One expected output of a finished run: what came out of it and the yield (docs/domain.md#order-figures). */
export interface RunYield {
  product: RunProduct['product'];
  expected: number;
  actual: number;
  /** actual ÷ expected in percent, to a tenth (null of an expected 0). */
  percent: number | null;
}

/**
 * Each expected output of a finished run against what it recorded (0 when it made none of it, as
 * an abort may), then anything recorded that was not expected — the same yields the figures give.
 */
export function runYields(run: Pick<ExecutedActivity, 'expectedOutputProducts' | 'finalOutputProducts'>): RunYield[] {
  const expected = run.expectedOutputProducts.map(({ product, amount }) => {
    const actual = run.finalOutputProducts.find((line) => line.product._id === product._id)?.amount ?? 0;
    const percent = amountPercent(actual, amount);
    return { product, expected: amount, actual, percent: percent === null ? null : Number(percent) };
  });
  const unexpected = run.finalOutputProducts
    .filter((line) => !run.expectedOutputProducts.some((e) => e.product._id === line.product._id))
    .map(({ product, amount }) => ({ product, expected: 0, actual: amount, percent: null }));
  return [...expected, ...unexpected];
}
