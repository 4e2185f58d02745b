import { validationError } from '../../errors';

/**
 * Stock and cost arithmetic, exact: amounts carry 2 decimals, values and unit costs 4, and every
 * step runs on scaled integers (BigInt) so that a thousand changes never drift.
 * Inputs and outputs are decimal strings as PostgreSQL `numeric` gives and takes them.
 */
const AMOUNT_SCALE = 2;
const VALUE_SCALE = 4;
/** numeric(20, 4) holds 16 whole digits: values and unit costs must stay below 10^16 pesos. */
const VALUE_LIMIT = 10n ** BigInt(16 + VALUE_SCALE);

export interface StockLevel {
  amount: string;
  stockValue: string;
  unitCost: string;
}

export interface StockChange {
  /** The level after the change. */
  after: StockLevel;
  /** Signed change of the amount. */
  delta: string;
  /** Cost per unit of this movement: the lot's own cost when adding, the average when removing. */
  movementUnitCost: string;
  reason: 'addition' | 'removal';
}

/**
 * An amount as the client sent it, refused (400 naming `field`) when it carries more than 2
 * decimals. JSON numbers are binary: 0.29 is stored as 0.28999…, so the test is whether the number
 * is the one its 2-decimal text stands for (JSON schema's multipleOf 0.01 refuses 0.29 for that reason).
 */
export function amountInput(value: number, field: string): string {
  const text = value.toFixed(AMOUNT_SCALE);
  if (!Number.isFinite(value) || Number(text) !== value) throw validationError(field, 'twoDecimals');
  return text;
}

/** '12.5' → 1250n at scale 2. Accepts numbers too (at most `scale` decimals are kept, rounded). */
export function toScaled(value: string | number, scale: number): bigint {
  const text = typeof value === 'number' ? value.toFixed(scale) : value.trim();
  const match = /^(-)?(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) throw new Error(`not a decimal: ${value}`);
  const [, sign, whole, fraction = ''] = match;
  const kept = (fraction + '0'.repeat(scale)).slice(0, scale);
  let scaled = BigInt(whole + kept);
  // Round half up on the first dropped digit.
  if (fraction.length > scale && Number(fraction[scale]) >= 5) scaled += 1n;
  return sign ? -scaled : scaled;
}

/** 1250n at scale 2 → '12.50'. */
export function fromScaled(value: bigint, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const text = scale ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits;
  return negative ? `-${text}` : text;
}

/** a / b rounded half up, for non-negative a and positive b. */
function divideRounded(a: bigint, b: bigint): bigint {
  return (a * 2n + b) / (b * 2n);
}

/** Values and unit costs beyond what the database stores are refused as a 400 on `field`. */
function assertStorable(field: string, ...scaledValues: bigint[]): void {
  if (scaledValues.some((v) => v >= VALUE_LIMIT)) throw validationError(field, 'stockValueTooLarge');
}

/** The level a new product starts at: `amount` units that cost `unitCost` each. */
export function initialLevel(amount: string | number, unitCost: string | number): StockLevel {
  const scaledAmount = toScaled(amount, AMOUNT_SCALE);
  const scaledUnitCost = toScaled(unitCost, VALUE_SCALE);
  if (scaledAmount < 0n) throw validationError('amount', 'negativeStock');
  if (scaledUnitCost < 0n) throw validationError('unitCost', 'minimum', { limit: 0 });
  // value (scale 4) = amount (scale 2) × unitCost (scale 4) / 10^2
  const value = divideRounded(scaledAmount * scaledUnitCost, 10n ** BigInt(AMOUNT_SCALE));
  assertStorable('unitCost', value, scaledUnitCost);
  return {
    amount: fromScaled(scaledAmount, AMOUNT_SCALE),
    stockValue: fromScaled(value, VALUE_SCALE),
    unitCost: fromScaled(scaledUnitCost, VALUE_SCALE),
  };
}

/**
 * Moves a stock level to `newAmount`. Adding needs `cost` (what the added quantity cost in all,
 * pesos, > 0) and gives the weighted average (old value + cost) / new amount. Removing takes no
 * cost and keeps the unit cost; the value shrinks in proportion. Throws a 400 naming the field.
 */
export function changeStockLevel(current: StockLevel, newAmount: string | number, cost?: number | null): StockChange {
  const before = toScaled(current.amount, AMOUNT_SCALE);
  const after = toScaled(newAmount, AMOUNT_SCALE);
  if (after < 0n) throw validationError('amount', 'negativeStock');
  if (after === before) throw validationError('amount', 'noChange');
  const delta = after - before;

  if (delta > 0n) {
    if (cost === undefined || cost === null || cost <= 0) throw validationError('cost', 'costRequired');
    return addStock(current, fromScaled(delta, AMOUNT_SCALE), cost);
  }
  if (cost) throw validationError('cost', 'noCostOnRemoval');
  return removeStock(current, fromScaled(-delta, AMOUNT_SCALE));
}

/**
 * `added` units (> 0) that cost `cost` pesos in all (≥ 0: a run's output may have cost nothing)
 * enter the stock at the weighted average (old value + cost) / new amount.
 */
export function addStock(current: StockLevel, added: string, cost: string | number, field = 'cost'): StockChange {
  const before = toScaled(current.amount, AMOUNT_SCALE);
  const delta = toScaled(added, AMOUNT_SCALE);
  const after = before + delta;
  const scaledCost = toScaled(cost, VALUE_SCALE);
  const newValue = toScaled(current.stockValue, VALUE_SCALE) + scaledCost;
  // unit cost (scale 4) = value (scale 4) / amount (scale 2) × 10^2
  const unitCost = divideRounded(newValue * 10n ** BigInt(AMOUNT_SCALE), after);
  const lotUnitCost = divideRounded(scaledCost * 10n ** BigInt(AMOUNT_SCALE), delta);
  assertStorable(field, newValue, unitCost, lotUnitCost);
  return {
    after: { amount: fromScaled(after, AMOUNT_SCALE), stockValue: fromScaled(newValue, VALUE_SCALE), unitCost: fromScaled(unitCost, VALUE_SCALE) },
    delta: fromScaled(delta, AMOUNT_SCALE),
    movementUnitCost: fromScaled(lotUnitCost, VALUE_SCALE),
    reason: 'addition',
  };
}

/** `removed` units (> 0, at most the amount) leave at the average cost; the value shrinks in proportion. */
export function removeStock(current: StockLevel, removed: string): StockChange {
  const before = toScaled(current.amount, AMOUNT_SCALE);
  const after = before - toScaled(removed, AMOUNT_SCALE);
  if (after < 0n) throw validationError('amount', 'negativeStock');
  const value = toScaled(current.stockValue, VALUE_SCALE);
  const newValue = after === 0n ? 0n : divideRounded(value * after, before);
  return {
    after: { amount: fromScaled(after, AMOUNT_SCALE), stockValue: fromScaled(newValue, VALUE_SCALE), unitCost: current.unitCost },
    delta: fromScaled(after - before, AMOUNT_SCALE),
    movementUnitCost: current.unitCost,
    reason: 'removal',
  };
}

/** What the units a removal took out were worth: the value it took from the stock, pesos to 4 decimals. */
export function valueRemoved(before: StockLevel, change: StockChange): string {
  return fromScaled(toScaled(before.stockValue, VALUE_SCALE) - toScaled(change.after.stockValue, VALUE_SCALE), VALUE_SCALE);
}

/** The optimistic check of POST /stock: has the client's dialog seen the current amount? */
export function isUnchanged(current: string, previousSeenByClient: string | number): boolean {
  return toScaled(current, AMOUNT_SCALE) === toScaled(previousSeenByClient, AMOUNT_SCALE);
}

/** Is amount `a` below amount `b`? (2-decimal amounts, exactly.) */
export const amountBelow = (a: string | number, b: string | number): boolean => toScaled(a, AMOUNT_SCALE) < toScaled(b, AMOUNT_SCALE);

/** `a` minus `b` (2-decimal amounts), exactly: what is free of a product, a reservation released. */
export const amountDifference = (a: string | number, b: string | number): string =>
  fromScaled(toScaled(a, AMOUNT_SCALE) - toScaled(b, AMOUNT_SCALE), AMOUNT_SCALE);

/** The sum of 2-decimal amounts, exactly: a reservation grown. */
export const amountSum = (...terms: (string | number)[]): string =>
  fromScaled(
    terms.reduce<bigint>((sum, t) => sum + toScaled(t, AMOUNT_SCALE), 0n),
    AMOUNT_SCALE,
  );

/** A product's amount and what of it is set aside for runs and requests. */
export interface Holding {
  amount: string;
  reserved: string;
}

/** An amount of one product, as runs and requests list what they move. */
export interface StockLine {
  product: string;
  amount: string;
}

/** What is free of a product: its amount less what is set aside (`ownHold`: the part set aside for whoever asks). */
export const freeAmount = (holding: Holding, ownHold: string | number = 0): string =>
  amountSum(amountDifference(holding.amount, holding.reserved), ownHold);

export interface Shortage<Line extends StockLine> {
  line: Line;
  /** What was free of the product for this line. */
  free: string;
}

/**
 * The lines that ask for more than is free of their product, in their order (none: all are covered).
 * `holdingOf` gives a line's product, undefined when there is none to take from (nothing is free of
 * it). With `setAsideForLines` each line's own amount is already reserved for it, so free to it.
 * Two lines of one product share what is free of it.
 */
export function shortagesOf<Line extends StockLine>(
  lines: readonly Line[],
  holdingOf: (productId: string) => Holding | undefined,
  setAsideForLines = false,
): Shortage<Line>[] {
  const takenByEarlierLines = new Map<string, string>();
  return lines.flatMap((line) => {
    const holding = holdingOf(line.product);
    const taken = takenByEarlierLines.get(line.product) ?? '0';
    takenByEarlierLines.set(line.product, amountSum(taken, line.amount));
    const free = holding ? amountDifference(freeAmount(holding, setAsideForLines ? line.amount : 0), taken) : fromScaled(0n, AMOUNT_SCALE);
    return amountBelow(free, line.amount) ? [{ line, free }] : [];
  });
}

/**
 * The reservation once `amount` more is set aside. Beyond what is free the caller skipped its check
 * (shortagesOf), a fault rather than a refusal: an Error, not a 4xx.
 */
export function reservedAfterReserving(holding: Holding, amount: string): string {
  if (amountBelow(freeAmount(holding), amount)) throw new Error(`cannot reserve ${amount}: only ${freeAmount(holding)} is free`);
  return amountSum(holding.reserved, amount);
}

/** The reservation once `amount` of it is let go; more than is reserved was never held (an Error, not a 4xx). */
export function reservedAfterReleasing(holding: Holding, amount: string): string {
  if (amountBelow(holding.reserved, amount)) throw new Error(`cannot release ${amount}: only ${holding.reserved} is reserved`);
  return amountDifference(holding.reserved, amount);
}
