/**
 * Statements take turns on the database: one at a time on the embedded database, with the event
 * loop between two turns; as many at once as the pool has connections on PostgreSQL
 * (docs/performance.md#fair-turns).
 *
 * PGlite runs PostgreSQL inside this process, as WebAssembly on the main thread: while a statement
 * runs, nothing else does. PGlite itself starts the next waiting statement the moment one ends,
 * without going back to the event loop, so with many statements waiting the process read no new
 * request and wrote no answer until all had run: a request that needs no database at all (a
 * department's towns, answered from memory) waited 474 ms at the median behind the catalogue's
 * reads, and 15.6 s at p99. Here each statement (or transaction) waits for its turn, in order of
 * arrival, and the next turn starts only after the event loop has run once.
 *
 * The turns know statements, not requests: telling which request a statement belongs to takes
 * AsyncLocalStorage, whose hook on every promise cost a third of the API's answers per second. A
 * request of several statements therefore queues once for each; the reads keep theirs few.
 *
 * When the database is the limit — a statement has waited longer than `maxWaitMs` — `busy` says
 * so, and the API refuses new requests at the door with 503 and Retry-After (app.ts): the caller
 * hears straight away that it should come back, instead of queueing for seconds. A request already
 * let in is never refused half-way: its work so far would be lost.
 */
export class DatabaseBusyError extends Error {
  readonly code = 'DATABASE_BUSY';
  constructor(oldestWaitMs: number) {
    super(`The database is busy: the oldest statement waiting has waited ${Math.round(oldestWaitMs)} ms`);
  }
}

export interface Turns {
  /** Runs `work` in its turn. */
  take<T>(work: () => Promise<T>): Promise<T>;
  /** Statements waiting for their turn now. */
  readonly waiting: number;
  /** How long the statement waiting longest has waited, in ms (0 when none waits). */
  readonly oldestWaitMs: number;
  /** Whether a statement has waited longer than maxWaitMs: new requests are then refused. */
  readonly busy: boolean;
  /** Turns at once. */
  readonly slots: number;
  /** Infinity (never busy) while the database opens and migrates. */
  maxWaitMs: number;
}

export interface TurnOptions {
  /** Turns at once: 1 on the embedded database, the pool's connections on PostgreSQL. */
  slots?: number;
  /**
   * The event loop runs before the next turn (the embedded database, which holds the main thread
   * while it works); without, a free turn passes on at once.
   */
  loopBetweenTurns?: boolean;
  maxWaitMs?: number;
  now?: () => number;
}

export function takingTurns({ slots = 1, loopBetweenTurns = true, maxWaitMs = Infinity, now = () => performance.now() }: TurnOptions = {}): Turns {
  const queue: { since: number; start: () => void }[] = [];
  let running = 0;
  /** Whether a turn is kept for the next statement while the event loop runs (loopBetweenTurns). */
  let between = false;

  const passOn = () => {
    between = false;
    const next = queue.shift();
    if (next) next.start();
    else running -= 1;
  };

  const endTurn = () => {
    if (!loopBetweenTurns) return passOn();
    between = true;
    // setImmediate: after the poll phase, so the requests that arrived meanwhile are read first.
    setImmediate(passOn);
  };

  const oldestWaitMs = () => (queue.length > 0 ? now() - queue[0].since : 0);

  return {
    async take(work) {
      if (running < slots && !between && queue.length === 0) running += 1;
      else await new Promise<void>((start) => queue.push({ since: now(), start }));
      try {
        return await work();
      } finally {
        endTurn();
      }
    },
    get waiting() {
      return queue.length;
    },
    get oldestWaitMs() {
      return oldestWaitMs();
    },
    get busy() {
      return oldestWaitMs() > maxWaitMs;
    },
    slots,
    get maxWaitMs() {
      return maxWaitMs;
    },
    set maxWaitMs(ms) {
      maxWaitMs = ms;
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

/**
 * Says in the log, at most once a second, that a statement has waited more than `afterMs` for its
 * turn, with the queue's state: the sign of a database that is the limit (or of a turn that never
 * ended), found before users report slow pages. Returns the function that stops watching.
 */
export function watchTurns(turns: Turns, warn: (details: object, message: string) => void, afterMs = 2000): () => void {
  const timer = setInterval(() => {
    const oldestWaitMs = turns.oldestWaitMs;
    if (oldestWaitMs > afterMs)
      warn({ waiting: turns.waiting, oldestWaitMs: Math.round(oldestWaitMs) }, 'database turns: a statement waits long for its turn');
  }, 1000).unref();
  return () => clearInterval(timer);
}
