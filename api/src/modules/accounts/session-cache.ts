import type { Database } from '../../db/client';
import type { AuthUser } from '../../http/types';

export interface SessionCacheOptions {
  /** How long a session read from the database is trusted without reading it again. */
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  user: AuthUser;
  until: number;
}

/** The NOTIFY channel of drizzle/0008_auth_changes.sql: the id of a user whose account or sessions changed. */
export const AUTH_CHANGES = 'auth_changes';

/** Every cache of this process: a change made here is forgotten in all of them before the answer leaves. */
const inThisProcess = new Set<SessionCache>();

/** The user's sessions or account changed in this process: forgotten at once (other processes hear the NOTIFY). */
export function forgetUserHere(userId: string): void {
  for (const cache of inThisProcess) cache.forgetUser(userId);
}

/**
 * Live sessions read recently, so an authenticated request needs no query for its caller. Correct
 * only while it hears every change to sessions and users (NOTIFYed on AUTH_CHANGES): `forgetUser` on
 * each (a logout, a password change, a profile edit — in this process at once, in the others
 * through the NOTIFY), and `suspend` while it cannot hear them (the listening connection is down).
 * A read that began before any forget is not kept (`generation`), so a logout racing a request
 * never leaves the old session cached; `ttlMs` bounds what any missed change could cost. Starts
 * suspended.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Counts forgets: a read that began before one is not kept. */
  private changes = 0;
  private active = false;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: SessionCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 60_000;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.now ?? Date.now;
    inThisProcess.add(this);
  }

  /** The app closed: it no longer hears changes. */
  async close(): Promise<void> {
    this.suspend();
    inThisProcess.delete(this);
    await this.stopListening?.();
  }

  /** Set by listeningSessionCache. */
  stopListening?: () => Promise<void>;

  /** The cached user of a token hash, when the cache is listening and the entry is fresh. */
  get(tokenHash: string): AuthUser | undefined {
    if (!this.active) return undefined;
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.user;
  }

  /** A mark taken before reading a session from the database; `set` keeps the read only if still current. */
  generation(): number {
    return this.changes;
  }

  set(user: AuthUser, expiresAt: Date, readAt: number): void {
    if (!this.active || readAt !== this.changes) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(user.tokenHash, { user, until: Math.min(this.now() + this.ttlMs, expiresAt.getTime()) });
  }

  /** Something about the user or their sessions changed: their sessions are read again. */
  forgetUser(userId: string): void {
    this.changes += 1;
    for (const [hash, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(hash);
  }

  /** Changes can be heard (again): start from empty, since any may have been missed. */
  resume(): void {
    this.entries.clear();
    this.changes += 1;
    this.active = true;
  }

  /** Changes cannot be heard: every request reads its session until `resume`. */
  suspend(): void {
    this.active = false;
    this.entries.clear();
    this.changes += 1;
  }
}

/**
 * The app's cache, hearing AUTH_CHANGES through `listen` (Database.listen); without it the cache
 * stays suspended and every request reads its session.
 */
export async function listeningSessionCache(listen?: Database['listen']): Promise<SessionCache> {
  const cache = new SessionCache();
  if (listen) {
    cache.stopListening = await listen(AUTH_CHANGES, {
      message: (userId) => cache.forgetUser(userId),
      up: () => cache.resume(),
      down: () => cache.suspend(),
    });
  }
  return cache;
}
