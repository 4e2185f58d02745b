import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Attempts counted per key (a client address or an account, per limited call) in a fixed window:
 * kept in the database so every API process over it counts the same attempts.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
