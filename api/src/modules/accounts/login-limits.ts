import { setTimeout as sleep } from 'node:timers/promises';
import { rateLimitedFor } from '../../errors';
import type { HitCounter } from '../../http/rate-limit-store';
import type { RateLimit } from './auth-routes';

/**
 * Failed log-ins are counted three ways (docs/security.md#login-limits), so that nobody can lock an
 * account's owner out by failing on purpose:
 * - per account and address: past `perAccountAddress`, that address may not try that account for
 *   a while (429). Guessing one password from one address stays slow; the owner, at their own
 *   address, is not touched by anyone else's failures.
 * - per address, whatever the account: past `perAddress`, that address may not log in for a while
 *   (429), so one address cannot try a few passwords on every account.
 * - per account, from every address: past `accountSlowdown`, every attempt at that account waits
 *   `slowdownMs` before its password is checked, right or wrong (so the wait tells nothing). A
 *   guesser with many addresses is slowed down; the owner is slowed, never refused.
 * An account that does not exist is counted the same way: the limits tell nothing about who exists.
 */
export interface LoginLimits {
  perAccountAddress: RateLimit;
  perAddress: RateLimit;
  accountSlowdown: RateLimit;
  slowdownMs: number;
}

const normalised = (email: string) => email.trim().toLowerCase();
const pairKey = (email: string, address: string) => `login-account|${normalised(email)}|${address}`;
const addressKey = (address: string) => `login-address|${address}`;
const accountKey = (email: string) => `login-failures|${normalised(email)}`;

export function loginLimiter(counter: HitCounter, limits: LoginLimits) {
  return {
    /**
     * Before the password is checked. The pair's attempt is counted here, not after a failure, so
     * parallel guesses cannot all slip past one read; the owner getting in forgets it (succeeded).
     */
    async beforeCheck(email: string, address: string): Promise<void> {
      const pair = await counter.hit(pairKey(email, address), limits.perAccountAddress.timeWindow);
      if (pair.current > limits.perAccountAddress.max) throw rateLimitedFor(pair.ttl);
      const [fromAddress, ofAccount] = await Promise.all([counter.peek(addressKey(address)), counter.peek(accountKey(email))]);
      if (fromAddress.current >= limits.perAddress.max) throw rateLimitedFor(fromAddress.ttl);
      if (ofAccount.current >= limits.accountSlowdown.max) await sleep(limits.slowdownMs);
    },
    async failed(email: string, address: string): Promise<void> {
      await Promise.all([
        counter.hit(addressKey(address), limits.perAddress.timeWindow),
        counter.hit(accountKey(email), limits.accountSlowdown.timeWindow),
      ]);
    },
    /** The account's own failures stay counted: an attacker's burst keeps slowing it until its window ends. */
    async succeeded(email: string, address: string): Promise<void> {
      await counter.reset(pairKey(email, address));
    },
  };
}

export type LoginLimiter = ReturnType<typeof loginLimiter>;
