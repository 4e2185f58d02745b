import { randomUUID } from 'node:crypto';
import { products, stockMovements } from '../../modules/products/tables';
import type { DemoContext, DemoUserKey } from './context';
import { DEMO_PRODUCTS } from './product-catalogue';
import { storeProductImage } from './product-images';
import { planStockHistory } from './stock-history';
import { planLots } from './stock-lots';
import { lotMovements, lots } from '../../modules/lots/tables';

/**
 * The inventories of AGRO, ENTERPRISE, SUPPLIER and MINORIST: products with pictures and a stock
 * ledger and its lots over the last months, written straight into the tables (a few inserts) so
 * seeding stays fast.
 */
export async function seedDemoProducts(ctx: DemoContext): Promise<void> {
  const productRows: (typeof products.$inferInsert)[] = [];
  const movementRows: (typeof stockMovements.$inferInsert)[] = [];
  const lotRows: (typeof lots.$inferInsert)[] = [];
  const lotMovementRows: (typeof lotMovements.$inferInsert)[] = [];
  const codesOf = new Map<string, Map<string, number>>();

  const entries = Object.entries(DEMO_PRODUCTS).flatMap(([key, list]) => list.map((product) => ({ key: key as DemoUserKey, product })));
  // One picture at a time: the 28 drawn at once left ~10-20 MiB more in the threads' malloc arenas
  // for good, in RSS after a first start (issue 14, item 3), for a second or so saved.
  for (const { key, product } of entries) {
    const id = randomUUID();
    const userId = ctx.users[key];
    const history = planStockHistory(`${key}:${product.name}`, product.history, ctx.now);
    const first = history[0];
    const last = history[history.length - 1];
    const image = ctx.dataDir ? await storeProductImage(ctx.dataDir, id, product.image) : null;
    if (!codesOf.has(userId)) codesOf.set(userId, new Map());
    const planned = planLots(product.name, history, product.history.shelfLifeDays, codesOf.get(userId) as Map<string, number>, ctx.now);
    const lotIds = planned.lots.map(() => randomUUID());
    planned.lots.forEach((lot, i) => lotRows.push({ id: lotIds[i], productId: id, userId, origin: i === 0 ? 'initial' : 'addition', ...lot }));
    const left = planned.lots.filter((lot) => Number(lot.remaining) > 0 && lot.expiresOn);

    productRows.push({
      id,
      userId,
      name: product.name,
      description: product.description,
      type: product.type,
      unitMeasure: product.unitMeasure,
      price: product.price,
      public: product.public,
      amount: last.after.amount,
      stockValue: last.after.stockValue,
      unitCost: last.after.unitCost,
      image: image?.image ?? null,
      imageThumbnail: image?.thumbnail ?? null,
      createdAt: first.at,
      updatedAt: last.at,
      nextExpiry: left.length ? left.map((lot) => lot.expiresOn as string).sort()[0] : null,
    });
    history.forEach((movement, i) => {
      const movementId = randomUUID();
      for (const [lot, delta] of planned.moves[i]) lotMovementRows.push({ movementId, lotId: lotIds[lot], delta });
      movementRows.push({
        id: movementId,
        productId: id,
        userId,
        delta: movement.delta,
        unitCost: movement.unitCost,
        amountAfter: movement.after.amount,
        unitCostAfter: movement.after.unitCost,
        stockValueAfter: movement.after.stockValue,
        reason: movement.reason,
        createdAt: movement.at,
      });
    });
    (ctx.products[key] ??= {})[product.name] = id;
  }

  await ctx.tx.insert(products).values(productRows);
  await ctx.tx.insert(stockMovements).values(movementRows);
  await ctx.tx.insert(lots).values(lotRows);
  await ctx.tx.insert(lotMovements).values(lotMovementRows);
}
