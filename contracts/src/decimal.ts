import type { ValidationReason } from './errors';
import { LIMITS } from './limits';

/**
 * Exact arithmetic for the chain's quantities, shared by the API (what is stored) and the apps
 * (what a dialog previews), so both get the same digits. Binary floats cannot hold 0.1 or 0.29:
 * summed a thousand times they drift, and a preview computed in floats can differ from what the
 * server stores. Every step here runs on scaled integers (BigInt).
 *
 * - Amounts carry hundredths (kilos to the hundredth).
 * - Stock values, unit costs and run costs carry ten-thousandths of a peso, so that removals keep
 *   the average cost and a split cost adds up exactly.
 * - Prices are whole pesos.
 *
 * Results are decimal text as PostgreSQL `numeric` gives and takes it ('12.50'); inputs may be such
 * text or numbers (a number is read to the decimals of its kind, rounded half up). Rounding is half
 * up (away from zero) everywhere.
 */
export type DecimalInput = string | number;

export const AMOUNT_DECIMALS = LIMITS.amountDecimals;
export const VALUE_DECIMALS = 4;

/** '12.5' → 1250n with 2 decimals; the first dropped digit rounds half up (away from zero). Throws on anything but plain decimal text. */
export function toScaled(value: DecimalInput, decimals: number): bigint {
  const text = typeof value === 'number' ? value.toFixed(decimals) : value.trim();
  const match = /^(-)?(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) throw new Error(`not a decimal: ${value}`);
  const [, sign, whole, fraction = ''] = match;
  let scaled = BigInt(whole + (fraction + '0'.repeat(decimals)).slice(0, decimals));
  if (fraction.length > decimals && Number(fraction[decimals]) >= 5) scaled += 1n;
  return sign ? -scaled : scaled;
}

/** 1250n with 2 decimals → '12.50'. */
export function fromScaled(value: bigint, decimals: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const text = decimals ? `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}` : digits;
  return negative ? `-${text}` : text;
}

/** a / b rounded half up (away from zero); b must not be 0. */
function divideRounded(a: bigint, b: bigint): bigint {
  const negative = a < 0n !== b < 0n;
  const [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  const quotient = (x * 2n + y) / (y * 2n);
  return negative ? -quotient : quotient;
}

const signOf = (difference: bigint): -1 | 0 | 1 => (difference < 0n ? -1 : difference > 0n ? 1 : 0);
const scale = (decimals: number): bigint => 10n ** BigInt(decimals);

// Amounts (hundredths)

const amount = (value: DecimalInput): bigint => toScaled(value, AMOUNT_DECIMALS);
const amountFrom = (scaled: bigint): string => fromScaled(scaled, AMOUNT_DECIMALS);

/** An amount as stored: '12.50'. */
export const amountText = (value: DecimalInput): string => amountFrom(amount(value));

/**
 * Whether a number is exactly the amount its 2-decimal text stands for. JSON numbers are binary:
 * 0.29 arrives as 0.28999…, which is still the amount 0.29; 1.005 is not an amount of hundredths.
 */
export function isExactAmount(value: number): boolean {
  return Number.isFinite(value) && Number(value.toFixed(AMOUNT_DECIMALS)) === value;
}

/** Units counted whole (docs/domain.md#request-amounts): 3 Un, never 1,5 Un. Every other unit takes hundredths (2,5 Kg). */
export const WHOLE_UNITS: readonly string[] = ['Un'];

/** The decimals an amount of `unit` may carry: 0 for a whole unit, 2 otherwise. */
export const unitDecimals = (unit: string): number => (WHOLE_UNITS.includes(unit) ? 0 : AMOUNT_DECIMALS);

/**
 * Why `value` is not an amount a request may ask for, accept or take of a product measured in
 * `unit` (docs/domain.md#request-amounts): above 0, in hundredths, whole for a whole unit, within
 * the amount limit. Null when it is one. The reasons are the API's validation reasons.
 */
export function requestAmountProblem(
  value: number,
  unit: string,
): Extract<ValidationReason, 'aboveZero' | 'twoDecimals' | 'wholeUnits' | 'maximum'> | null {
  if (!Number.isFinite(value) || value <= 0) return 'aboveZero';
  return unitAmountProblem(value, unit) ?? (value > LIMITS.amount ? 'maximum' : null);
}

/**
 * Why `value` cannot be an amount of a product measured in `unit` — its stock, a change of it, a
 * request — whatever its range (docs/domain.md#request-amounts): hundredths at most, whole for a
 * whole unit. Null when it can.
 */
export function unitAmountProblem(value: number, unit: string): Extract<ValidationReason, 'twoDecimals' | 'wholeUnits'> | null {
  if (!isExactAmount(value)) return 'twoDecimals';
  return unitDecimals(unit) === 0 && !Number.isInteger(value) ? 'wholeUnits' : null;
}

/** -1, 0 or 1 as amount `a` is below, equal to or above `b`. */
export const compareAmounts = (a: DecimalInput, b: DecimalInput): -1 | 0 | 1 => signOf(amount(a) - amount(b));
export const amountBelow = (a: DecimalInput, b: DecimalInput): boolean => amount(a) < amount(b);
export const sameAmount = (a: DecimalInput, b: DecimalInput): boolean => amount(a) === amount(b);

export const amountSum = (...terms: DecimalInput[]): string => amountFrom(terms.reduce<bigint>((sum, term) => sum + amount(term), 0n));
export const amountDifference = (a: DecimalInput, b: DecimalInput): string => amountFrom(amount(a) - amount(b));

/**
 * `part` as a percentage of `whole` (amounts), to `decimals`, half up: the yield of a run that made
 * 61 Kg where 60 were expected is '101.7'. Null of nothing.
 */
export function amountPercent(part: DecimalInput, whole: DecimalInput, decimals = 1): string | null {
  const scaledWhole = amount(whole);
  return scaledWhole === 0n ? null : fromScaled(divideRounded(amount(part) * 100n * scale(decimals), scaledWhole), decimals);
}

/**
 * What is free of a product: its amount less what scheduled runs and accepted requests hold of it,
 * plus `ownHold` when the one asking is what holds that part.
 */
export const freeAmount = (holding: { amount: DecimalInput; reserved: DecimalInput }, ownHold: DecimalInput = 0): string =>
  amountSum(amountDifference(holding.amount, holding.reserved), ownHold);

// Values and unit costs (pesos to ten-thousandths)

const value = (input: DecimalInput): bigint => toScaled(input, VALUE_DECIMALS);
const valueFrom = (scaled: bigint): string => fromScaled(scaled, VALUE_DECIMALS);

export const valueSum = (...terms: DecimalInput[]): string => valueFrom(terms.reduce<bigint>((sum, term) => sum + value(term), 0n));
export const valueDifference = (a: DecimalInput, b: DecimalInput): string => valueFrom(value(a) - value(b));
export const valueBelow = (a: DecimalInput, b: DecimalInput): boolean => value(a) < value(b);

/** A value (pesos) rounded to `decimals` (half up): what a screen or a sum at a coarser step uses. */
export const roundValue = (input: DecimalInput, decimals: number): string =>
  fromScaled(divideRounded(value(input), scale(VALUE_DECIMALS - decimals)), decimals);

/** What `units` are worth at `unitCost` each, pesos to ten-thousandths (or to `decimals`, rounded once). */
export const amountValue = (units: DecimalInput, unitCost: DecimalInput, decimals = VALUE_DECIMALS): string =>
  fromScaled(divideRounded(amount(units) * value(unitCost), scale(AMOUNT_DECIMALS + VALUE_DECIMALS - decimals)), decimals);

/**
 * `total` (pesos) shared out in proportion to `weights` (any decimals: amounts, or what each is
 * worth), exactly: each share rounded down, the last takes what rounding left, so the shares add up
 * to the total; equal shares when every weight is 0 (docs/domain.md#run-costs).
 */
export function valueShares(total: DecimalInput, weights: readonly DecimalInput[]): string[] {
  const whole = value(total);
  const scaled = weights.map(value);
  const sum = scaled.reduce((a, b) => a + b, 0n);
  let given = 0n;
  return scaled.map((weight, i) => {
    const share = i === scaled.length - 1 ? whole - given : sum === 0n ? whole / BigInt(scaled.length) : (whole * weight) / sum;
    given += share;
    return valueFrom(share);
  });
}

/** What `part` of `whole` units carries of `worth`: worth × part ÷ whole, pesos to ten-thousandths, half up; 0 when whole is 0. */
export function valueOfPart(worth: DecimalInput, part: DecimalInput, whole: DecimalInput): string {
  const scaledWhole = amount(whole);
  return scaledWhole === 0n ? valueFrom(0n) : valueFrom(divideRounded(value(worth) * amount(part), scaledWhole));
}

/** The cost of one unit of `units` worth `worth` in all, pesos to ten-thousandths; 0 when there are none. */
export function unitCostOf(worth: DecimalInput, units: DecimalInput): string {
  const scaledUnits = amount(units);
  return scaledUnits <= 0n ? valueFrom(0n) : valueFrom(divideRounded(value(worth) * scale(AMOUNT_DECIMALS), scaledUnits));
}

/**
 * The fewest whole pesos that cover `input` (pesos to ten-thousandths): what a person must type at
 * least to reach a running cost of 159.122,3456 is 159.123 (docs/domain.md#run-costs).
 */
export function wholePesosCovering(input: DecimalInput): number {
  const scaled = value(input);
  const unit = scale(VALUE_DECIMALS);
  const whole = scaled / unit;
  return Number(scaled > whole * unit ? whole + 1n : whole);
}

// Prices (whole pesos)

/** `units` at `unitPrice` whole pesos each, in whole pesos: a product request's total. */
export const amountTimesPrice = (units: DecimalInput, unitPrice: number): number =>
  Number(divideRounded(amount(units) * BigInt(Math.round(unitPrice)), scale(AMOUNT_DECIMALS)));

/** The part of `total` (whole pesos) that `part` of `whole` units stands for, in whole pesos; 0 of nothing. */
export function proratedPrice(total: number, part: DecimalInput, whole: DecimalInput): number {
  const scaledWhole = amount(whole);
  return scaledWhole <= 0n ? 0 : Number(divideRounded(BigInt(Math.round(total)) * amount(part), scaledWhole));
}

// A product's stock level

/** A product's stock: its amount, what it cost in all (its value) and the average cost of a unit. */
export interface StockLevel {
  amount: string;
  stockValue: string;
  unitCost: string;
}

export type StockLevelInput = { [K in keyof StockLevel]: DecimalInput };

/** The level a new product starts at: `units` that cost `unitCost` each. */
export function initialStock(units: DecimalInput, unitCost: DecimalInput): StockLevel {
  return { amount: amountText(units), stockValue: amountValue(units, unitCost), unitCost: valueFrom(value(unitCost)) };
}

export interface StockAddition {
  after: StockLevel;
  /** What one unit of the lot added cost. */
  lotUnitCost: string;
}

/**
 * `added` units that cost `cost` pesos in all enter the stock at the weighted average: the new unit
 * cost is (old value + cost) / new amount. The value stays the exact sum paid.
 */
export function stockAfterAddition(current: StockLevelInput, added: DecimalInput, cost: DecimalInput): StockAddition {
  const newAmount = amountSum(current.amount, added);
  const newValue = valueSum(current.stockValue, cost);
  return {
    after: { amount: newAmount, stockValue: newValue, unitCost: unitCostOf(newValue, newAmount) },
    lotUnitCost: unitCostOf(cost, added),
  };
}

/** `removed` units leave at the average cost: the unit cost stays, the value shrinks in proportion (0 with the last unit). */
export function stockAfterRemoval(current: StockLevelInput, removed: DecimalInput): StockLevel {
  const before = amount(current.amount);
  const after = before - amount(removed);
  const newValue = after === 0n || before === 0n ? 0n : divideRounded(value(current.stockValue) * after, before);
  return { amount: amountFrom(after), stockValue: valueFrom(newValue), unitCost: valueFrom(value(current.unitCost)) };
}
