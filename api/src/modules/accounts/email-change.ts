import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { EmailChanged } from '@agrocadena/contracts';
import type { Db } from '../../db/client';
import { users, type UserRow } from './tables';
import { displayName } from './rules';
import { AppError } from '../../errors';
import type { AppContext } from '../../http/types';
import { addressAskedForMail } from '../../mail/address-holder-mails';
import { emailChangeMail, emailChangeNoticeMail } from '../../mail/templates';
import { isUniqueViolation } from '../../util/pg-errors';
import { consumeOneTimeToken, issueOneTimeToken, spendAllTokens } from './one-time-tokens';

/** The account other than `userId` whose email `email` is. */
async function holderOf(db: Db, email: string, userId: string): Promise<UserRow | undefined> {
  const [holder] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)));
  return holder;
}

/**
 * A new address asked for in the profile changes nothing yet: it waits as `pendingEmail` while a
 * link goes to it (proving the asker owns it) and the old address is told. An address another
 * account holds is answered alike, so the profile tells nobody which addresses have an account: it
 * waits as pending too and the old address is told, but no link exists for it; its holder is
 * mailed that someone asked for it instead. A newer request replaces an older one; asking for the
 * current address again cancels it.
 */
export async function requestEmailChange(ctx: AppContext, user: UserRow, email: string, log: FastifyBaseLogger): Promise<void> {
  const now = new Date();
  if (email === user.email) {
    if (user.pendingEmail) {
      await ctx.db.transaction(async (tx) => {
        await tx.update(users).set({ pendingEmail: null }).where(eq(users.id, user.id));
        await spendAllTokens(tx, user.id, 'email', now);
      });
    }
    return;
  }
  const lang = user.language;
  const name = displayName(user);
  const holder = await holderOf(ctx.db, email, user.id);
  const toNewAddress = await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ pendingEmail: email }).where(eq(users.id, user.id));
    await spendAllTokens(tx, user.id, 'email', now);
    if (holder) return addressAskedForMail(holder.language, email, displayName(holder), ctx.publicUrl);
    return emailChangeMail(lang, email, name, ctx.publicUrl, await issueOneTimeToken(tx, user.id, 'email', now));
  });
  // Awaited either way (the two ways differ by one token's row, lost in the time two mails take);
  // a failed mail is logged and the change waits: the profile can ask again.
  const mails = [toNewAddress, emailChangeNoticeMail(lang, user.email, name, email)];
  await Promise.all(mails.map((mail) => ctx.mailer.send(mail).catch((err) => log.error({ err, to: mail.to }, 'email change mail failed'))));
}

/** The link of the new address was opened: it becomes the account's (verified) email. */
export async function confirmEmailChange(db: Db, token: string): Promise<EmailChanged> {
  return db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx, token, 'email');
    if (!userId) throw new AppError('INVALID_TOKEN', { field: 'token' });
    const now = new Date();
    try {
      const [changed] = await tx
        .update(users)
        .set({ email: users.pendingEmail, pendingEmail: null, emailVerifiedAt: now, updatedAt: now })
        .where(and(eq(users.id, userId), isNotNull(users.pendingEmail)))
        .returning({ _id: users.id, email: users.email });
      if (!changed?.email) throw new AppError('INVALID_TOKEN', { field: 'token' });
      return { _id: changed._id, email: changed.email };
    } catch (error) {
      // Someone signed up with that address meanwhile.
      if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN', { field: 'email' });
      throw error;
    }
  });
}
