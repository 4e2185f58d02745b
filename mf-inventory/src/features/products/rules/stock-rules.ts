import type { LotChoice, Product, StockChangeBody } from '@agrocadena/contracts';
import { amountBelow, amountSum, compareAmounts, freeAmount, stockAfterAddition } from '@agrocadena/contracts/rules';

export type StockChangeKind = 'none' | 'addition' | 'removal';

export interface StockPreview {
  kind: StockChangeKind;
  /** Current amount + entered amount. */
  newAmount: number;
  /** What is free after the change: new amount − reserved (the reservation does not move). */
  newAvailable: number;
  /** Weighted average after an addition; unchanged after a removal. Null while an addition has no cost yet. */
  newUnitCost: number | null;
  /**
   * A removal of more than is free: the stock would fall below what is reserved (below zero when
   * nothing is), which the server refuses (400 belowReserved or negativeStock).
   */
  exceedsAvailable: boolean;
}

type Level = Pick<Product, 'amount' | 'reserved' | 'unitCost' | 'stockValue'>;

/** On hand, set aside and free (docs/domain.md#reservations): the contract's freeAmount, never re-derived. */
export function stockLevels(level: Pick<Product, 'amount' | 'reserved'>): { amount: number; reserved: number; available: number } {
  return { amount: level.amount, reserved: level.reserved, available: Number(freeAmount(level)) };
}

export function stockChangeKind(entered: number | null | undefined): StockChangeKind {
  if (entered === null || entered === undefined || Number.isNaN(entered)) return 'none';
  const direction = compareAmounts(entered, 0);
  return direction === 0 ? 'none' : direction > 0 ? 'addition' : 'removal';
}

/**
 * What the stock becomes, by the contract's arithmetic (the digits the API will store): new total
 * = current + entered; adding costs `cost` pesos in all and the new unit cost is the weighted
 * average (old stock value + cost) / new total; removing keeps the unit cost and may take only what
 * is free (docs/domain.md#reservations).
 */
export function previewStockChange(level: Level, entered: number | null | undefined, cost: number | null | undefined): StockPreview {
  const kind = stockChangeKind(entered);
  const newAmount = Number(amountSum(level.amount, kind === 'none' ? 0 : (entered as number)));
  const newAvailable = Number(freeAmount({ amount: newAmount, reserved: level.reserved }));
  if (kind === 'addition') {
    const hasCost = typeof cost === 'number' && cost > 0;
    const newUnitCost = hasCost ? Number(stockAfterAddition(level, entered as number, cost).after.unitCost) : null;
    return { kind, newAmount, newAvailable, newUnitCost, exceedsAvailable: false };
  }
  return { kind, newAmount, newAvailable, newUnitCost: level.unitCost, exceedsAvailable: amountBelow(newAmount, level.reserved) };
}

/** What a stock change says of lots: an added lot's own code and expiry day, or the lots a removal takes. */
export interface StockLots {
  lotCode?: string;
  expiresOn?: string | null;
  lots?: LotChoice[];
}

/**
 * POST /stock: the new total, the total the dialog saw, and the cost of what is added (none when
 * removing). An addition may name its lot's code and expiry; a removal the person's own pick of
 * lots (else the server takes the expired first, then first-expiring-first).
 */
export function toStockChangeBody(
  product: Pick<Product, '_id' | 'amount'>,
  entered: number,
  cost: number | null | undefined,
  lots: StockLots = {},
): StockChangeBody {
  const kind = stockChangeKind(entered);
  const body: StockChangeBody = {
    product: product._id,
    amount: Number(amountSum(product.amount, entered)),
    previousAmount: product.amount,
    cost: kind === 'addition' ? (cost as number) : null,
  };
  if (kind === 'addition' && lots.lotCode) body.lotCode = lots.lotCode;
  if (kind === 'addition' && lots.expiresOn) body.expiresOn = lots.expiresOn;
  if (kind === 'removal' && lots.lots?.length) body.lots = lots.lots;
  return body;
}
