import {
  amountDifference,
  amountPercent,
  amountSum,
  amountValue,
  compareAmounts,
  unitCostOf,
  valueDifference,
  valueOfPart,
  valueShares,
  valueSum,
} from '@agrocadena/contracts';
import type { StoredAmount } from './tables';

/** A ledger row of a run's, by product: how much moved (positive) at which cost per unit. */
export interface LedgerLine {
  product: string;
  amount: string;
  unitCost: string;
}

/** What a run's figures are read from: the run as stored, and its ledger rows. */
export interface RunCosting {
  finalCost: string | null;
  expected: readonly StoredAmount[];
  made: readonly StoredAmount[];
  /** Its `consumption` rows: the inputs that left stock. */
  consumed: readonly LedgerLine[];
  /** Its `production` rows (an outsourced run's: its request's `reception` rows): the outputs that entered stock. */
  stocked: readonly LedgerLine[];
}

export interface InputFigure {
  product: string;
  amount: string;
  cost: string;
}

export interface OutputFigure {
  product: string;
  expected: string;
  actual: string;
  yieldPercent: string | null;
  cost: string;
  unitCost: string | null;
}

export interface RunFigureLines {
  inputs: InputFigure[];
  outputs: OutputFigure[];
}

/** Lines of one product merged, in the order each product first appears. */
function byProduct<T extends { product: string }>(lines: readonly T[], merge: (a: T, b: T) => T): T[] {
  const merged = new Map<string, T>();
  for (const line of lines) {
    const seen = merged.get(line.product);
    merged.set(line.product, seen ? merge(seen, line) : line);
  }
  return [...merged.values()];
}

/**
 * The shares of a run's final cost its outputs entered stock with (docs/domain.md#order-figures):
 * the completion split it by sales value at the prices of that day, and the ledger keeps what each
 * output was valued at, so the split is read back from the ledger rather than redone at today's
 * prices; an output without its ledger row (goods of an outsourced run received into another
 * product) has the cost split by amount, as the completion does when a price is missing.
 */
export function outputShares(finalCost: string, made: readonly StoredAmount[], stocked: readonly LedgerLine[]): string[] {
  if (made.length === 0) return [];
  const values = made.map((line) => {
    const rows = stocked.filter((row) => row.product === line.product);
    return rows.length === 0 ? null : valueSum('0', ...rows.map((row) => amountValue(row.amount, row.unitCost)));
  });
  const weights = values.every((value) => value !== null) ? (values as string[]) : made.map((line) => line.amount);
  return valueShares(finalCost, weights);
}

/**
 * A run's figures (docs/domain.md#order-figures): each input consumed with what it was worth when
 * it left stock; each output expected or made, with its yield (actual ÷ expected), its share of the
 * final cost and that share per unit made.
 */
export function runFigureLines(run: RunCosting): RunFigureLines {
  const inputs = byProduct(
    run.consumed.map((row) => ({ product: row.product, amount: row.amount, cost: amountValue(row.amount, row.unitCost) })),
    (a, b) => ({ product: a.product, amount: amountSum(a.amount, b.amount), cost: valueSum(a.cost, b.cost) }),
  );
  const made = byProduct(
    run.made.filter((line) => compareAmounts(line.amount, 0) > 0),
    (a, b) => ({ product: a.product, amount: amountSum(a.amount, b.amount) }),
  );
  const expected = byProduct(run.expected, (a, b) => ({ product: a.product, amount: amountSum(a.amount, b.amount) }));
  const shares = outputShares(run.finalCost ?? '0', made, run.stocked);
  const products = [
    ...expected.map((line) => line.product),
    ...made.map((line) => line.product).filter((p) => !expected.some((e) => e.product === p)),
  ];
  const outputs = products.map((product) => {
    const expectedAmount = expected.find((line) => line.product === product)?.amount ?? '0.00';
    const at = made.findIndex((line) => line.product === product);
    const actual = at >= 0 ? made[at].amount : '0.00';
    const cost = at >= 0 ? shares[at] : valueSum('0');
    return outputFigure(product, expectedAmount, actual, cost);
  });
  return { inputs, outputs };
}

function outputFigure(product: string, expected: string, actual: string, cost: string): OutputFigure {
  return {
    product,
    expected: amountSum(expected),
    actual: amountSum(actual),
    yieldPercent: amountPercent(actual, expected),
    cost,
    unitCost: compareAmounts(actual, 0) > 0 ? unitCostOf(cost, actual) : null,
  };
}

/** One run of an order with its figures, in the order the runs were made. */
export interface OrderStepCosting {
  finalCost: string | null;
  figures: RunFigureLines;
}

export interface OrderFigureLines {
  stepsCost: string;
  reusedCost: string;
  totalCost: string;
  outputs: OutputFigure[];
}

/**
 * An order's figures (docs/domain.md#order-figures). Its steps feed each other through stock: what
 * a secondary activity makes, a later step consumes, and that step's final cost already carries it.
 * So the total is the sum of the runs' final costs less what later steps consumed of what earlier
 * ones made (at the cost it was made at, up to the amount made): each peso counted once. What the
 * order delivers is what its runs made and its later runs did not consume — its plan's outputs
 * first (expected as planned), then whatever else it left in stock — each with its remaining share
 * of the cost; their costs add up to the total but for what was spent on runs that made nothing.
 */
export function orderFigureLines(steps: readonly OrderStepCosting[], plan: readonly StoredAmount[] | null): OrderFigureLines {
  // What the order's runs made and no later run has consumed yet: amount and cost.
  const pool = new Map<string, { amount: string; cost: string; expected: string }>();
  const left = (product: string) => pool.get(product) ?? { amount: '0.00', cost: '0.0000', expected: '0.00' };
  let reusedCost = '0.0000';
  for (const step of steps) {
    for (const input of step.figures.inputs) {
      const held = left(input.product);
      if (compareAmounts(held.amount, 0) <= 0) continue;
      const taken = compareAmounts(input.amount, held.amount) < 0 ? input.amount : held.amount;
      const cost = valueOfPart(held.cost, taken, held.amount);
      reusedCost = valueSum(reusedCost, cost);
      pool.set(input.product, { ...held, amount: amountDifference(held.amount, taken), cost: valueDifference(held.cost, cost) });
    }
    for (const output of step.figures.outputs) {
      const held = left(output.product);
      pool.set(output.product, {
        amount: amountSum(held.amount, output.actual),
        cost: valueSum(held.cost, output.cost),
        expected: amountSum(held.expected, output.expected),
      });
    }
  }
  const stepsCost = valueSum('0', ...steps.map((step) => step.finalCost ?? '0'));
  const planned = plan ? byProduct(plan, (a, b) => ({ product: a.product, amount: amountSum(a.amount, b.amount) })) : [];
  const plannedOutputs = planned.map((line) => {
    const held = left(line.product);
    return outputFigure(line.product, line.amount, held.amount, held.cost);
  });
  const others = [...pool.entries()]
    .filter(([product, held]) => compareAmounts(held.amount, 0) > 0 && !planned.some((line) => line.product === product))
    // Without a plan (orders of older apps) the runs' own expectations stand for it.
    .map(([product, held]) => outputFigure(product, plan ? '0' : held.expected, held.amount, held.cost));
  return { stepsCost, reusedCost, totalCost: valueDifference(stepsCost, reusedCost), outputs: [...plannedOutputs, ...others] };
}

/** The amount a ledger row moved, as a positive amount (a consumption's change is negative). */
export const movedAmount = (delta: string): string => (compareAmounts(delta, 0) < 0 ? amountDifference('0', delta) : amountSum(delta));
