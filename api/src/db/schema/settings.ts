import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Values every API process over this database must agree on, made once by whichever process needs
 * them first (e.g. the secret that signs file URLs when FILE_URL_SECRET is not set).
 */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
