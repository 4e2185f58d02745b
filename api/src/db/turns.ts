import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Requests take turns on the embedded database, with the event loop between two requests' turns:
 * a request that has begun is finished before new ones begin (docs/performance.md#fair-turns).
 *
 * PGlite runs PostgreSQL inside this process, as WebAssembly on the main thread: while a statement
 * runs, nothing else does. PGlite itself starts the next waiting statement the moment one ends,
 * without going back to the event loop, so with many statements waiting the process read no new
 * request and wrote no answer until all had run: a request that needs no database at all (a
 * department's towns, answered from memory) waited 474 ms at the median behind the catalogue's
 * reads, and 15.6 s at p99. Here each statement (or transaction) waits for its turn, and another
 * request's turn starts only after the event loop has run once.
 *
 * Turns are fair per request, not per statement: a request's statements follow one another, and
 * the next statement of a request that already had a turn goes before the first statement of any
 * other. Otherwise a request of five statements would queue five times behind every newcomer while
 * a request of one queued once (the catalogue search's p50 was four times the other reads').
 *
 * When the database is the limit — the oldest request waiting to begin has waited longer than
 * `maxWaitMs` — a new request is refused at once with {@link DatabaseBusyError}, answered 503 with
 * Retry-After (db/unavailable.ts): the caller hears straight away that it should come back,
 * instead of queueing for seconds. A request already begun is never refused: its work so far would
 * be lost.
 */
export class DatabaseBusyError extends Error {
  readonly code = 'DATABASE_BUSY';
  constructor(oldestWaitMs: number) {
    super(`The database is busy: the oldest request waiting has waited ${Math.round(oldestWaitMs)} ms`);
  }
}

/** What the turns know of the request a statement belongs to (set per request by the app: `requestTurns.run`). */
export interface RequestTurns {
  begun: boolean;
}

/** The request each statement belongs to, across its awaits. */
export const requestTurns = new AsyncLocalStorage<RequestTurns>();

export interface Turns {
  /** Runs `work` in its turn; rejects with DatabaseBusyError when a new request's turn is too far off. */
  take<T>(work: () => Promise<T>): Promise<T>;
  /** Statements waiting for their turn now. */
  readonly waiting: number;
  /** New requests are refused while one has waited longer than this to begin; Infinity (never) while the database opens and migrates. */
  maxWaitMs: number;
}

export function takingTurns({ maxWaitMs = Infinity, now = () => performance.now() } = {}): Turns {
  /** Statements of requests that already had a turn, then first statements, each in order of arrival. */
  const begun: { request: RequestTurns; start: () => void }[] = [];
  const fresh: { since: number; start: () => void }[] = [];
  let limit = maxWaitMs;
  /** free: no one's turn; taken: a statement runs; between: the event loop runs before the next request's turn. */
  let state: 'free' | 'taken' | 'between' = 'free';
  /** The request whose turn it is (or was, until another's begins). */
  let current: RequestTurns | undefined;

  /** Whether nextRequest is due (once: each due call would start a request in the same pass of the loop). */
  let due = false;
  const nextRequest = () => {
    due = false;
    if (state !== 'between') return; // the request of the last turn went on; its end comes back here
    const start = begun.shift()?.start ?? fresh.shift()?.start;
    state = start ? 'taken' : 'free';
    start?.();
  };

  // The same request's next statement follows at once; another request's waits for the event loop.
  const endTurn = () => {
    const own = current ? begun.findIndex((waiter) => waiter.request === current) : -1;
    if (own >= 0) return begun.splice(own, 1)[0].start();
    state = 'between';
    if (due) return;
    due = true;
    // setImmediate: after the poll phase, so the requests that arrived meanwhile are read first.
    setImmediate(nextRequest);
  };

  const waitTurn = (request: RequestTurns | undefined) => {
    if (request?.begun) return new Promise<void>((start) => begun.push({ request, start }));
    const oldestWaitMs = fresh.length > 0 ? now() - fresh[0].since : 0;
    if (oldestWaitMs > limit) throw new DatabaseBusyError(oldestWaitMs);
    return new Promise<void>((start) => fresh.push({ since: now(), start }));
  };

  return {
    async take(work) {
      const request = requestTurns.getStore();
      if (state === 'free' || (state === 'between' && request !== undefined && request === current)) state = 'taken';
      else await waitTurn(request);
      current = request;
      if (request) request.begun = true;
      try {
        return await work();
      } finally {
        endTurn();
      }
    },
    get waiting() {
      return begun.length + fresh.length;
    },
    get maxWaitMs() {
      return limit;
    },
    set maxWaitMs(ms) {
      limit = ms;
    },
  };
}

/** The PGlite methods through which the API reaches it (drizzle's driver, the migrator, sql``). */
interface Statements {
  query: (...args: never[]) => Promise<unknown>;
  exec: (...args: never[]) => Promise<unknown>;
  transaction: (...args: never[]) => Promise<unknown>;
}

/** `client` with its statements and transactions taking turns (a transaction is one turn). */
export function withTurns<C extends Statements>(client: C, turns: Turns): C {
  for (const method of ['query', 'exec', 'transaction'] as const) {
    const own = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as Record<typeof method, unknown>)[method] = (...args: unknown[]) => turns.take(() => own(...args));
  }
  return client;
}
