import { executionTransition, type ExecutionAction, type ExecutionState } from '@agrocadena/contracts';
import { AppError, validationError } from '../../errors';
import { fromScaled, toScaled } from '../stock/rules';

const AMOUNT_SCALE = 2;
const VALUE_SCALE = 4;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The state `action` leads to, or 409 INVALID_TRANSITION naming the run's current state. */
export function transitionOrConflict(status: ExecutionState, action: ExecutionAction): ExecutionState {
  const next = executionTransition(status, action);
  if (!next) throw new AppError('INVALID_TRANSITION', { data: { status, shortages: [] }, params: { status, action } });
  return next;
}

/**
 * A date the client sent (yyyy-MM-dd, or a date-time) that must be today or later (spec §5: past
 * dates disabled, today allowed). "Today" is wherever the user is: a day alone counts from the UTC
 * day before (evening in Bogotá is already tomorrow in UTC), a date-time from 24 hours ago.
 */
export function dateFromTodayOn(text: string, field: string, now = new Date()): Date {
  const dayOnly = text.length === 10;
  const date = new Date(dayOnly ? `${text}T00:00:00.000Z` : text);
  if (Number.isNaN(date.getTime())) throw validationError(field, 'format');
  const earliest = now.getTime() - DAY_MS;
  const tooEarly = dayOnly ? text < new Date(earliest).toISOString().slice(0, 10) : date.getTime() < earliest;
  if (tooEarly) throw validationError(field, 'pastDate');
  return date;
}

export interface CostedOutput {
  product: string;
  amount: string;
  /** Sale price per unit, or null when the product has none. */
  price: number | null;
}

/**
 * Splits `total` (pesos, 4 decimals) over the outputs by relative sales value (amount × price), or
 * by amount when any of them has no price (lifecycles.md). Exact: the shares add up to the total,
 * the last one taking what rounding left.
 */
export function splitCost(total: string, outputs: readonly CostedOutput[]): string[] {
  const totalScaled = toScaled(total, VALUE_SCALE);
  const byValue = outputs.every((o) => o.price !== null && o.price > 0);
  const weights = outputs.map((o) => toScaled(o.amount, AMOUNT_SCALE) * (byValue ? BigInt(o.price as number) : 1n));
  const weightSum = weights.reduce((a, b) => a + b, 0n);
  let given = 0n;
  return weights.map((weight, i) => {
    const share = i === weights.length - 1 ? totalScaled - given : weightSum === 0n ? 0n : (totalScaled * weight) / weightSum;
    given += share;
    return fromScaled(share, VALUE_SCALE);
  });
}

/**
 * The finished amounts of a completion or an abort, checked against what the run expected: each an
 * expected output, once, at most its expected amount (spec-2 §5 forces them into [1, expected]).
 */
export function finishedAmounts(
  expected: readonly { product: string; amount: string }[],
  finished: readonly { product: string; amount: number }[],
  field: string,
  amountText: (value: number, field: string) => string,
): { product: string; amount: string }[] {
  const seen = new Set<string>();
  return finished.map((line, i) => {
    const target = expected.find((e) => e.product === line.product);
    if (!target) throw validationError(`${field}.${i}.product`, 'notExpected');
    if (seen.has(line.product)) throw validationError(`${field}.${i}.product`, 'duplicate');
    seen.add(line.product);
    const amount = amountText(line.amount, `${field}.${i}.amount`);
    if (toScaled(amount, AMOUNT_SCALE) > toScaled(target.amount, AMOUNT_SCALE))
      throw validationError(`${field}.${i}.amount`, 'aboveExpected', { limit: Number(target.amount) });
    return { product: line.product, amount };
  });
}

/** Pesos to 4 decimals: a + b. */
export const addMoney = (a: string, b: string | number): string => fromScaled(toScaled(a, VALUE_SCALE) + toScaled(b, VALUE_SCALE), VALUE_SCALE);

/** `a` minus `b` (pesos, 4 decimals), exactly. */
export const subtractMoney = (a: string, b: string | number): string => fromScaled(toScaled(a, VALUE_SCALE) - toScaled(b, VALUE_SCALE), VALUE_SCALE);

/** Is `a` below `b` (pesos)? */
export const moneyBelow = (a: string | number, b: string): boolean => toScaled(a, VALUE_SCALE) < toScaled(b, VALUE_SCALE);
