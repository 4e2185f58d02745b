import type { Product, StockChangeBody } from '@agrocadena/contracts';

/** Amounts carry 2 decimals: sums run on hundredths so 10.1 + 0.2 is 10.3, not 10.299999. */
const toHundredths = (value: number) => Math.round(value * 100);

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
  if (entered === null || entered === undefined || Number.isNaN(entered) || toHundredths(entered) === 0) return 'none';
  return entered > 0 ? 'addition' : 'removal';
}

/**
 * What the stock becomes (spec §4/§5): new total = current + entered; adding costs `cost` pesos in
 * all and the new unit cost is (old stock value + cost) / new total; removing keeps the unit cost.
 */
export function previewStockChange(level: Level, entered: number | null | undefined, cost: number | null | undefined): StockPreview {
  const kind = stockChangeKind(entered);
  const newAmount = (toHundredths(level.amount) + (kind === 'none' ? 0 : toHundredths(entered as number))) / 100;
  if (kind === 'addition') {
    const hasCost = typeof cost === 'number' && cost > 0;
    return { kind, newAmount, newUnitCost: hasCost ? (level.stockValue + cost) / newAmount : null, exceedsStock: false };
  }
  return { kind, newAmount, newUnitCost: level.unitCost, exceedsStock: newAmount < 0 };
}

/** POST /stock: the new total, the total the dialog saw, and the cost of what is added (none when removing). */
export function toStockChangeBody(product: Pick<Product, '_id' | 'amount'>, entered: number, cost: number | null | undefined): StockChangeBody {
  const kind = stockChangeKind(entered);
  return {
    product: product._id,
    amount: (toHundredths(product.amount) + toHundredths(entered)) / 100,
    previousAmount: product.amount,
    cost: kind === 'addition' ? (cost as number) : null,
  };
}
