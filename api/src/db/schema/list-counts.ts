import { bigint, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/**
 * How many visible rows each owner has in each paged list (`products` of a user, `stock_movements`
 * of a product…), so a page's `totalItems` is one key lookup instead of a count over millions of
 * rows. Kept by statement triggers (see drizzle/0007_list_counts.sql: `track_list_count`) in the
 * same transaction as the rows, so it is exact whatever writes them; read by db/paged-list.ts.
 */
export const listCounts = pgTable(
  'list_counts',
  {
    list: text('list').notNull(),
    ownerId: uuid('owner_id').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.list, t.ownerId] })],
);
