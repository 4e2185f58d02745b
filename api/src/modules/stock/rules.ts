import {
  AMOUNT_DECIMALS,
  amountBelow,
  amountDifference,
  amountSum,
  amountText,
  freeAmount,
  fromScaled,
  initialStock,
  isExactAmount,
  sameAmount,
  stockAfterAddition,
  stockAfterRemoval,
  toScaled,
  VALUE_DECIMALS,
  type StockLevel,
} from '@agrocadena/contracts';
import { validationError } from '../../errors';

/**
 * The stock ledger's rules: what the API refuses (400s naming the field) around the contract's exact
 * arithmetic (contracts/src/decimal.ts), which the apps' previews use too. Inputs and outputs are
 * decimal strings as PostgreSQL `numeric` gives and takes them.
 */
export { amountBelow, amountDifference, amountSum, freeAmount, fromScaled, toScaled, type StockLevel };

const AMOUNT_SCALE = AMOUNT_DECIMALS;
const VALUE_SCALE = VALUE_DECIMALS;
/** numeric(20, 4) holds 16 whole digits: values and unit costs must stay below 10^16 pesos. */
const VALUE_LIMIT = 10n ** BigInt(16 + VALUE_SCALE);

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
  if (!isExactAmount(value)) throw validationError(field, 'twoDecimals');
  return amountText(value);
}

/** Values and unit costs beyond what the database stores are refused as a 400 on `field`. */
function assertStorable(field: string, ...values: string[]): void {
  if (values.some((value) => toScaled(value, VALUE_SCALE) >= VALUE_LIMIT)) throw validationError(field, 'stockValueTooLarge');
}

/** The level a new product starts at: `amount` units that cost `unitCost` each. */
export function initialLevel(amount: string | number, unitCost: string | number): StockLevel {
  if (amountBelow(amount, 0)) throw validationError('amount', 'negativeStock');
  if (toScaled(unitCost, VALUE_SCALE) < 0n) throw validationError('unitCost', 'minimum', { limit: 0 });
  const level = initialStock(amount, unitCost);
  assertStorable('unitCost', level.stockValue, level.unitCost);
  return level;
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
  const { after, lotUnitCost } = stockAfterAddition(current, added, cost);
  assertStorable(field, after.stockValue, after.unitCost, lotUnitCost);
  return { after, delta: amountText(added), movementUnitCost: lotUnitCost, reason: 'addition' };
}

/** `removed` units (> 0, at most the amount) leave at the average cost; the value shrinks in proportion. */
export function removeStock(current: StockLevel, removed: string): StockChange {
  if (amountBelow(current.amount, removed)) throw validationError('amount', 'negativeStock');
  const after = stockAfterRemoval(current, removed);
  return { after, delta: amountDifference(after.amount, current.amount), movementUnitCost: after.unitCost, reason: 'removal' };
}

/** What the units a removal took out were worth: the value it took from the stock, pesos to 4 decimals. */
export function valueRemoved(before: StockLevel, change: StockChange): string {
  return fromScaled(toScaled(before.stockValue, VALUE_SCALE) - toScaled(change.after.stockValue, VALUE_SCALE), VALUE_SCALE);
}

/** The optimistic check of POST /stock: has the client's dialog seen the current amount? */
export function isUnchanged(current: string, previousSeenByClient: string | number): boolean {
  return sameAmount(current, previousSeenByClient);
}

/** A product's amount and what of it is set aside for runs and requests. */
export interface Holding {
  amount: string;
  reserved: string;
}

/**
 * The holding a new use may take from (docs/domain.md#in-use): none once the product is retired or
 * deleted (hidden), so a new run finds nothing free of it; what already holds it keeps it.
 */
export function holdingForNewUse<Product extends Holding & { deletedAt: Date | null }>(product: Product | undefined): Product | undefined {
  return product && !product.deletedAt ? product : undefined;
}

/** What a new use may take of a product, as the start wizards show it: its free amount, nothing once retired. */
export function freeForNewUse(product: Holding & { deletedAt: Date | null }): string {
  const holding = holdingForNewUse(product);
  return holding ? freeAmount(holding) : fromScaled(0n, AMOUNT_SCALE);
}

/** An amount of one product, as runs and requests list what they move. */
export interface StockLine {
  product: string;
  amount: string;
}

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
