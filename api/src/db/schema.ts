import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Id = DANE department code as a number (Atlántico = 8). */
export const departments = pgTable('departments', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

/** Id = 5-digit DANE municipality code ('08001' = Barranquilla). */
export const towns = pgTable(
  'towns',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id),
  },
  (t) => [index('towns_department_idx').on(t.departmentId)],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lower-case, so the unique index is case-insensitive in practice. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    userType: text('user_type').notNull(),
    personType: text('person_type').notNull(),
    socialIdType: text('social_id_type').notNull(),
    socialId: text('social_id').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    enterpriseName: text('enterprise_name'),
    phoneNumbers: text('phone_numbers').array().notNull().default(sql`'{}'::text[]`),
    townId: text('town_id')
      .notNull()
      .references(() => towns.id),
    address: text('address').notNull(),
    /** Path under DATA_DIR/uploads of the normalised photo; its thumbnail sits beside it. */
    photo: text('photo'),
    language: text('language').notNull().default('es'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_language', sql`${t.language} in ('es', 'en')`),
  ],
);

/** Opaque session tokens: only their sha256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Mailed single-use tokens: email verification and password reset. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_tokens_user_idx').on(t.userId, t.kind),
    check('one_time_tokens_kind', sql`${t.kind} in ('verify', 'reset')`),
  ],
);

/**
 * A request between two users (spec-2 §3). `requester_id` asks, `user_id` is the provider.
 * Product and service foreign keys arrive with the inventory and services issues.
 */
export const requests = pgTable(
  'requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    state: text('state').notNull(),
    /** Seen flag, from the point of view of whoever must act next. */
    shown: boolean('shown').notNull().default(false),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    productId: uuid('product_id'),
    serviceId: uuid('service_id'),
    /** [{product, amount}] */
    products: jsonb('products').notNull().default(sql`'[]'::jsonb`),
    amount: numeric('amount'),
    amountAccepted: numeric('amount_accepted'),
    finalService: jsonb('final_service'),
    finalProduct: jsonb('final_product'),
    /** Whole Colombian pesos. */
    proposedPrice: bigint('proposed_price', { mode: 'number' }),
    requiredDate: timestamp('required_date', { withTimezone: true }),
    startDate: timestamp('start_date', { withTimezone: true }),
    finishedDate: timestamp('finished_date', { withTimezone: true }),
    /** Requested shipping date of a transport request. */
    wishDate: timestamp('wish_date', { withTimezone: true }),
    originAddress: jsonb('origin_address'),
    destinationAddress: jsonb('destination_address'),
    scheduleTime: timestamp('schedule_time', { withTimezone: true }),
    /** Rejection reason. */
    reason: text('reason'),
    startedServiceAt: timestamp('started_service_at', { withTimezone: true }),
    endedServiceAt: timestamp('ended_service_at', { withTimezone: true }),
    recipient: jsonb('recipient'),
    linkedRequestId: uuid('linked_request_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('requests_provider_idx').on(t.userId, t.state),
    index('requests_requester_idx').on(t.requesterId, t.state),
    check('requests_amounts_non_negative', sql`coalesce(${t.amount}, 0) >= 0 and coalesce(${t.amountAccepted}, 0) >= 0`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type RequestRow = typeof requests.$inferSelect;

/**
 * A product of a user's inventory. `amount` and `stock_value` change only together with a
 * `stock_movements` row (see services/stock.ts); `unit_cost` = stock_value / amount, kept for reading
 * (the last unit cost stays when the stock reaches zero). Deleting hides the row (deleted_at): later
 * activities and requests keep pointing at it.
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    description: text('description'),
    type: text('type').notNull(),
    unitMeasure: text('unit_measure').notNull(),
    /** Sale price per unit, whole pesos; null when not for sale. */
    price: bigint('price', { mode: 'number' }),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull().default('0'),
    /** Pesos; exact sum of what the stock cost (4 decimals so removals keep the average). */
    stockValue: numeric('stock_value', { precision: 20, scale: 4 }).notNull().default('0'),
    unitCost: numeric('unit_cost', { precision: 20, scale: 4 }).notNull().default('0'),
    public: boolean('public').notNull().default(false),
    /** Paths under DATA_DIR/uploads. */
    image: text('image'),
    imageThumbnail: text('image_thumbnail'),
    technicalDocument: text('technical_document'),
    technicalDocumentName: text('technical_document_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // Partial: lists and counts of a user's visible products are answered from the index alone
    // (scanned backwards for newest first).
    index('products_user_visible_idx').on(t.userId, t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    index('products_public_idx').on(t.public, t.createdAt),
    check('products_type', sql`${t.type} in ('SUPPLIE', 'RAW_MATERIAL', 'FINISHED_PRODUCT')`),
    check('products_unit', sql`${t.unitMeasure} in ('Kg', 'Lt', 'Oz', 'Un', 'Lb', 'Gr', 'Ml', 'Gl')`),
    check('products_amount_non_negative', sql`${t.amount} >= 0 and ${t.stockValue} >= 0 and ${t.unitCost} >= 0`),
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
    reason: text('reason').notNull(),
    /** Id of what caused it (a request, an executed activity), when not a manual change. */
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_movements_product_idx').on(t.productId, t.createdAt),
    check('stock_movements_amount_after', sql`${t.amountAfter} >= 0`),
  ],
);

/** A user's branch office (storage place, depot) with its map location. Deleting hides it. */
export const branchOffices = pgTable(
  'branch_offices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    description: text('description'),
    address: text('address').notNull(),
    latitude: numeric('latitude', { precision: 9, scale: 6 }).notNull(),
    longitude: numeric('longitude', { precision: 9, scale: 6 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('branch_offices_user_idx').on(t.userId, t.createdAt, t.id),
    check('branch_offices_location', sql`${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type StockMovementRow = typeof stockMovements.$inferSelect;
export type BranchOfficeRow = typeof branchOffices.$inferSelect;
