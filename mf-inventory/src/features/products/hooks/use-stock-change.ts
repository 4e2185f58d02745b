import { useState } from 'react';
import type { Product, StockChangeResult } from '@agrocadena/contracts';
import { changeStock, fetchProduct } from '../api/products-api';
import { toStockChangeBody } from '../rules/stock-rules';

export type StockSaveOutcome =
  | { ok: true; result: StockChangeResult }
  /** Someone changed the stock meanwhile: `fresh` is the product as it now is (when it could be read). */
  | { ok: false; message: string; field?: string; stale: boolean; fresh: Product | null };

/** POST /stock from what the dialog saw; after a 409 it reads the product again so the user can confirm anew. */
export function useStockChange() {
  const [saving, setSaving] = useState(false);

  async function save(product: Product, entered: number, cost: number | null): Promise<StockSaveOutcome> {
    setSaving(true);
    const answer = await changeStock(toStockChangeBody(product, entered, cost));
    if (answer.success) {
      setSaving(false);
      return { ok: true, result: answer.data };
    }
    const stale = answer.code === 'STOCK_CHANGED' || answer.status === 409;
    let fresh: Product | null = null;
    if (stale) {
      const reread = await fetchProduct(product._id);
      if (reread.success) fresh = reread.data;
    }
    setSaving(false);
    return { ok: false, message: answer.message, field: answer.field, stale, fresh };
  }

  return { save, saving };
}
