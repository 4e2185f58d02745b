import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedFor } from '../db/prepared';
import { sessions, users } from '../db/schema';
import { hashToken, newOpaqueToken, sessionExpiry } from '../domain/sessions';
import type { AuthUser } from '../http/types';
import type { Language, UserType } from '@agrocadena/contracts';

export async function createSession(db: Db, userId: string, rememberPassword: boolean, now = new Date()) {
  const { token, hash } = newOpaqueToken();
  const expiresAt = sessionExpiry(now, rememberPassword);
  await db.insert(sessions).values({ tokenHash: hash, userId, expiresAt, createdAt: now });
  return { token, expiresAt };
}

/** Every authenticated request runs this: built and prepared once (see db/prepared.ts). */
function sessionUserStatement(db: Db) {
  return db
    .select({ id: users.id, email: users.email, userType: users.userType, language: users.language })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder('now'))))
    .prepare('session_user');
}

/** The user behind a live (not revoked, not expired) session token, or null. */
export async function findSessionUser(db: Db, token: string, now = new Date()): Promise<AuthUser | null> {
  const tokenHash = hashToken(token);
  const [row] = await preparedFor(db, 'session_user', () => sessionUserStatement(db)).execute({ tokenHash, now: now.toISOString() });
  if (!row) return null;
  return { ...row, userType: row.userType as UserType, language: row.language as Language, tokenHash };
}

export async function revokeSession(db: Db, tokenHash: string, now = new Date()): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: Db, userId: string, now = new Date()): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
