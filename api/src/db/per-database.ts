import type { Db } from './client';

const kept = new WeakMap<Db, Map<string, unknown>>();

/**
 * What is built once per database and then reused, under `key`: prepared statements (the query
 * builder does not assemble their SQL again for every request, and on PostgreSQL the statement is
 * named after its key, so each connection parses and plans it once), or data read once (the
 * geography). A key names one thing: for a statement, one SQL text.
 */
export function perDatabase<T>(db: Db, key: string, build: () => T): T {
  let byKey = kept.get(db);
  if (!byKey) kept.set(db, (byKey = new Map()));
  if (!byKey.has(key)) byKey.set(key, build());
  return byKey.get(key) as T;
}

/** Built again on next use (e.g. a read that failed). */
export function forgetPerDatabase(db: Db, key: string): void {
  kept.get(db)?.delete(key);
}
