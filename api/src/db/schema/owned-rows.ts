import { sql } from 'drizzle-orm';
import { index, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from '../../modules/accounts/tables';
import { createdAt, updatedAt } from './columns';

/**
 * The columns of what a user owns and a delete hides (products, branch offices, activities,
 * processes…): db/visible-rows.ts reads, checks and hides such rows, db/paged-list.ts pages them.
 */
export const ownedHidingColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

/**
 * The index of an owner's visible rows by the paged lists' key, partial so that a page and its
 * total are answered from the index alone (scanned backwards for newest first).
 */
export const visibleByOwnerIndex = (name: string, t: { userId: AnyPgColumn; createdAt: AnyPgColumn; id: AnyPgColumn; deletedAt: AnyPgColumn }) =>
  index(name)
    .on(t.userId, t.createdAt, t.id)
    .where(sql`${t.deletedAt} is null`);
