import { and, eq, gt, isNull } from 'drizzle-orm';
import type { OneTimeTokenKind } from '@agrocadena/contracts';
import type { Db } from '../../db/client';
import { oneTimeTokens } from './tables';
import { hashToken, newOpaqueToken, oneTimeTokenExpiry } from './session-rules';

export type OneTimeKind = OneTimeTokenKind;

export async function issueOneTimeToken(db: Db, userId: string, kind: OneTimeKind, now = new Date()): Promise<string> {
  const { token, hash } = newOpaqueToken();
  await db.insert(oneTimeTokens).values({ tokenHash: hash, userId, kind, expiresAt: oneTimeTokenExpiry(now, kind), createdAt: now });
  return token;
}

export async function hasLiveToken(db: Db, userId: string, kind: OneTimeKind, now = new Date()): Promise<boolean> {
  const rows = await db
    .select({ hash: oneTimeTokens.tokenHash })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.kind, kind), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, now)))
    .limit(1);
  return rows.length > 0;
}

/**
 * The user a live (unused, unexpired) token of that kind belongs to, without spending it: lets a
 * caller refuse a bad token before doing anything costly.
 */
export async function ownerOfLiveToken(db: Db, token: string, kind: OneTimeKind, now = new Date()): Promise<string | null> {
  const [row] = await db
    .select({ userId: oneTimeTokens.userId })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.kind, kind),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row?.userId ?? null;
}

/**
 * Marks the token used and returns its user, or null when it is unknown, of another kind, used or
 * expired. The conditional update makes a token single-use even under concurrent requests.
 */
export async function consumeOneTimeToken(
  db: Db,
  token: string,
  kind: OneTimeKind,
  opts: { userId?: string; now?: Date } = {},
): Promise<string | null> {
  const now = opts.now ?? new Date();
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.kind, kind),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
        opts.userId ? eq(oneTimeTokens.userId, opts.userId) : undefined,
      ),
    )
    .returning({ userId: oneTimeTokens.userId });
  return row?.userId ?? null;
}

/** Spends every other outstanding token of that kind (after a password reset, older links die). */
export async function spendAllTokens(db: Db, userId: string, kind: OneTimeKind, now = new Date()): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.kind, kind), isNull(oneTimeTokens.usedAt)));
}
