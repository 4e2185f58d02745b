import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { unavailableReason } from '../../db/unavailable';

/** How long GET /ready waits for the database: well under a load balancer's probe timeout. */
export const READY_TIMEOUT_MS = 2000;

/** Why the database did not answer `select 1` within `timeoutMs` (safe to log), or null when it did. */
export async function databaseFailure(db: Db, timeoutMs = READY_TIMEOUT_MS): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  // Promise.resolve runs drizzle's lazy query once; a failure after the timeout is then handled.
  const query = Promise.resolve(db.execute(sql`select 1`));
  query.catch(() => undefined);
  try {
    await Promise.race([query, timeout]);
    return null;
  } catch (error) {
    let root = error as { cause?: unknown; message?: unknown };
    while (root.cause && typeof root.cause === 'object') root = root.cause as typeof root;
    return unavailableReason(error) ?? String(root.message);
  } finally {
    clearTimeout(timer);
  }
}
