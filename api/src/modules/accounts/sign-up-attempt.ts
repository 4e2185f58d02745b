import type { FastifyBaseLogger } from 'fastify';
import type { UserRow } from './tables';
import { displayName } from './rules';
import { AppError } from '../../errors';
import type { AppContext } from '../../http/types';
import { signUpAttemptMail } from '../../mail/address-holder-mails';
import { issueOneTimeToken } from './one-time-tokens';

/**
 * Someone signed up with the address of `holder`'s account: its owner is told, with a link to log
 * in and a fresh recovery link, since it is often the owner who forgot the account or its password.
 * Like a new account's verification mail it writes a token, is awaited and answers
 * MAIL_UNAVAILABLE when it cannot go, so neither the answer nor its timing tells the two apart.
 */
export async function tellHolderOfSignUpAttempt(ctx: AppContext, holder: UserRow, log: FastifyBaseLogger): Promise<void> {
  const token = await issueOneTimeToken(ctx.db, holder.id, 'reset');
  try {
    await ctx.mailer.send(signUpAttemptMail(holder.language, holder.email, displayName(holder), ctx.publicUrl, token));
  } catch (error) {
    log.error({ err: error, to: holder.email }, 'sign-up attempt mail failed');
    throw new AppError('MAIL_UNAVAILABLE');
  }
}
