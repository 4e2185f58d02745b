import { check, foreignKey, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { EXECUTION_STATES, PRODUCTION_ORDER_STATES } from '@agrocadena/contracts';
import { users } from './accounts';
import { activities } from './activities';
import { createdAt, isOneOf, updatedAt } from './columns';
import { processes } from './processes';

/**
 * A process started: its activities run one after another (lifecycles.md, "Production order").
 * The columns the running-production issue needs beyond these come with its migrations; the
 * overviews already count these rows by status.
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
    status: text('status').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('production_orders_user_status_idx').on(t.userId, t.status),
    check('production_orders_status', isOneOf(t.status, PRODUCTION_ORDER_STATES)),
  ],
);

/** One run of an activity, alone or as a step of a production order (lifecycles.md, "Executed activity"). */
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
    status: text('status').notNull(),
    scheduleTime: timestamp('schedule_time', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ columns: [t.productionOrderId], foreignColumns: [productionOrders.id], name: 'executed_activities_order_fk' }),
    index('executed_activities_user_status_idx').on(t.userId, t.status),
    index('executed_activities_order_idx').on(t.productionOrderId),
    check('executed_activities_status', isOneOf(t.status, EXECUTION_STATES)),
  ],
);
