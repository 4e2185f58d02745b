import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Caller } from '../../access/policy';
import { selfPolicy } from './policy';
import type { Db } from '../../db/client';
import { towns } from '../geo/tables';
import { users, type UserRow } from './tables';
import { displayName, normaliseEmail, normaliseProfile, normaliseSignUp, type SignUpFields } from './rules';
import { checkPasswordPolicy, dummyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { AppError, validationError } from '../../errors';
import type { FileLinks } from '../../files/file-links';
import type { AppContext } from '../../http/types';
import { recoveryMail, verificationMail } from '../../mail/templates';
import type { Language, SessionUser, SignUpBody, SignUpResult, UpdateUserBody, UserProfile } from '@agrocadena/contracts';
import { consumeOneTimeToken, hasLiveToken, issueOneTimeToken, ownerOfLiveToken, spendAllTokens } from './one-time-tokens';
import { createSession, revokeAllSessions } from './sessions';
import { countEmailChangeAsk } from './email-change-limits';
import { requestEmailChange } from './email-change';
import { tellHolderOfSignUpAttempt } from './sign-up-attempt';
import { isUniqueViolation } from '../../util/pg-errors';

async function assertTownExists(db: Db, townId: string): Promise<void> {
  const [town] = await db.select({ id: towns.id }).from(towns).where(eq(towns.id, townId));
  if (!town) throw validationError('town', 'unknownTown');
}

async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)));
  return user;
}

/**
 * Answers alike whether or not the address already has an account, so sign-up tells nobody which
 * addresses do: a new account is mailed its verification link, the owner of an existing one that
 * someone tried (tellHolderOfSignUpAttempt). Both ways pay for the password's hash, write a token
 * and await their mail.
 */
export async function signUp(ctx: AppContext, body: SignUpBody, requestLanguage: Language, log: FastifyBaseLogger): Promise<SignUpResult> {
  const fields = normaliseSignUp(body, requestLanguage);
  await assertTownExists(ctx.db, fields.townId);
  const passwordHash = await hashPassword(fields.password);
  const answer = { email: fields.email };

  const holder = await findUserByEmail(ctx.db, fields.email);
  const created = holder ? null : await insertAccount(ctx.db, fields, passwordHash);
  if (!created) {
    // Null without a holder: another sign-up took the address since the lookup above.
    const owner = holder ?? (await findUserByEmail(ctx.db, fields.email));
    // Gone again: that sign-up was undone because its mail failed, so the mail server is away.
    if (!owner) throw new AppError('MAIL_UNAVAILABLE');
    await tellHolderOfSignUpAttempt(ctx, owner, log);
    return answer;
  }

  const { user, token } = created;
  try {
    await ctx.mailer.send(verificationMail(user.language, user.email, displayName(user), ctx.publicUrl, token));
  } catch (error) {
    // Without the mail the account could never be verified: undo it so the person can retry.
    log.error({ err: error, to: user.email }, 'verification mail failed; sign-up undone');
    await ctx.db.delete(users).where(eq(users.id, user.id));
    throw new AppError('MAIL_UNAVAILABLE');
  }
  return answer;
}

/** The new account and its verification token, or null when the address was taken meanwhile. */
async function insertAccount(db: Db, fields: SignUpFields, passwordHash: string): Promise<{ user: UserRow; token: string } | null> {
  const { password: _omit, ...row } = fields;
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({ ...row, passwordHash })
        .returning();
      return { user: created, token: await issueOneTimeToken(tx, created.id, 'verify') };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

export async function verifyEmail(db: Db, token: string): Promise<void> {
  const userId = await consumeOneTimeToken(db, token, 'verify');
  if (!userId) throw new AppError('INVALID_TOKEN', { field: 'token' });
  await db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}

export function toSessionUser(user: UserRow, token: string, expiresAt: Date, links: FileLinks): SessionUser {
  return {
    _id: user.id,
    email: user.email,
    userType: user.userType,
    firstName: user.firstName,
    lastName: user.lastName,
    enterpriseName: user.enterpriseName,
    photoThumbnail: user.photo ? links.signed(thumbnailPath(user.photo)) : null,
    token,
    expiresAt: expiresAt.toISOString(),
  };
}

/** `clientAddress`: the caller's IP address (behind a load balancer, the one it forwards). */
export async function login(
  ctx: AppContext,
  input: { email: string; password: string; rememberPassword?: boolean },
  clientAddress: string,
  log: FastifyBaseLogger,
): Promise<SessionUser> {
  if (!input.email.trim()) throw validationError('email', 'required');
  if (!input.password) throw validationError('password', 'required');
  // Unknown addresses are counted too: the limits do not tell which accounts exist.
  await ctx.loginLimiter.beforeCheck(input.email, clientAddress);
  const user = await findUserByEmail(ctx.db, input.email);
  // Unknown accounts still pay for one hash, so timing does not tell which emails exist.
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !valid) {
    await ctx.loginLimiter.failed(input.email, clientAddress);
    throw new AppError('INVALID_CREDENTIALS');
  }
  await ctx.loginLimiter.succeeded(input.email, clientAddress);

  if (!user.emailVerifiedAt) {
    // The password is right, so the owner is asking: if their link expired, mail a fresh one.
    if (!(await hasLiveToken(ctx.db, user.id, 'verify'))) {
      const token = await issueOneTimeToken(ctx.db, user.id, 'verify');
      ctx.mailer
        .send(verificationMail(user.language, user.email, displayName(user), ctx.publicUrl, token))
        .catch((err) => log.error({ err, to: user.email }, 'verification mail failed'));
    }
    throw new AppError('EMAIL_NOT_VERIFIED');
  }

  const { token, expiresAt } = await createSession(ctx.db, user.id, input.rememberPassword === true);
  return toSessionUser(user, token, expiresAt, await ctx.fileLinks());
}

/** Always resolves the same way; the mail goes out only when the account exists. */
export async function sendPasswordRecovery(ctx: AppContext, email: string, log: FastifyBaseLogger): Promise<void> {
  if (!email.trim()) throw validationError('email', 'required');
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const token = await issueOneTimeToken(ctx.db, user.id, 'reset');
  // Not awaited: the answer must not take longer when the account exists.
  ctx.mailer
    .send(recoveryMail(user.language, user.email, displayName(user), ctx.publicUrl, token))
    .catch((err) => log.error({ err, to: user.email }, 'recovery mail failed'));
}

export async function restorePassword(db: Db, input: { token: string; email: string; password: string }): Promise<void> {
  checkPasswordPolicy(input.password);
  // The token first, whatever the email: a wrong token costs one lookup and tells nothing about
  // the address; only a live token's owner pays for hashing the new password.
  const owner = await ownerOfLiveToken(db, input.token, 'reset');
  if (!owner) throw new AppError('INVALID_TOKEN', { field: 'token' });
  // Only the holder of a live link gets here, and any address but its account's (known or not)
  // gets the same answer: saying "wrong email" tells them nothing they did not know.
  const user = await findUserByEmail(db, input.email);
  if (!user || user.id !== owner) throw new AppError('EMAIL_MISMATCH', { field: 'email' });
  const passwordHash = await hashPassword(input.password);
  const restored = await db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx, input.token, 'reset', { userId: user.id });
    if (!userId) return false;
    const now = new Date();
    // Following the mailed link proves the address too.
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: now, emailVerifiedAt: user.emailVerifiedAt ?? now })
      .where(eq(users.id, user.id));
    await spendAllTokens(tx, user.id, 'reset', now);
    await revokeAllSessions(tx, user.id, now);
    return true;
  });
  if (!restored) throw new AppError('INVALID_TOKEN', { field: 'token' });
}

export async function changePassword(db: Db, userId: string, callerEmail: string, input: { email: string; password: string }) {
  if (!input.email.trim()) throw validationError('email', 'required');
  if (normaliseEmail(input.email) !== callerEmail) throw new AppError('FORBIDDEN', { field: 'email' });
  checkPasswordPolicy(input.password);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    await revokeAllSessions(tx, userId, now);
  });
}

/** GET /users/{id}: the caller's own profile. */
export async function getProfile(db: Db, caller: Caller, userId: string, links: FileLinks): Promise<UserProfile> {
  await selfPolicy.authorize(db, caller, userId, 'read');
  return profileOf(db, userId, links);
}

/** The photo's URLs are signed: only the user sees their profile. */
async function profileOf(db: Db, userId: string, links: FileLinks): Promise<UserProfile> {
  const [row] = await db.select({ user: users, town: towns }).from(users).innerJoin(towns, eq(towns.id, users.townId)).where(eq(users.id, userId));
  if (!row) throw new AppError('NOT_FOUND');
  const { user, town } = row;
  return {
    _id: user.id,
    email: user.email,
    pendingEmail: user.pendingEmail,
    userType: user.userType,
    personType: user.personType,
    socialIdType: user.socialIdType,
    socialId: user.socialId,
    firstName: user.firstName,
    lastName: user.lastName,
    enterpriseName: user.enterpriseName,
    phoneNumbers: user.phoneNumbers,
    town: { _id: town.id, name: town.name, departmentId: town.departmentId },
    address: user.address,
    photo: user.photo ? links.signed(user.photo) : null,
    photoThumbnail: user.photo ? links.signed(thumbnailPath(user.photo)) : null,
    language: user.language,
    createdAt: user.createdAt.toISOString(),
  };
}

export function thumbnailPath(photoPath: string): string {
  return photoPath.replace(/(\.[a-z0-9]+)$/i, '-thumb$1');
}

/**
 * PUT /users/{id}/update: the profile's fields at once; a new email only once confirmed from the
 * link mailed to it (requestEmailChange), so nobody claims an address they do not own, and asked
 * for only so often (countEmailChangeAsk), so it is no relay for mail to anyone.
 */
export async function updateProfile(
  ctx: AppContext,
  caller: Caller,
  userId: string,
  body: UpdateUserBody,
  log: FastifyBaseLogger,
): Promise<UserProfile> {
  const user = await selfPolicy.authorize(ctx.db, caller, userId, 'write');
  const { email, ...fields } = normaliseProfile(body);
  await assertTownExists(ctx.db, fields.townId);
  const [current] = await ctx.db.select().from(users).where(eq(users.id, user.id));
  if (!current) throw new AppError('NOT_FOUND');
  // Before anything is written: a refused ask changes none of the other fields either.
  if (email !== current.email) await countEmailChangeAsk(ctx.rateCounter, current.id, email);
  await ctx.db
    .update(users)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(users.id, userId));
  await requestEmailChange(ctx, current, email, log);
  return profileOf(ctx.db, userId, await ctx.fileLinks());
}
