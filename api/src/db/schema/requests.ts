import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { REQUEST_STATES } from '@agrocadena/contracts';
import { createdAt, isOneOf, updatedAt } from './columns';
import { users } from './accounts';

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
    products: jsonb('products')
      .notNull()
      .default(sql`'[]'::jsonb`),
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
    check('requests_state', isOneOf(t.state, REQUEST_STATES)),
    check('requests_amounts_non_negative', sql`coalesce(${t.amount}, 0) >= 0 and coalesce(${t.amountAccepted}, 0) >= 0`),
  ],
);

export type RequestRow = typeof requests.$inferSelect;
