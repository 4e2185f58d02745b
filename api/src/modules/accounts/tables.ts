import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LANGUAGES, ONE_TIME_TOKEN_KINDS, PERSON_TYPES, SOCIAL_ID_TYPES, USER_TYPES } from '@agrocadena/contracts';
import { createdAt, isOneOf, updatedAt } from '../../db/schema/columns';
import { towns } from '../geo/tables';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lower-case, so the unique index is case-insensitive in practice. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    userType: text('user_type', { enum: USER_TYPES }).notNull(),
    personType: text('person_type', { enum: PERSON_TYPES }).notNull(),
    socialIdType: text('social_id_type', { enum: SOCIAL_ID_TYPES }).notNull(),
    socialId: text('social_id').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    enterpriseName: text('enterprise_name'),
    phoneNumbers: text('phone_numbers')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    townId: text('town_id')
      .notNull()
      .references(() => towns.id),
    address: text('address').notNull(),
    /** Path under DATA_DIR/uploads of the normalised photo; its thumbnail sits beside it. */
    photo: text('photo'),
    language: text('language', { enum: LANGUAGES }).notNull().default('es'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** A new address asked for in the profile; it becomes `email` when its mailed link is opened. */
    pendingEmail: text('pending_email'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_language', isOneOf(t.language, LANGUAGES)),
    check('users_user_type', isOneOf(t.userType, USER_TYPES)),
    check('users_person_type', isOneOf(t.personType, PERSON_TYPES)),
    check('users_social_id_type', isOneOf(t.socialIdType, SOCIAL_ID_TYPES)),
  ],
);

/** Opaque session tokens: only their sha256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Mailed single-use tokens: email verification and password reset. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ONE_TIME_TOKEN_KINDS }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_tokens_user_idx').on(t.userId, t.kind), check('one_time_tokens_kind', isOneOf(t.kind, ONE_TIME_TOKEN_KINDS))],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
