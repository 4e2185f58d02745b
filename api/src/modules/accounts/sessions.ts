import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { sessions, users } from './tables';
import { hashToken, newOpaqueToken, sessionExpiry } from './session-rules';
import type { AuthUser } from '../../http/types';
import { forgetUserHere, type SessionCache } from './session-cache';

export async function createSession(db: Db, userId: string, rememberPassword: boolean, now = new Date()) {
  const { token, hash } = newOpaqueToken();
  const expiresAt = sessionExpiry(now, rememberPassword);
  await db.insert(sessions).values({ tokenHash: hash, userId, expiresAt, createdAt: now });
  return { token, expiresAt };
}

/** Every authenticated request runs this: built and prepared once (see db/per-database.ts). */
function sessionUserStatement(db: Db) {
  return db
    .select({ id: users.id, email: users.email, userType: users.userType, language: users.language, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder('now'))))
    .prepare('session_user');
}

/**
 * The user behind a live (not revoked, not expired) session token, or null; from `cache` when it
 * holds it (see session-cache.ts), and kept there when read.
 */
export async function findSessionUser(db: Db, token: string, cache?: SessionCache, now = new Date()): Promise<AuthUser | null> {
  const tokenHash = hashToken(token);
  const cached = cache?.get(tokenHash);
  if (cached) return cached;
  const readAt = cache?.generation();
  const [row] = await perDatabase(db, 'session_user', () => sessionUserStatement(db)).execute({ tokenHash, now: now.toISOString() });
  if (!row) return null;
  const { expiresAt, ...user } = row;
  const found: AuthUser = {
    ...user,
    userType: user.userType,
    language: user.language,
    tokenHash,
    sessionExpiresAt: expiresAt,
  };
  if (cache && readAt !== undefined) cache.set(found, expiresAt, readAt);
  return found;
}

/**
 * Logout. The user's cached sessions are forgotten before the update and again once it committed,
 * so a request that read the session meanwhile cannot keep it cached past the answer.
 */
export async function revokeSession(db: Db, userId: string, tokenHash: string, now = new Date()): Promise<void> {
  forgetUserHere(userId);
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
  forgetUserHere(userId);
}

/** Inside the password change's transaction; its commit's NOTIFY forgets again what was read meanwhile. */
export async function revokeAllSessions(db: Db, userId: string, now = new Date()): Promise<void> {
  forgetUserHere(userId);
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Of `tokenHashes`, those whose sessions are still live (neither revoked nor expired). */
export async function liveSessionsAmong(db: Db, tokenHashes: string[], now = new Date()): Promise<Set<string>> {
  if (tokenHashes.length === 0) return new Set();
  const rows = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(and(inArray(sessions.tokenHash, tokenHashes), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  return new Set(rows.map((row) => row.tokenHash));
}
