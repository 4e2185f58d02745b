import { eq, sql } from 'drizzle-orm';
import type { Language, Product, StockChangeBody, StockChangeResult, StockMovement, StockReason, MovementsQuery } from '@agrocadena/contracts';
import type { Caller } from '../../access/policy';
import { productPolicy } from '../products/policy';
import type { Db } from '../../db/client';
import { pagedList, readPage } from '../../db/paged-list';
import { activities } from '../activities/tables';
import { executedActivities } from '../executions/tables';
import { products, stockMovements, type ProductRow, type StockMovementRow } from '../products/tables';
import { amountBelow, amountInput, changeStockLevel, isUnchanged, type StockChange } from './rules';
import { AppError, validationError } from '../../errors';
import type { FileLinks } from '../../files/file-links';
import type { Page } from '../../http/routes';
import { toProduct } from '../products/rows';

/** The run behind a movement, by its activity's name. */
type MovementExecution = StockMovement['execution'];

export function toMovement(m: StockMovementRow, execution: MovementExecution = null): StockMovement {
  return {
    _id: m.id,
    date: m.createdAt.toISOString(),
    change: Number(m.delta),
    unitCost: Number(m.unitCost),
    amountAfter: Number(m.amountAfter),
    unitCostAfter: Number(m.unitCostAfter),
    stockValueAfter: Number(m.stockValueAfter),
    reason: m.reason as StockReason,
    reference: m.reference,
    execution,
  };
}

/**
 * Applies `change` to the locked `product` and writes its ledger row, in the caller's transaction:
 * the one way any domain moves stock. `reserved` is the product's new reservation, when it changes.
 */
export async function applyStockChange(
  tx: Db,
  product: ProductRow,
  change: StockChange,
  entry: { userId: string; reason: StockReason; reference?: string; reserved?: string },
): Promise<{ product: ProductRow; movement: StockMovementRow }> {
  const [updated] = await tx
    .update(products)
    .set({
      amount: change.after.amount,
      stockValue: change.after.stockValue,
      unitCost: change.after.unitCost,
      ...(entry.reserved !== undefined ? { reserved: entry.reserved } : {}),
      updatedAt: new Date(),
    })
    .where(eq(products.id, product.id))
    .returning();
  const [movement] = await tx
    .insert(stockMovements)
    .values({
      productId: product.id,
      userId: entry.userId,
      delta: change.delta,
      unitCost: change.movementUnitCost,
      amountAfter: change.after.amount,
      unitCostAfter: change.after.unitCost,
      stockValueAfter: change.after.stockValue,
      reason: entry.reason,
      reference: entry.reference ?? null,
      // The time the row lock was held, not the transaction's start (now()): the ledger's order
      // is the order in which changes really applied.
      createdAt: sql`clock_timestamp()`,
    })
    .returning();
  return { product: updated, movement };
}

/** '15.5 Kg' written the reader's way (es: 1.234,5). */
const amountWithUnit = (product: Product) => (lang: Language) =>
  `${new Intl.NumberFormat(lang === 'es' ? 'es-CO' : 'en-US', { maximumFractionDigits: 2 }).format(product.amount)} ${product.unitMeasure}`;

/** 409 STOCK_CHANGED carrying the product as it now is, so the client shows the fresh amount at once. */
function stockChanged(product: Product): AppError {
  return new AppError('STOCK_CHANGED', { data: product, params: { amount: amountWithUnit(product) } });
}

/**
 * POST /stock: moves the product to the new total and writes its ledger row in one transaction.
 * The product row is locked first, so concurrent changes queue up; each then checks that the amount
 * it saw is still the stored one (409 otherwise) — no change is ever lost.
 */
export async function changeStock(db: Db, caller: Caller, body: StockChangeBody, links: FileLinks): Promise<StockChangeResult> {
  const newAmount = amountInput(body.amount, 'amount');
  const previousAmount = amountInput(body.previousAmount, 'previousAmount');
  return db.transaction(async (tx) => {
    const current = await productPolicy.authorize(tx, caller, body.product, 'write', { field: 'product' });
    const { product } = current;
    if (!isUnchanged(product.amount, previousAmount)) throw stockChanged(toProduct(current, links));
    const change = changeStockLevel(product, newAmount, body.cost);
    // What scheduled runs reserved stays in stock until they start or are aborted.
    if (amountBelow(change.after.amount, product.reserved)) throw validationError('amount', 'belowReserved', { limit: Number(product.reserved) });
    const { product: updated, movement } = await applyStockChange(tx, product, change, { userId: caller.id, reason: change.reason });
    return { product: toProduct({ product: updated, owner: current.owner }, links), movement: toMovement(movement) };
  });
}

/** A product's ledger, oldest first. */
const productLedger = pagedList({
  name: 'stock_movements',
  owner: stockMovements.productId,
  key: [stockMovements.createdAt, stockMovements.id],
  direction: 'asc',
  select: (db, fields) =>
    db
      .select({ movement: stockMovements, runActivity: activities.name, ...fields })
      .from(stockMovements)
      .leftJoin(executedActivities, sql`${executedActivities.id}::text = ${stockMovements.reference}`)
      .leftJoin(activities, eq(activities.id, executedActivities.activityId))
      .$dynamic(),
});

/** GET /products/{id}/stockMovements: the owner's ledger, oldest first. */
export async function listMovements(db: Db, caller: Caller, productId: string, page: MovementsQuery): Promise<Page<StockMovement>> {
  await productPolicy.authorize(db, caller, productId, 'own');
  return readPage(db, productLedger, productId, page, ({ movement, runActivity }) =>
    toMovement(movement, runActivity && movement.reference ? { _id: movement.reference, activity: runActivity } : null),
  );
}
