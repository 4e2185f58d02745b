import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './accounts';

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
    // Partial, like the products' one: a page of visible offices is read from the index alone.
    index('branch_offices_user_idx')
      .on(t.userId, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    check('branch_offices_location', sql`${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`),
  ],
);

export type BranchOfficeRow = typeof branchOffices.$inferSelect;
