import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { takingTurns, watchTurns, withTurns, type Turns } from './turns';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Client, Pool, type PoolClient } from 'pg';
import { copyTemplateInto, PGLITE_OPTIONS } from './embedded';

/** What every service works with, whichever driver is behind it (transactions included). */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Hears NOTIFYs on `channel` (see ChannelHandlers); resolves to the function that stops listening. */
  listen(channel: string, handlers: ChannelHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** The statements' turns on the database (db/turns.ts): how many wait, how long they may. */
  turns?: Turns;
}

/** A listener's events: each payload, and whether it can hear right now (up) or may miss some (down). */
export interface ChannelHandlers {
  message(payload: string): void;
  up(): void;
  down(): void;
}

const RETRY_MS = { first: 500, max: 10_000 };

/** How long the database may take before a request gives up on it (503), and how often the listener proves it hears. */
export interface DatabaseTimeouts {
  /** A statement the server runs longer than this is cancelled there (statement_timeout). */
  statementMs: number;
  /**
   * A statement unanswered this long fails here and its connection is dropped: the server stalled
   * or the network went silent with the connection open, which no socket error reveals.
   */
  answerMs: number;
  /** The listening connection runs `select 1` this often; unanswered within answerMs, it is replaced. */
  heartbeatMs: number;
}

/**
 * 5 s is ten times the slowest page the bench measured on 1,000,000 products; a request waits at
 * most that, plus the pool's 3 s connect timeout, before it answers 503. DATABASE_STATEMENT_TIMEOUT_MS
 * overrides the first (the others follow it).
 */
export function databaseTimeouts(env: NodeJS.ProcessEnv = process.env): DatabaseTimeouts {
  const statementMs = Number(env.DATABASE_STATEMENT_TIMEOUT_MS) > 0 ? Number(env.DATABASE_STATEMENT_TIMEOUT_MS) : 5000;
  return { statementMs, answerMs: statementMs + 2000, heartbeatMs: 10_000 };
}

/**
 * While a statement has waited this long for its turn on the database (db/turns.ts), new requests
 * are answered 503 with Retry-After at once. 5 s, the statement timeout: a request waits at most
 * about as long for its turn as for its statement.
 * DATABASE_MAX_WAIT_MS overrides it.
 */
export const databaseMaxWaitMs = (env: NodeJS.ProcessEnv = process.env): number =>
  Number(env.DATABASE_MAX_WAIT_MS) > 0 ? Number(env.DATABASE_MAX_WAIT_MS) : 5000;

/** Where the database layer says what happened to its connections (the app's logger, once it exists). */
export interface DatabaseLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/**
 * LISTEN on one connection of its own for every channel of the process (a pooled one would be
 * handed to others), opened again whenever it ends — PostgreSQL restarted, the network dropped —
 * with `down` to every listener until it listens again: what was said meanwhile is lost, and each
 * listener must assume anything changed. A connection can also go silent while it stays open (the
 * server or the network stalled): a heartbeat every `heartbeatMs` unanswered within `answerMs`
 * counts as lost too. Opened with the first listener, closed with the last.
 */
function postgresListener(connectionString: string, timeouts: DatabaseTimeouts, log?: DatabaseLog): Database['listen'] {
  const listeners = new Map<string, Set<ChannelHandlers>>();
  let current: Client | null = null;
  /** The channels `current` listens on. */
  let heard = new Set<string>();
  let running = false;
  let wait = RETRY_MS.first;
  /** Whether a connection listened before this one: the log then says it is back. */
  let listenedBefore = false;
  let timer: NodeJS.Timeout | undefined;
  const everyone = () => [...listeners.values()].flatMap((set) => [...set]);

  const attempt = async () => {
    const { connectionTimeoutMillis, keepAlive, keepAliveInitialDelayMillis } = POOL_SETTINGS;
    const client = new Client({
      connectionString,
      connectionTimeoutMillis,
      keepAlive,
      keepAliveInitialDelayMillis,
      application_name: 'agrocadena-api-listen',
      query_timeout: timeouts.answerMs,
    });
    let lost = false;
    const heartbeat: { timer?: NodeJS.Timeout } = {};
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      clearInterval(heartbeat.timer);
      const wasListening = current === client;
      if (wasListening) current = null;
      if (wasListening && running)
        log?.warn({ reason: error?.message ?? 'ended' }, 'database listener lost: changes go unheard until it listens again');
      for (const handlers of everyone()) handlers.down();
      // Destroyed, not ended: a stalled server would never answer the goodbye.
      dropConnection(client);
      if (running) timer = setTimeout(() => void attempt(), wait).unref();
      wait = Math.min(wait * 2, RETRY_MS.max);
    };
    client.on('error', onLost);
    client.on('end', onLost);
    client.on('notification', ({ channel, payload }) => {
      if (payload) for (const handlers of listeners.get(channel) ?? []) handlers.message(payload);
    });
    try {
      await client.connect();
      // A channel that joins while these run is in the map by then: the loop reaches it too.
      for (const channel of listeners.keys()) await client.query(`LISTEN ${channel}`);
    } catch {
      return onLost();
    }
    if (!running) return void client.end().catch(() => undefined);
    current = client;
    heard = new Set(listeners.keys());
    if (listenedBefore) log?.info({}, 'database listener listening again');
    listenedBefore = true;
    wait = RETRY_MS.first;
    let beating = false;
    heartbeat.timer = setInterval(() => {
      if (beating) return;
      beating = true;
      client.query('select 1').then(() => (beating = false), onLost);
    }, timeouts.heartbeatMs).unref();
    for (const handlers of everyone()) handlers.up();
  };

  return async (channel, handlers) => {
    listeners.set(channel, (listeners.get(channel) ?? new Set()).add(handlers));
    if (!running) {
      running = true;
      // The first attempt is awaited, so a server that starts with its database reachable is ready
      // (it hears changes) once it listens; a failed one retries in the background.
      await attempt();
    } else if (current) {
      // Already listening on other channels: this one joins at once (or with the next reconnect).
      const client = current;
      if (!heard.has(channel)) {
        heard.add(channel);
        await client.query(`LISTEN ${channel}`).catch(() => undefined);
      }
      if (current === client) handlers.up();
    }
    return async () => {
      handlers.down();
      listeners.get(channel)?.delete(handlers);
      if (listeners.get(channel)?.size === 0) listeners.delete(channel);
      if (listeners.size > 0 || !running) return;
      running = false;
      clearTimeout(timer);
      const client = current;
      current = null;
      await client?.end().catch(() => undefined);
    };
  };
}

export interface OpenDatabaseOptions {
  /** postgres://… → node-postgres; otherwise the embedded PGlite. */
  databaseUrl?: string;
  /** PGlite persists in `${dataDir}/db`; null keeps it in memory (tests). */
  dataDir: string | null;
  /** Told when PostgreSQL drops an idle pooled connection (restart, pg_terminate_backend, network). */
  onConnectionError?: (error: Error) => void;
  /** Default: databaseTimeouts() (the environment's). */
  timeouts?: Partial<DatabaseTimeouts>;
  /** Where the listener says it lost its connection and listens again. */
  log?: DatabaseLog;
}

/**
 * Connections per API process: two per core. More only adds PostgreSQL backends that sleep and
 * wake between one request's statements: on 2 cores, products' first page at 10 clients went from
 * ~1,000 req/s with 10 connections to ~1,400 with 4 (p99 26 → 16 ms), 2 being slower again
 * (scripts/bench: API beside pgbench). DATABASE_POOL_MAX overrides it.
 */
export const poolSize = (env: NodeJS.ProcessEnv = process.env): number =>
  Number(env.DATABASE_POOL_MAX) > 0 ? Number(env.DATABASE_POOL_MAX) : 2 * os.availableParallelism();

/**
 * node-postgres pool settings. A connect that the server does not complete fails after 3 s, so a
 * request answers 503 instead of hanging while PostgreSQL is away; TCP keep-alive (probing after
 * 10 s idle, not the system's 2 h) finds connections a vanished server left open; the application name lets an operator find (or terminate) the API's sessions.
 * `?application_name=` in DATABASE_URL overrides it.
 */
export const POOL_SETTINGS = {
  max: poolSize(),
  connectionTimeoutMillis: 3000,
  idleTimeoutMillis: 30_000,
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
  application_name: 'agrocadena-api',
} as const;

/**
 * A pool that survives the server going away. pg emits 'error' on an idle pooled client whose
 * connection dies, and the pool re-emits it; a checked-out client (inside a transaction, between
 * two queries) emits it too. An 'error' event without a listener ends the process — the outage
 * bug — so both get one: the dead client is dropped, the query that was using it rejects (503),
 * and the next request connects afresh.
 */
function createPool(connectionString: string, onConnectionError: (error: Error) => void, timeouts: DatabaseTimeouts, turns: Turns): Pool {
  const pool = new Pool({ connectionString, ...POOL_SETTINGS, statement_timeout: timeouts.statementMs, query_timeout: timeouts.answerMs });
  pool.on('error', (error) => onConnectionError(error));
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    droppedWhenUnanswered(client);
  });
  // pool.query checks out with a callback and releases on every path itself; drizzle's
  // transactions check out without one. Each checkout is a turn (db/turns.ts), until its release.
  const checkout = pool.connect.bind(pool);
  const inTurn = () =>
    new Promise<PoolClient>((resolve, reject) => {
      const turn = turns.take(
        () =>
          new Promise<void>((endTurn) => {
            checkout().then(
              (client) => {
                // The pool gives each checkout a release of its own, so this one is this turn's.
                const release = client.release;
                let ended = false;
                client.release = ((error?: Error | boolean) => {
                  if (!ended) endTurn();
                  ended = true;
                  release.call(client, error);
                }) as PoolClient['release'];
                resolve(client);
              },
              (error: unknown) => {
                endTurn();
                reject(error);
              },
            );
          }),
      );
      turn.catch(reject);
    });
  pool.connect = ((callback?: (error: Error | undefined, client?: PoolClient, done?: PoolClient['release']) => void) => {
    if (!callback) return inTurn().then(releasedWhenItDies);
    inTurn().then(
      (client) => callback(undefined, client, client.release),
      (error: Error) => callback(error, undefined, () => undefined),
    );
  }) as Pool['connect'];
  return pool;
}

/** Destroys a client's socket: its 'end' follows at once, whatever the other side does. */
function dropConnection(client: Client | PoolClient): void {
  (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
}

const isAnswerTimeout = (error: unknown) => error instanceof Error && error.message === 'Query read timeout';

/**
 * pg fails a statement unanswered for `query_timeout` (answered 503) but keeps its connection
 * waiting for that answer, every later statement queued behind it: a checked-out client would go
 * back to the pool that way. So the connection is dropped, and the pool replaces it (a checked-out
 * client gives its slot back as it ends: releasedWhenItDies).
 */
function droppedWhenUnanswered(client: PoolClient): void {
  // The class's method looked up at each call, so whatever wraps Client.prototype.query still runs.
  const query = (...args: unknown[]) => (Object.getPrototypeOf(client) as { query: (...a: unknown[]) => unknown }).query.apply(client, args);
  const dropIfUnanswered = (error: unknown) => {
    if (isAnswerTimeout(error)) dropConnection(client);
  };
  client.query = ((...args: unknown[]) => {
    const callback = args[args.length - 1];
    if (typeof callback === 'function') {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        dropIfUnanswered(error);
        callback(error, result);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.catch(dropIfUnanswered);
    return result;
  }) as PoolClient['query'];
}

/**
 * drizzle-orm 0.45 sends a transaction's BEGIN before the try/finally that releases its client
 * (drizzle-team/drizzle-orm#6241): a connection that dies right then would hold its pool slot for
 * good, and after a few outages every request would wait for a slot and fail. So a checked-out
 * client gives its slot back as soon as its connection ends; drizzle's own release() comes later,
 * if at all, and is then a no-op (a second release would throw).
 */
function releasedWhenItDies(client: PoolClient): PoolClient {
  const release = client.release;
  let released = false;
  const onEnd = () => client.release(new Error('Connection terminated while checked out'));
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.off('end', onEnd);
    release(error);
  };
  client.once('end', onEnd);
  return client;
}

// Same folder from src/db (ts-jest) and dist/db (node): the package's drizzle/ folder.
export const MIGRATIONS_FOLDER = path.resolve(__dirname, '../../drizzle');

/**
 * Pending migrations, on a connection of their own without the requests' timeouts: building an
 * index on a large table may rightly take minutes.
 */
async function migratePostgres(connectionString: string): Promise<void> {
  const pool = new Pool({ connectionString, max: 1, application_name: 'agrocadena-api-migrate' });
  try {
    await migratePg(drizzlePg(pool) as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await pool.end();
  }
}

/** Opens the database and applies pending migrations before anything else touches it. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    await migratePostgres(options.databaseUrl);
    const timeouts = { ...databaseTimeouts(), ...options.timeouts };
    // As many turns at once as the pool has connections; PostgreSQL runs elsewhere, so a free one passes on at once.
    const turns = takingTurns({ slots: POOL_SETTINGS.max, loopBetweenTurns: false, maxWaitMs: databaseMaxWaitMs() });
    const pool = createPool(options.databaseUrl, options.onConnectionError ?? (() => undefined), timeouts, turns);
    const unwatch = options.log ? watchTurns(turns, options.log.warn) : () => undefined;
    return {
      db: drizzlePg(pool) as unknown as Db,
      driver: 'postgres',
      turns,
      listen: postgresListener(options.databaseUrl, timeouts, options.log),
      close: () => {
        unwatch();
        return pool.end();
      },
    };
  }

  let dataPath: string | undefined;
  if (options.dataDir) {
    dataPath = path.join(options.dataDir, 'db');
    // A new DATA_DIR starts from the database made at build time instead of running initdb.
    if (!copyTemplateInto(dataPath)) fs.mkdirSync(dataPath, { recursive: true });
  }
  // One options object: `new PGlite(undefined, options)` ignores its options (in-memory tests lost them).
  const turns = takingTurns();
  const client = withTurns(new PGlite({ ...PGLITE_OPTIONS, dataDir: dataPath }), turns);
  await client.waitReady;
  const db = drizzlePglite(client) as unknown as Db;
  try {
    await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await client.close();
    throw error;
  }
  // Opened and migrated, whatever it took: from now on requests wait a bounded time.
  turns.maxWaitMs = databaseMaxWaitMs();
  const unwatch = options.log ? watchTurns(turns, options.log.warn) : () => undefined;
  return {
    db,
    driver: 'pglite',
    turns,
    // One process holds the embedded database: its own NOTIFYs are all there is to hear.
    async listen(channel, handlers) {
      const unlisten = await client.listen(channel, handlers.message);
      handlers.up();
      return async () => {
        handlers.down();
        await unlisten().catch(() => undefined);
      };
    },
    close: () => {
      unwatch();
      return client.close();
    },
  };
}
