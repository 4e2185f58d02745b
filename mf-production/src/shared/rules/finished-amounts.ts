import type { RunProduct } from '@agrocadena/contracts';

/** One product of a run and the amount typed for it (null while blank). */
export interface AmountLine {
  product: string;
  amount: number | null;
}

/** The lines to send: the products with an amount above 0 (an abort's 0 means nothing delivered). */
export function deliveredLines(lines: readonly AmountLine[]): { product: string; amount: number }[] {
  return lines.filter((line): line is { product: string; amount: number } => line.amount !== null && line.amount > 0);
}

/** The amounts typed in a form (by product id) as lines, in the order of the run's expected products. */
export function amountLines(expected: readonly RunProduct[], amounts: Record<string, unknown> | undefined): AmountLine[] {
  return expected.map(({ product }) => {
    const value = amounts?.[product._id];
    return { product: product._id, amount: typeof value === 'number' && Number.isFinite(value) ? value : null };
  });
}
