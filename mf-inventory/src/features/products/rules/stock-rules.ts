import type { Product, StockChangeBody } from '@agrocadena/contracts';
import { amountSum, compareAmounts, stockAfterAddition } from '@agrocadena/contracts/rules';

export type StockChangeKind = 'none' | 'addition' | 'removal';

export interface StockPreview {
  kind: StockChangeKind;
  /** Current amount + entered amount. */
  newAmount: number;
  /** Weighted average after an addition; unchanged after a removal. Null while an addition has no cost yet. */
  newUnitCost: number | null;
  /** A removal of more than the stock. */
  exceedsStock: boolean;
}

type Level = Pick<Product, 'amount' | 'unitCost' | 'stockValue'>;

export function stockChangeKind(entered: number | null | undefined): StockChangeKind {
  if (entered === null || entered === undefined || Number.isNaN(entered)) return 'none';
  const direction = compareAmounts(entered, 0);
  return direction === 0 ? 'none' : direction > 0 ? 'addition' : 'removal';
}

/**
 * What the stock becomes, by the contract's arithmetic (the digits the API will store): new total
 * = current + entered; adding costs `cost` pesos in all and the new unit cost is the weighted
 * average (old stock value + cost) / new total; removing keeps the unit cost.
 */
export function previewStockChange(level: Level, entered: number | null | undefined, cost: number | null | undefined): StockPreview {
  const kind = stockChangeKind(entered);
  const newAmount = Number(amountSum(level.amount, kind === 'none' ? 0 : (entered as number)));
  if (kind === 'addition') {
    const hasCost = typeof cost === 'number' && cost > 0;
    const newUnitCost = hasCost ? Number(stockAfterAddition(level, entered as number, cost).after.unitCost) : null;
    return { kind, newAmount, newUnitCost, exceedsStock: false };
  }
  return { kind, newAmount, newUnitCost: level.unitCost, exceedsStock: newAmount < 0 };
}

/** POST /stock: the new total, the total the dialog saw, and the cost of what is added (none when removing). */
export function toStockChangeBody(product: Pick<Product, '_id' | 'amount'>, entered: number, cost: number | null | undefined): StockChangeBody {
  const kind = stockChangeKind(entered);
  return {
    product: product._id,
    amount: Number(amountSum(product.amount, entered)),
    previousAmount: product.amount,
    cost: kind === 'addition' ? (cost as number) : null,
  };
}
