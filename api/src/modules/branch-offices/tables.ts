import { sql } from 'drizzle-orm';
import { check, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { ownedHidingColumns, visibleByOwnerIndex } from '../../db/schema/owned-rows';

/** A user's branch office (storage place, depot) with its map location. Deleting hides it. */
export const branchOffices = pgTable(
  'branch_offices',
  {
    ...ownedHidingColumns(),
    name: text('name').notNull(),
    description: text('description'),
    address: text('address').notNull(),
    latitude: numeric('latitude', { precision: 9, scale: 6 }).notNull(),
    longitude: numeric('longitude', { precision: 9, scale: 6 }).notNull(),
  },
  (t) => [
    visibleByOwnerIndex('branch_offices_user_idx', t),
    check('branch_offices_location', sql`${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`),
  ],
);

export type BranchOfficeRow = typeof branchOffices.$inferSelect;
