import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';

/** Where the suite keeps what was read, so a lost connection still shows the last lists opened. */
export const QUERY_CACHE_STORAGE_KEY = 'AGROCADENA_QUERY_CACHE';

/**
 * Raise when a persisted answer could no longer be read by the code (a new major of the contract):
 * the cache of the older release is then dropped instead of restored.
 */
const CACHE_FORMAT = 'contracts-1';
const DAY_MS = 24 * 3600 * 1000;

/** The browser's storage behind the suite's query cache; none outside a browser (tests pass their own cache). */
export function persistedCacheOptions(): Omit<PersistQueryClientOptions, 'queryClient'> | null {
  if (typeof window === 'undefined' || !window.localStorage) return null;
  return {
    persister: createSyncStoragePersister({ storage: window.localStorage, key: QUERY_CACHE_STORAGE_KEY, throttleTime: 1000 }),
    maxAge: DAY_MS,
    buster: CACHE_FORMAT,
    // Every read that has an answer, even when its last refresh failed (offline, that is the
    // answer worth keeping); a read that never got one is not worth storing.
    dehydrateOptions: { shouldDehydrateQuery: (query) => query.state.data !== undefined },
  };
}

/** Forgets the persisted cache at once (logout, another user): nothing read by one person is shown to the next. */
export function forgetPersistedCache(): void {
  if (typeof window !== 'undefined') window.localStorage?.removeItem(QUERY_CACHE_STORAGE_KEY);
}
