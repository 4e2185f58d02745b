import { rateLimitedFor } from '../../errors';
import type { HitCounter } from '../../http/rate-limit-store';
import type { RateLimit } from './auth-routes';

/**
 * Every new address asked for in the profile is mailed, so unlimited asks would make the profile a
 * relay for mail to anyone. Someone changing their email asks once, maybe again after a typo or a
 * mail that did not arrive: 5 new addresses an hour per account leave room for that and little
 * else. Whoever asks, one address gets at most 3 of these mails an hour, so many accounts together
 * cannot flood an inbox either; the price is that a fourth asker waits, whoever it is.
 */
export const EMAIL_CHANGE_LIMITS: Record<'perAccount' | 'perAddress', RateLimit> = {
  perAccount: { max: 5, timeWindow: 60 * 60_000 },
  perAddress: { max: 3, timeWindow: 60 * 60_000 },
};

const accountKey = (userId: string) => `email-change-account|${userId}`;
const addressKey = (email: string) => `email-change-address|${email}`;

/**
 * Counts one ask of `userId` for the new address `email` (normalised), free or held by another
 * account alike, and refuses it past either limit (429 with the seconds to wait). The account is
 * counted first, so an account past its own limit spends nothing of the address's.
 */
export async function countEmailChangeAsk(counter: HitCounter, userId: string, email: string): Promise<void> {
  const { perAccount, perAddress } = EMAIL_CHANGE_LIMITS;
  const ofAccount = await counter.hit(accountKey(userId), perAccount.timeWindow);
  if (ofAccount.current > perAccount.max) throw rateLimitedFor(ofAccount.ttl, 'email');
  const ofAddress = await counter.hit(addressKey(email), perAddress.timeWindow);
  if (ofAddress.current > perAddress.max) throw rateLimitedFor(ofAddress.ttl, 'email');
}
