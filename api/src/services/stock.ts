import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products, stockMovements, type StockMovementRow } from '../db/schema';
import { assertKeepsProducts, type ProductCaller } from '../domain/products';
import { amountInput, assertUnchanged, changeStockLevel } from '../domain/stock';
import { AppError } from '../errors';
import type { Product, StockChangeBody, StockChangeResult, StockMovement } from '../schemas/products';
import { findOwnProduct, toProduct } from './products';

/** 409 STOCK_CHANGED with the product as it now is, so the client can show the fresh amount. */
export class StockChangedError extends AppError {
  constructor(readonly product: Product) {
    super('STOCK_CHANGED', { params: { amount: product.amount } });
  }
}

export function toMovement(m: StockMovementRow): StockMovement {
  return {
    _id: m.id,
    date: m.createdAt.toISOString(),
    change: Number(m.delta),
    unitCost: Number(m.unitCost),
    amountAfter: Number(m.amountAfter),
    unitCostAfter: Number(m.unitCostAfter),
    stockValueAfter: Number(m.stockValueAfter),
    reason: m.reason as StockMovement['reason'],
    reference: m.reference,
  };
}

/**
 * POST /stock: moves the product to the new total and writes its ledger row in one transaction.
 * The product row is locked first, so concurrent changes queue up; each then checks that the amount
 * it saw is still the stored one (409 otherwise) — no change is ever lost.
 */
export async function changeStock(db: Db, caller: ProductCaller, body: StockChangeBody): Promise<StockChangeResult> {
  assertKeepsProducts(caller);
  const newAmount = amountInput(body.amount, 'amount');
  const previousAmount = amountInput(body.previousAmount, 'previousAmount');
  return db.transaction(async (tx) => {
    const current = await findOwnProduct(tx, caller, body.product, { lock: true, field: 'product' });
    const { product } = current;
    try {
      assertUnchanged(product.amount, previousAmount);
    } catch (error) {
      if (error instanceof AppError && error.code === 'STOCK_CHANGED') throw new StockChangedError(toProduct(current));
      throw error;
    }
    const change = changeStockLevel(product, newAmount, body.cost);
    const now = new Date();
    const [updated] = await tx
      .update(products)
      .set({ amount: change.after.amount, stockValue: change.after.stockValue, unitCost: change.after.unitCost, updatedAt: now })
      .where(eq(products.id, product.id))
      .returning();
    const [movement] = await tx
      .insert(stockMovements)
      .values({
        productId: product.id,
        userId: caller.id,
        delta: change.delta,
        unitCost: change.movementUnitCost,
        amountAfter: change.after.amount,
        unitCostAfter: change.after.unitCost,
        stockValueAfter: change.after.stockValue,
        reason: change.reason,
        // The time the row lock was held, not the transaction's start (now()): the ledger's order
        // is the order in which changes really applied.
        createdAt: sql`clock_timestamp()`,
      })
      .returning();
    return { product: toProduct({ product: updated, owner: current.owner }), movement: toMovement(movement) };
  });
}

/** GET /products/{id}/stockMovements: the owner's ledger, oldest first. */
export async function listMovements(db: Db, caller: ProductCaller, productId: string, page: { skip: number; limit: number }) {
  await findOwnProduct(db, caller, productId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.productId, productId))
      .orderBy(asc(stockMovements.createdAt), asc(stockMovements.id))
      .offset(page.skip)
      .limit(page.limit),
    db.select({ n: count() }).from(stockMovements).where(eq(stockMovements.productId, productId)),
  ]);
  return { items: rows.map(toMovement), totalItems: Number(total.n) };
}
