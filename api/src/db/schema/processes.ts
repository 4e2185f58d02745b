import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './accounts';
import { activities } from './activities';

/** An enterprise's process: its activities in order. Deleting hides it. */
export const processes = pgTable(
  'processes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('processes_user_idx')
      .on(t.userId, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** The activities of a process, each once, at its place in the order. */
export const processActivities = pgTable(
  'process_activities',
  {
    processId: uuid('process_id')
      .notNull()
      .references(() => processes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id),
  },
  (t) => [
    primaryKey({ columns: [t.processId, t.position] }),
    unique('process_activities_once').on(t.processId, t.activityId),
    index('process_activities_activity_idx').on(t.activityId),
  ],
);

export type ProcessRow = typeof processes.$inferSelect;
