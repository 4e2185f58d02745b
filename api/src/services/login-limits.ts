import { AppError } from '../errors';
import type { HitCounter } from '../http/rate-limit-store';
import type { RateLimit } from '../routes/auth';

const accountKey = (email: string) => `login-account|${email.trim().toLowerCase()}`;

/**
 * Log-in attempts per account, beside the per-address limit of the route: guessing one account's
 * password stays slow from any number of addresses, while the members of a cooperative behind one
 * shared address each keep their own budget. Counted before the password is checked (so parallel
 * guesses cannot slip past a read), and forgotten once the owner gets in.
 */
export function loginLimiter(counter: HitCounter, limit: RateLimit) {
  return {
    async countAttempt(email: string): Promise<void> {
      const { current, ttl } = await counter.hit(accountKey(email), limit.timeWindow);
      if (current > limit.max) throw new AppError('RATE_LIMITED', { params: { seconds: Math.max(1, Math.ceil(ttl / 1000)) } });
    },
    async passwordAccepted(email: string): Promise<void> {
      await counter.reset(accountKey(email));
    },
  };
}

export type LoginLimiter = ReturnType<typeof loginLimiter>;
