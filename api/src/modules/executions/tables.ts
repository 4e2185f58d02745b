import { sql } from 'drizzle-orm';
import { check, foreignKey, index, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { EXECUTION_ACTIONS, EXECUTION_STATES, PRODUCTION_ORDER_STATES } from '@agrocadena/contracts';
import { users } from '../accounts/tables';
import { activities } from '../activities/tables';
import { createdAt, isOneOf, updatedAt } from '../../db/schema/columns';
import { processes } from '../processes/tables';
import { requests } from '../requests/tables';

/** A milestone records a run's creation, then each action of the transition table. */
const MILESTONE_ACTIONS = ['create', ...EXECUTION_ACTIONS] as const;

/** A product and an amount (2-decimal text, as numeric gives it), inside a run's JSON columns. */
export interface StoredAmount {
  product: string;
  amount: string;
  /** An outsourced run's expected output: the provider's product it was homologated with. */
  counterpart?: string;
}

/** The order's plan as processMetadata recorded it. */
export interface OrderMetadata {
  expectedProducts: StoredAmount[];
  neededProducts: StoredAmount[];
}

/**
 * A process started: its activities run one after another (docs/domain.md#production-orders).
 * `current_run_id` is the last run started for it; its status follows that run's.
 */
export const productionOrders = pgTable(
  'production_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    processId: uuid('process_id')
      .notNull()
      .references(() => processes.id),
    status: text('status', { enum: PRODUCTION_ORDER_STATES }).notNull(),
    currentRunId: uuid('current_run_id'),
    metadata: jsonb('metadata').$type<OrderMetadata>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('production_orders_user_status_idx').on(t.userId, t.status),
    index('production_orders_user_created_idx').on(t.userId, t.createdAt, t.id),
    check('production_orders_status', isOneOf(t.status, PRODUCTION_ORDER_STATES)),
  ],
);

/**
 * One run of an activity, alone or as a step of a production order (docs/domain.md#runs).
 * Amounts are stored as the run saw them: expected outputs, the needs it reserved or
 * consumed, what it finally made; costs in pesos to 4 decimals like the stock ledger.
 */
export const executedActivities = pgTable(
  'executed_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id),
    productionOrderId: uuid('production_order_id'),
    /** The production request this run carries out for its requester (it follows the run: docs/domain.md#production-requests). */
    requestId: uuid('request_id').references(() => requests.id),
    status: text('status', { enum: EXECUTION_STATES }).notNull(),
    scheduleTime: timestamp('schedule_time', { withTimezone: true }),
    expectedOutputProducts: jsonb('expected_output_products').$type<StoredAmount[]>().notNull().default([]),
    neededProducts: jsonb('needed_products').$type<StoredAmount[]>().notNull().default([]),
    finalOutputProducts: jsonb('final_output_products').$type<StoredAmount[]>().notNull().default([]),
    inputProductsCost: numeric('input_products_cost', { precision: 20, scale: 4 }).notNull().default('0'),
    extraCosts: numeric('extra_costs', { precision: 20, scale: 4 }).notNull().default('0'),
    finalCost: numeric('final_cost', { precision: 20, scale: 4 }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    pauseReason: text('pause_reason'),
    expectedResumeDate: timestamp('expected_resume_date', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Why it was aborted. */
    reason: text('reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ columns: [t.productionOrderId], foreignColumns: [productionOrders.id], name: 'executed_activities_order_fk' }),
    index('executed_activities_user_status_idx').on(t.userId, t.status),
    index('executed_activities_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('executed_activities_order_idx').on(t.productionOrderId),
    index('executed_activities_request_idx').on(t.requestId),
    check('executed_activities_status', isOneOf(t.status, EXECUTION_STATES)),
    check('executed_activities_costs', sql`${t.inputProductsCost} >= 0 and ${t.extraCosts} >= 0 and coalesce(${t.finalCost}, 0) >= 0`),
  ],
);

/** What happened to a run, in order: each transition with who, when and its note or reason. */
export const executionMilestones = pgTable(
  'execution_milestones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    executedActivityId: uuid('executed_activity_id')
      .notNull()
      .references(() => executedActivities.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** create, or the action of the transition table. */
    action: text('action', { enum: MILESTONE_ACTIONS }).notNull(),
    /** The run's state after it. */
    status: text('status', { enum: EXECUTION_STATES }).notNull(),
    note: text('note'),
    /** Pesos: a resume's extra cost, or the final cost of a completion or an abort. */
    cost: numeric('cost', { precision: 20, scale: 4 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('execution_milestones_run_idx').on(t.executedActivityId, t.createdAt),
    check('execution_milestones_action', isOneOf(t.action, MILESTONE_ACTIONS)),
    check('execution_milestones_status', isOneOf(t.status, EXECUTION_STATES)),
  ],
);

export type ExecutedActivityRow = typeof executedActivities.$inferSelect;
export type ProductionOrderRow = typeof productionOrders.$inferSelect;
export type ExecutionMilestoneRow = typeof executionMilestones.$inferSelect;
