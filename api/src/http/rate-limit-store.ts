import { lt, sql } from 'drizzle-orm';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema/rate-limits';

export interface HitCount {
  /** Attempts of the key in its current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/**
 * Attempts counted in a store every API process shares, so a limit holds however many processes
 * serve: the database by default, Redis when one is configured. A window starts with a key's
 * first attempt and lasts `windowMs`.
 */
export interface HitCounter {
  hit(key: string, windowMs: number): Promise<HitCount>;
  /** The key's attempts in its current window without counting one (0 when none). */
  peek(key: string): Promise<HitCount>;
  /** Forgets a key (e.g. an account's failed log-ins once its owner got in). */
  reset(key: string): Promise<void>;
}

/** One statement per attempt; expired rows are swept now and then by the attempts themselves. */
export function databaseCounter(db: Db): HitCounter {
  let attempts = 0;
  return {
    async hit(key, windowMs) {
      attempts += 1;
      if (attempts % 500 === 0) await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`));
      const result = await db.execute(sql`
        INSERT INTO rate_limits (key, hits, reset_at) VALUES (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.hits + 1 END,
          reset_at = CASE WHEN rate_limits.reset_at <= now() THEN excluded.reset_at ELSE rate_limits.reset_at END
        RETURNING hits, ceil(extract(epoch FROM reset_at - now()) * 1000) AS ttl`);
      // Both drivers answer { rows }; the union type of the two does not say so.
      const [row] = (result as unknown as { rows: { hits: number; ttl: string }[] }).rows;
      return { current: Number(row.hits), ttl: Math.max(0, Number(row.ttl)) };
    },
    async peek(key) {
      const result = await db.execute(sql`
        SELECT hits, ceil(extract(epoch FROM reset_at - now()) * 1000) AS ttl FROM rate_limits WHERE key = ${key} AND reset_at > now()`);
      const [row] = (result as unknown as { rows: { hits: number; ttl: string }[] }).rows;
      return row ? { current: Number(row.hits), ttl: Math.max(0, Number(row.ttl)) } : { current: 0, ttl: 0 };
    },
    async reset(key) {
      await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
    },
  };
}

// INCR and the window's expiry in one step, so two processes never both start a window.
const HIT_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { hits, redis.call('PTTL', KEYS[1]) }`;

/**
 * A connection for the counters that fails fast while Redis is away instead of queueing the
 * command until it returns (a log-in would wait for it): no offline queue, one retry, and a command
 * unanswered for a second fails. Its errors are told through the counters (counterWithFallback).
 */
export function redisClient(url: string): Redis {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 1000 });
  redis.on('error', () => undefined);
  return redis;
}

export function redisCounter(redis: Redis, prefix = 'agrocadena:rate:'): HitCounter {
  return {
    async hit(key, windowMs) {
      const [current, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, String(windowMs))) as [number, number];
      return { current, ttl: Math.max(0, ttl) };
    },
    async peek(key) {
      const [[, hits], [, ttl]] = (await redis
        .multi()
        .get(prefix + key)
        .pttl(prefix + key)
        .exec()) as [[null, string | null], [null, number]];
      return { current: Number(hits ?? 0), ttl: Math.max(0, ttl) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

/**
 * `primary` (Redis) while it answers; while it does not, `fallback` (the database) counts, so the
 * limits keep holding and log-ins keep working (a Redis outage answered 500 before). The outage
 * and the return are logged once each; after a failure Redis is tried again every `retryMs`. What
 * was counted in one store during an outage is not carried to the other: a window may start over.
 */
export function counterWithFallback(
  primary: HitCounter,
  fallback: HitCounter,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
  retryMs = 5000,
): HitCounter {
  let failedAt: number | null = null;
  const use = async <T>(operation: (counter: HitCounter) => Promise<T>): Promise<T> => {
    if (failedAt !== null && Date.now() - failedAt < retryMs) return operation(fallback);
    try {
      const result = await operation(primary);
      if (failedAt !== null) log.info('Redis answers again: rate limits counted there');
      failedAt = null;
      return result;
    } catch (error) {
      if (failedAt === null) log.warn({ reason: (error as Error).message }, 'Redis does not answer: rate limits counted in the database');
      failedAt = Date.now();
      return operation(fallback);
    }
  };
  return {
    hit: (key, windowMs) => use((counter) => counter.hit(key, windowMs)),
    peek: (key) => use((counter) => counter.peek(key)),
    reset: (key) => use((counter) => counter.reset(key)),
  };
}

type Callback = (error: Error | null, result?: HitCount) => void;
/** What the plugin hands a store for each limited route: its merged options and the route. */
type StoreParams = Parameters<FastifyRateLimitStore['child']>[0] & { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * @fastify/rate-limit's store over a shared counter: each limited route counts under its own
 * method and path, so a client's log-ins and sign-ups never share a budget.
 */
export function sharedRateLimitStore(counter: HitCounter) {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    readonly scope: string;
    constructor(params?: Partial<StoreParams>) {
      this.scope = `${params?.routeInfo?.method ?? ''} ${params?.routeInfo?.url ?? ''}`;
    }
    incr(key: string, callback: Callback, timeWindow: number): void {
      counter.hit(`${this.scope}|${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }
    child(params: StoreParams): FastifyRateLimitStore {
      return new SharedRateLimitStore(params);
    }
  };
}
