import { formatDateTime } from '@agrocadena/shared-ui';
import { type StockMovement } from '@agrocadena/contracts';

export interface StockSeries {
  /** yyyy-MM-dd HH:mm of each movement, oldest first. */
  labels: string[];
  /** The stock level after each movement. */
  amounts: number[];
  /** The weighted-average unit cost after each movement, whole pesos. */
  unitCosts: number[];
}

/** The statistics chart's points: one per ledger row, in the order they happened. */
export function stockSeries(movements: StockMovement[]): StockSeries {
  const ordered = [...movements].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  return {
    labels: ordered.map((m) => formatDateTime(m.date)),
    amounts: ordered.map((m) => m.amountAfter),
    unitCosts: ordered.map((m) => Math.round(m.unitCostAfter)),
  };
}
