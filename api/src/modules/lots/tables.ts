import { sql } from 'drizzle-orm';
import { boolean, check, date, index, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LOT_ORIGINS } from '@agrocadena/contracts';
import { isOneOf } from '../../db/schema/columns';
import { users } from '../accounts/tables';
import { products, stockMovements } from '../products/tables';

/**
 * A lot (docs/domain.md#lots): a quantity that entered a product's stock in one movement. A
 * product's amount is always the sum of its lots' `remaining`: both change only in the stock
 * module, under the product's row lock, in the same transaction as the ledger row.
 */
export const lots = pgTable(
  'lots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The owner (the product's), whose codes are unique. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    code: text('code').notNull(),
    /** The ledger reason that brought it in. */
    origin: text('origin', { enum: LOT_ORIGINS }).notNull(),
    /** The run or the request that brought it in. */
    reference: text('reference'),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
    expiresOn: date('expires_on'),
    /** What entered, and what is left of it. */
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    remaining: numeric('remaining', { precision: 14, scale: 2 }).notNull(),
    /** What a unit of it cost when it entered (pesos, 4 decimals). */
    unitCost: numeric('unit_cost', { precision: 20, scale: 4 }).notNull(),
  },
  (t) => [
    uniqueIndex('lots_owner_code_unique').on(t.userId, t.code),
    index('lots_product_idx').on(t.productId, t.enteredAt),
    index('lots_reference_idx').on(t.reference),
    check('lots_origin', isOneOf(t.origin, LOT_ORIGINS)),
    check('lots_amounts', sql`${t.remaining} >= 0 and ${t.amount} >= 0`),
  ],
);

/** The lots a ledger row entered or left, each with its part of the change (signed, as the row's). */
export const lotMovements = pgTable(
  'lot_movements',
  {
    movementId: uuid('movement_id')
      .notNull()
      .references(() => stockMovements.id, { onDelete: 'cascade' }),
    lotId: uuid('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    delta: numeric('delta', { precision: 14, scale: 2 }).notNull(),
    /** The lot was past its expiry and the mover confirmed it should go anyway. */
    expired: boolean('expired').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.movementId, t.lotId] }), index('lot_movements_lot_idx').on(t.lotId)],
);

/**
 * Genealogy: what a lot was made or received from. A run's output lot names each input lot it
 * consumed (with the amount consumed); a received lot names the sender's lots that left for the
 * request (with the amount); a storage return, the lots that went into storage. Across users.
 */
export const lotSources = pgTable(
  'lot_sources',
  {
    lotId: uuid('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    sourceLotId: uuid('source_lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    /** Of the source lot, what went into this one. */
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.lotId, t.sourceLotId] }), index('lot_sources_source_idx').on(t.sourceLotId)],
);

/** What a reservation (a scheduled run's, a request's) holds of each lot, until the goods leave or it is released. */
export const lotHolds = pgTable(
  'lot_holds',
  {
    lotId: uuid('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    /** The run or the request that holds it. */
    holder: text('holder').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.lotId, t.holder] }),
    index('lot_holds_holder_idx').on(t.holder),
    check('lot_holds_positive', sql`${t.amount} > 0`),
  ],
);

export type LotRow = typeof lots.$inferSelect;
