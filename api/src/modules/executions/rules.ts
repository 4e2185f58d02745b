import {
  amountValue,
  dayOfInput,
  executionTransition,
  regionToday,
  storedDay,
  valueBelow,
  valueShares,
  valueSum,
  wholePesosCovering,
  type DecimalInput,
  type Language,
  type ExecutionAction,
  type ExecutionState,
} from '@agrocadena/contracts';
import { AppError, validationError } from '../../errors';

/** The state `action` leads to, or 409 INVALID_TRANSITION naming the run's current state. */
export function transitionOrConflict(status: ExecutionState, action: ExecutionAction): ExecutionState {
  const next = executionTransition(status, action);
  if (!next) throw new AppError('INVALID_TRANSITION', { data: { status, shortages: [] }, params: { status, action } });
  return next;
}

/**
 * A day the client sent for something from today on (a scheduled start, a required day, a resume
 * day): yyyy-MM-dd, or a date-time, which counts as the region's day it falls on. Today is the
 * region's (past days refused, today allowed), whatever zone the server runs in. Answered as the
 * database keeps a day, its UTC midnight, which every screen shows as that day.
 */
export function dateFromTodayOn(text: string, field: string, now = new Date()): Date {
  const day = dayOfInput(text);
  if (day === null) throw validationError(field, 'format');
  if (day < regionToday(now)) throw validationError(field, 'pastDate');
  return storedDay(day);
}

/** Whole pesos written the reader's way: "$ 159.123" (es-CO), "COP 159,123" (en). */
const pesosText = (pesos: number) => (lang: Language) =>
  new Intl.NumberFormat(lang === 'es' ? 'es-CO' : 'en-US', { style: 'currency', currency: 'COP', maximumFractionDigits: 0 }).format(pesos);

/** What a started run has cost so far: its consumed inputs and every resume's extra cost (docs/domain.md#run-costs). */
export const runningCostOf = (run: { inputProductsCost: DecimalInput; extraCosts: DecimalInput }): string =>
  valueSum(run.inputProductsCost, run.extraCosts);

/**
 * The final cost of a completion or of a started run's abort, as stored: never below the running
 * cost (400 belowRunningCost naming `finalCost`, with the least whole pesos that cover it), so no
 * output enters stock valued at less than what went into it and no abort hides what was spent.
 */
export function finalCostOf(finalCost: number, runningCost: string): string {
  const cost = valueSum('0', finalCost);
  if (valueBelow(cost, runningCost)) throw validationError('finalCost', 'belowRunningCost', { limit: pesosText(wholePesosCovering(runningCost)) });
  return cost;
}

export interface CostedOutput {
  product: string;
  amount: string;
  /** Sale price per unit, or null when the product has none. */
  price: number | null;
}

/**
 * Splits `total` (pesos, 4 decimals) over the outputs by relative sales value (amount × price), or
 * by amount when any of them has no price (docs/domain.md#run-costs). Exact: the shares add up to
 * the total, the last one taking what rounding left.
 */
export function splitCost(total: string, outputs: readonly CostedOutput[]): string[] {
  const byValue = outputs.every((o) => o.price !== null && o.price > 0);
  return valueShares(
    total,
    outputs.map((o) => (byValue ? amountValue(o.amount, o.price as number) : o.amount)),
  );
}

/**
 * The finished amounts of a completion or an abort, as they really came out: each an expected
 * output, once, above 0 — more or less than expected, as real yields vary, up to the contract's
 * amount limit (docs/domain.md#run-states). They enter stock as recorded, and share the final cost
 * by these amounts (splitCost).
 */
export function finishedAmounts(
  expected: readonly { product: string; amount: string }[],
  finished: readonly { product: string; amount: number }[],
  field: string,
  amountText: (value: number, field: string) => string,
): { product: string; amount: string }[] {
  const seen = new Set<string>();
  return finished.map((line, i) => {
    if (!expected.some((e) => e.product === line.product)) throw validationError(`${field}.${i}.product`, 'notExpected');
    if (seen.has(line.product)) throw validationError(`${field}.${i}.product`, 'duplicate');
    seen.add(line.product);
    return { product: line.product, amount: amountText(line.amount, `${field}.${i}.amount`) };
  });
}
