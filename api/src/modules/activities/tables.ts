import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from '../../db/schema/columns';
import { ownedHidingColumns, visibleByOwnerIndex } from '../../db/schema/owned-rows';
import { products } from '../products/tables';

export const ACTIVITY_SIDES = ['input', 'output'] as const;
export type ActivitySide = (typeof ACTIVITY_SIDES)[number];

/**
 * A production activity of an enterprise: input products turned into output products at base
 * amounts. Deleting hides it: what ran from it keeps a readable name.
 */
export const activities = pgTable(
  'activities',
  {
    ...ownedHidingColumns(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    estimatedDurationHours: numeric('estimated_duration_hours', { precision: 8, scale: 2 }).notNull(),
  },
  (t) => [visibleByOwnerIndex('activities_user_idx', t), check('activities_duration', sql`${t.estimatedDurationHours} >= 0`)],
);

/** The products of an activity, in the order they were given, once per side. */
export const activityProducts = pgTable(
  'activity_products',
  {
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    side: text('side', { enum: ACTIVITY_SIDES }).notNull(),
    position: integer('position').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.side, t.productId] }),
    index('activity_products_product_idx').on(t.productId),
    check('activity_products_side', isOneOf(t.side, ACTIVITY_SIDES)),
    check('activity_products_amount', sql`${t.amount} > 0`),
  ],
);

export type ActivityRow = typeof activities.$inferSelect;
export type ActivityProductRow = typeof activityProducts.$inferSelect;
