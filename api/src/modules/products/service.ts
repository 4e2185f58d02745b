import fs from 'node:fs/promises';
import path from 'node:path';
import { and, asc, count, eq, isNull, isNotNull, or, sql } from 'drizzle-orm';
import {
  unitAmountProblem,
  type CreateProductBody,
  type PageQuery,
  type Product,
  type SimpleProduct,
  type UpdateProductBody,
} from '@agrocadena/contracts';
import type { Caller } from '../../access/policy';
import { productPolicy } from './policy';
import { selfPolicy } from '../accounts/policy';
import type { Db } from '../../db/client';
import { pagedList, readPage } from '../../db/paged-list';
import { hideRow } from '../../db/visible-rows';
import { products, stockMovements } from './tables';
import { requests } from '../requests/tables';
import { users } from '../accounts/tables';
import { normaliseNewProduct, normaliseProductChanges } from './rules';
import { validationError } from '../../errors';
import type { FileLinks } from '../../files/file-links';
import { uploadsRoot } from '../../files/storage';
import type { Page } from '../../http/routes';
import { findProduct, ownerColumns, toProduct } from './rows';
import { setInitialStock } from '../stock/service';
import { removeOrRetire, type Removable, type Removal } from '../../access/in-use';
import { productUses } from './uses';

/** GET /products/{id}: the owner, or anyone logged in when the product is public. */
export async function getProduct(db: Db, caller: Caller, id: string, links: FileLinks): Promise<Product> {
  return toProduct(await productPolicy.authorize(db, caller, id, 'read'), links);
}

/** POST /products: the product and, when it starts with stock, its `initial` ledger row, together. */
export async function createProduct(db: Db, caller: Caller, body: CreateProductBody, links: FileLinks): Promise<Product> {
  const { fields, level } = normaliseNewProduct(body, caller);
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(products)
      .values({ ...fields, userId: caller.id })
      .returning({ id: products.id });
    await setInitialStock(tx, created.id, caller.id, level, { code: body.lotCode, expiresOn: body.expiresOn ?? null });
    return created.id;
  });
  return toProduct((await findProduct(db, id))!, links);
}

/** PUT /products/{id}: the editable fields; stock goes through POST /stock. */
export async function updateProduct(db: Db, caller: Caller, id: string, body: UpdateProductBody, links: FileLinks): Promise<Product> {
  const changes = normaliseProductChanges(body, caller);
  return db.transaction(async (tx) => {
    const { owner, product } = await productPolicy.authorize(tx, caller, id, 'write');
    // A whole unit cannot hold the 2.5 Kg already in stock (docs/domain.md#request-amounts).
    if (changes.unitMeasure && unitAmountProblem(Number(product.amount), changes.unitMeasure)) throw validationError('unitMeasure', 'wholeUnits');
    const [updated] = await tx
      .update(products)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning();
    return toProduct({ product: updated, owner }, links);
  });
}

/**
 * Whether anything keeps pointing at the product: a request (by product_id or in its products
 * list), or a ledger row caused by something else. Later issues add their references here; a
 * foreign key added by them is caught by deleteProduct as well.
 */
async function isReferenced(db: Db, id: string): Promise<boolean> {
  const [byRequest] = await db
    .select({ n: count() })
    .from(requests)
    .where(or(eq(requests.productId, id), sql`${requests.products} @> ${JSON.stringify([{ product: id }])}::jsonb`));
  if (Number(byRequest.n) > 0) return true;
  const [byMovement] = await db
    .select({ n: count() })
    .from(stockMovements)
    .where(and(eq(stockMovements.productId, id), isNotNull(stockMovements.reference)));
  return Number(byMovement.n) > 0;
}

const FOREIGN_KEY_VIOLATION = '23503';
function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === FOREIGN_KEY_VIOLATION || e?.cause?.code === FOREIGN_KEY_VIOLATION;
}

/**
 * A product nothing uses any more (docs/domain.md#in-use): hidden (deleted_at) when history refers
 * to it, so that history stays readable; otherwise it goes for real with its ledger.
 */
async function removeUnused(tx: Db, id: string): Promise<'hidden' | 'removed'> {
  const hide = async () => {
    await hideRow(tx, products, id);
    return 'hidden' as const;
  };
  if (await isReferenced(tx, id)) return hide();
  try {
    // A savepoint: should another table refer to the product by a foreign key, hide it instead.
    await tx.transaction(async (sp) => {
      await sp.delete(stockMovements).where(eq(stockMovements.productId, id));
      await sp.delete(products).where(eq(products.id, id));
    });
    return 'removed' as const;
  } catch (error) {
    if (isForeignKeyViolation(error)) return hide();
    throw error;
  }
}

/** The products' part of the rule for deleting what is in use (access/in-use.ts). */
const removableProduct: Removable<'hidden' | 'removed'> = {
  table: products,
  authorize: async (tx, caller, id) => (await productPolicy.authorize(tx, caller, id, 'write')).product,
  usesOf: (tx, id, caller) => productUses(tx, id, caller),
  remove: removeUnused,
};

/**
 * POST /products/{id}/delete (409 IN_USE while an activity, a process, a run or a request not over
 * uses it) and POST /products/{id}/retire (hidden from new use, whatever uses it). A product removed
 * for real takes its stored files with it.
 */
export async function deleteProduct(
  db: Db,
  dataDir: string,
  caller: Caller,
  id: string,
  asked: Removal = 'delete',
): Promise<'hidden' | 'removed' | 'retired'> {
  const outcome = await removeOrRetire(db, caller, id, asked, removableProduct);
  if (outcome === 'removed') await fs.rm(path.join(uploadsRoot(dataDir), 'products', id), { recursive: true, force: true });
  return outcome;
}

/** A user's visible products, newest first, each with its owner (the same one for the whole list). */
const userProducts = pagedList({
  name: 'products',
  owner: products.userId,
  visible: isNull(products.deletedAt),
  key: [products.createdAt, products.id],
  direction: 'desc',
  select: (db, fields) =>
    db
      .select({ product: products, owner: ownerColumns, ...fields })
      .from(products)
      .innerJoin(users, eq(users.id, products.userId))
      .$dynamic(),
});

/** GET /users/{id}/products: the owner's visible products, newest first. */
export async function listUserProducts(db: Db, caller: Caller, userId: string, page: PageQuery, links: FileLinks): Promise<Page<Product>> {
  await selfPolicy.authorize(db, caller, userId, 'read');
  return readPage(db, userProducts, userId, page, (row) => toProduct(row, links));
}

/** GET /user/{id}/simpleProducts: every visible product of the owner, by name, for pickers. */
export async function listSimpleProducts(db: Db, caller: Caller, userId: string): Promise<SimpleProduct[]> {
  await selfPolicy.authorize(db, caller, userId, 'read');
  const rows = await db
    .select({ _id: products.id, name: products.name, unitMeasure: products.unitMeasure })
    .from(products)
    .where(and(eq(products.userId, userId), isNull(products.deletedAt)))
    .orderBy(asc(products.name), asc(products.id));
  return rows.map((r) => ({ ...r, unitMeasure: r.unitMeasure }));
}
