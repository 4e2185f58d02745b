/**
 * The one place that decides whether a failure means "the database cannot be reached right now"
 * (answered 503 SERVICE_UNAVAILABLE with Retry-After) rather than a bug (500).
 *
 * What a 503 does and does not promise about a write. A 200 is sent only after COMMIT returned, so
 * an acknowledged write is durable. A 503 means "outcome unknown": the connection may have died
 * after the server committed but before its answer arrived (commit-ack lost). Nothing retries a
 * write behind the caller's back — the front end's mutations never retry — so no write is applied
 * twice by the API; a caller who sends it again is protected where the write is conditional: the
 * stock change carries `previousAmount`, so a resent change that did apply answers 409
 * STOCK_CHANGED with the product as it now is instead of adding twice. Reads are safe to retry.
 *
 * What node-postgres and pg-pool really throw when the server goes away, restarts or is too slow:
 */

/** Socket errors of node:net / DNS while connecting or on a live connection. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** SQLSTATEs outside class 08 (connection exception) that mean the server is not serving us now. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, or a fast shutdown / restart
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: the server is starting up or in recovery
  '53300', // too_many_connections
  // query_canceled: a statement ran past the statement_timeout the API sets (db/client.ts) — the
  // server is overloaded or stalled (a slow plan too: logged as a warning with this code either way)
  '57014',
]);

/** Codes of the API's own: a new request refused while statements wait too long for their turn (db/turns.ts). */
const OWN_CODES = new Set(['DATABASE_BUSY']);

/** pg and pg-pool throw plain Errors without a code for these. */
const MESSAGES = [
  /^Connection terminated/, // … unexpectedly | … due to connection timeout (pool connectionTimeoutMillis)
  /^timeout expired$/, // the client's own connect timeout
  /^timeout exceeded when trying to connect$/, // every pooled connection busy for connectionTimeoutMillis
  /is not queryable$/, // a query (e.g. drizzle's ROLLBACK) on a client whose connection already failed
  /^Cannot use a pool after calling end on the pool$/, // a request still running while the server stops
  /^Query read timeout$/, // no answer within query_timeout: the server or the network stalled
];

/** The code or message that marks `error` itself as a lost connection, else null. */
function reasonOf(error: { code?: unknown; message?: unknown }): string | null {
  const code = typeof error.code === 'string' ? error.code : '';
  if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || OWN_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return code;
  const message = typeof error.message === 'string' ? error.message : '';
  return MESSAGES.some((pattern) => pattern.test(message)) ? message : null;
}

/**
 * Why `error`, or what it wraps, is a lost or refused database connection (a code or pg's message,
 * safe to log: never the query or its parameters), or null when it is something else. Drizzle
 * wraps the driver's error as `cause` (DrizzleQueryError); node:net reports a host with several
 * addresses as an AggregateError of each attempt.
 */
export function unavailableReason(error: unknown, depth = 0): string | null {
  if (!error || typeof error !== 'object' || depth > 5) return null;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  const own = reasonOf(e);
  if (own) return own;
  for (const inner of Array.isArray(e.errors) ? e.errors : []) {
    const reason = unavailableReason(inner, depth + 1);
    if (reason) return reason;
  }
  return unavailableReason(e.cause, depth + 1);
}

export const isDatabaseUnavailable = (error: unknown): boolean => unavailableReason(error) !== null;
