import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { PRODUCT_TYPES, STOCK_REASONS, UNIT_MEASURES } from '@agrocadena/contracts';
import { createdAt, isOneOf } from '../../db/schema/columns';
import { users } from '../accounts/tables';
import { ownedHidingColumns, visibleByOwnerIndex } from '../../db/schema/owned-rows';

/**
 * A product of a user's inventory. `amount` and `stock_value` change only together with a
 * `stock_movements` row (see modules/stock/service.ts); `unit_cost` = stock_value / amount, kept for reading
 * (the last unit cost stays when the stock reaches zero). Deleting hides the row (deleted_at): later
 * activities and requests keep pointing at it.
 */
export const products = pgTable(
  'products',
  {
    ...ownedHidingColumns(),
    name: text('name').notNull(),
    description: text('description'),
    type: text('type', { enum: PRODUCT_TYPES }).notNull(),
    unitMeasure: text('unit_measure', { enum: UNIT_MEASURES }).notNull(),
    /** Sale price per unit, whole pesos; null when not for sale. */
    price: bigint('price', { mode: 'number' }),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull().default('0'),
    /** What scheduled runs and accepted requests hold of the amount (modules/stock/service.ts): available = amount − reserved. */
    reserved: numeric('reserved', { precision: 14, scale: 2 }).notNull().default('0'),
    /** Pesos; exact sum of what the stock cost (4 decimals so removals keep the average). */
    stockValue: numeric('stock_value', { precision: 20, scale: 4 }).notNull().default('0'),
    unitCost: numeric('unit_cost', { precision: 20, scale: 4 }).notNull().default('0'),
    public: boolean('public').notNull().default(false),
    /** Paths under DATA_DIR/uploads. */
    image: text('image'),
    imageThumbnail: text('image_thumbnail'),
    technicalDocument: text('technical_document'),
    technicalDocumentName: text('technical_document_name'),
    /** Days before a lot's expiry it is marked as near it (docs/domain.md#lots). */
    expiryWarningDays: integer('expiry_warning_days').notNull().default(7),
    /** The earliest expiry among its lots with something left, kept by the stock module with the lots (the lists mark it). */
    nextExpiry: date('next_expiry'),
  },
  (t) => [
    visibleByOwnerIndex('products_user_visible_idx', t),
    index('products_public_idx').on(t.public, t.createdAt),
    check('products_type', isOneOf(t.type, PRODUCT_TYPES)),
    check('products_unit', isOneOf(t.unitMeasure, UNIT_MEASURES)),
    check('products_amount_non_negative', sql`${t.amount} >= 0 and ${t.stockValue} >= 0 and ${t.unitCost} >= 0`),
    check('products_reserved_within_amount', sql`${t.reserved} >= 0 and ${t.reserved} <= ${t.amount}`),
    check('products_price_positive', sql`${t.price} is null or ${t.price} > 0`),
  ],
);

/** The stock ledger: one row per change of a product's amount, written in the same transaction. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    /** Who made the change. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** Signed change of the amount. */
    delta: numeric('delta', { precision: 14, scale: 2 }).notNull(),
    /** Cost per unit of this movement: the lot's cost when adding, the average when removing. */
    unitCost: numeric('unit_cost', { precision: 20, scale: 4 }).notNull(),
    amountAfter: numeric('amount_after', { precision: 14, scale: 2 }).notNull(),
    unitCostAfter: numeric('unit_cost_after', { precision: 20, scale: 4 }).notNull(),
    stockValueAfter: numeric('stock_value_after', { precision: 20, scale: 4 }).notNull(),
    /** initial | addition | removal (later: request, activity …). */
    reason: text('reason', { enum: STOCK_REASONS }).notNull(),
    /** Id of what caused it (a request, an executed activity), when not a manual change. */
    reference: text('reference'),
    /** Of the value it brought in, the carrier's price a reception added (landed cost, docs/domain.md#landed-cost). */
    transportCost: numeric('transport_cost', { precision: 20, scale: 4 }),
    createdAt: createdAt(),
  },
  (t) => [
    // The ledger is paged by (created_at, id) within a product: a page after a cursor is one seek.
    index('stock_movements_product_idx').on(t.productId, t.createdAt, t.id),
    // A run's or a request's rows are read by what caused them: an order's figures (docs/domain.md#order-figures).
    index('stock_movements_reference_idx').on(t.reference),
    check('stock_movements_amount_after', sql`${t.amountAfter} >= 0`),
    check('stock_movements_reason', isOneOf(t.reason, STOCK_REASONS)),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type StockMovementRow = typeof stockMovements.$inferSelect;
