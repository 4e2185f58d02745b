import { sql } from 'drizzle-orm';
import { bigint, check, date, index, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LIMITS, REQUEST_KINDS, REQUEST_PARTIES, REQUEST_STATES } from '@agrocadena/contracts';
import { createdAt, isOneOf, updatedAt } from '../../db/schema/columns';
import { users } from '../accounts/tables';
import { products } from '../products/tables';
import { services } from '../services/tables';

/** A product line of a request: what was asked for, or what was delivered and what it cost its provider. */
export interface RequestLineRow {
  product: string;
  amount: string;
  /** Delivered lines: the provider's cost of the goods (pesos, 4 decimals), for the record. */
  cost?: string;
  /** Delivered lines: the lots the goods left, with their codes (docs/domain.md#lots). */
  lots?: { lot: string; code: string; amount: string; expired: boolean }[];
}

/**
 * A request between two users (docs/domain.md#requests). `requester_id` asks,
 * `user_id` is the provider (on a DELIVERY: the sender, and the client the goods are for). `kind`
 * is fixed at creation by what it names (a product, or a service of a type); `state` moves only
 * through the contract's REQUEST_TRANSITIONS (modules/requests/service.ts).
 */
export const requests = pgTable(
  'requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: REQUEST_KINDS }).notNull(),
    state: text('state', { enum: REQUEST_STATES }).notNull(),
    /** The party that must act next and has not seen it since (the bold rows and the badge); null: nobody. */
    unseenBy: text('unseen_by', { enum: REQUEST_PARTIES }),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    productId: uuid('product_id').references(() => products.id),
    serviceId: uuid('service_id').references(() => services.id),
    /** [{product, amount}]: what was asked for (the product and its amount, or a production service's outputs). */
    products: jsonb('products')
      .$type<RequestLineRow[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    amount: numeric('amount', { precision: 14, scale: 2 }),
    amountAccepted: numeric('amount_accepted', { precision: 14, scale: 2 }),
    /** Whole pesos: a product request's total for the amount asked, or a service provider's proposal. */
    proposedPrice: bigint('proposed_price', { mode: 'number' }),
    /** Whole pesos: what the goods cost the receiver once both sides agreed. */
    agreedPrice: bigint('agreed_price', { mode: 'number' }),
    /** The day its provider recorded the agreed price paid (docs/domain.md#payments); null: not recorded. */
    paidOn: date('paid_on'),
    /** The goods handed over: out of the provider's stock, not yet (or now) in the requester's. */
    deliveredProducts: jsonb('delivered_products')
      .$type<RequestLineRow[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    finalService: jsonb('final_service'),
    finalProduct: jsonb('final_product'),
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
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The lists are paged by (created_at, id) within each side; a page filters its states on the way.
    index('requests_provider_created_idx').on(t.userId, t.createdAt, t.id),
    index('requests_requester_created_idx').on(t.requesterId, t.createdAt, t.id),
    // What a transport carries, found from the transport (its delivery to a registered client).
    index('requests_linked_idx')
      .on(t.linkedRequestId)
      .where(sql`${t.linkedRequestId} is not null`),
    check('requests_state', isOneOf(t.state, REQUEST_STATES)),
    check('requests_kind', isOneOf(t.kind, REQUEST_KINDS)),
    check('requests_unseen_by', sql`${t.unseenBy} is null or ${isOneOf(t.unseenBy, REQUEST_PARTIES)}`),
    check('requests_two_parties', sql`${t.requesterId} <> ${t.userId}`),
    check('requests_amounts_non_negative', sql`coalesce(${t.amount}, 0) >= 0 and coalesce(${t.amountAccepted}, 0) >= 0`),
    check('requests_prices_positive', sql`coalesce(${t.proposedPrice}, 1) > 0 and coalesce(${t.agreedPrice}, 0) >= 0`),
  ],
);

export type RequestRow = typeof requests.$inferSelect;

/** A user's providers (docs/domain.md#contacts): added by hand, most recent first. */
export const userProviders = pgTable(
  'user_providers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_providers_unique').on(t.userId, t.providerId),
    index('user_providers_page_idx').on(t.userId, t.createdAt, t.id),
    check('user_providers_not_self', sql`${t.userId} <> ${t.providerId}`),
  ],
);

/**
 * A user's clients (docs/domain.md#contacts): the requesters whose requests the user agreed to,
 * written when the agreement is made (an accepted product request, an accepted service proposal).
 */
export const userClients = pgTable(
  'user_clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_clients_unique').on(t.userId, t.clientId), index('user_clients_page_idx').on(t.userId, t.createdAt, t.id)],
);

/** A request's history: every move, who made it, when, and its note (a rejection's reason, a price). */
export const requestMilestones = pgTable(
  'request_milestones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** 'create' or one of the contract's REQUEST_ACTIONS. */
    action: text('action').notNull(),
    state: text('state').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('request_milestones_request_idx').on(t.requestId, t.createdAt)],
);

/**
 * A request's note thread (docs/domain.md#request-notes): short messages between its two parties,
 * kept with the request. `read_at`: when the other party read it (null: unread, their badge).
 */
export const requestNotes = pgTable(
  'request_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('request_notes_thread_idx').on(t.requestId, t.createdAt, t.id),
    index('request_notes_unread_idx')
      .on(t.requestId, t.authorId)
      .where(sql`${t.readAt} is null`),
    check('request_notes_body', sql`char_length(${t.body}) between 1 and ${sql.raw(String(LIMITS.noteText))}`),
  ],
);
