import { index, integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { ownedHidingColumns, visibleByOwnerIndex } from '../../db/schema/owned-rows';
import { activities } from '../activities/tables';

/** An enterprise's process: its activities in order. Deleting hides it. */
export const processes = pgTable(
  'processes',
  {
    ...ownedHidingColumns(),
    name: text('name').notNull(),
    description: text('description').notNull(),
  },
  (t) => [visibleByOwnerIndex('processes_user_idx', t)],
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
