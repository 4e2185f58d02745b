import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/app';
import type { Database } from '../../src/db/client';
import { runSeeds } from '../../src/seed';
import { client, type Client } from './http';
import { openTestDatabase } from './test-db';
import { stockLotBreaches } from './stock-invariants';

export const PUBLIC_URL = 'http://agro.test';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  baseUrl: string;
  dataDir: string;
  outboxDir: string;
  close(): Promise<void>;
}

const GENEROUS = { max: 10_000, timeWindow: 60_000 };

/** A real server on a random port, over a fresh database with the geography loaded. */
export async function startTestApp(
  options: Partial<
    Pick<
      BuildAppOptions,
      'rateLimits' | 'rateCounter' | 'staticRoot' | 'logger' | 'slowRequestMs' | 'liveLimits' | 'loginSlowdownMs' | 'trustProxy' | 'mailer'
    >
  > & {
    demo?: boolean;
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agro-api-test-'));
  await runSeeds(database.db, { demo: options.demo ?? false, dataDir });
  const app = await buildApp({
    db: database.db,
    listen: database.listen,
    turns: database.turns,
    dataDir,
    publicUrl: PUBLIC_URL,
    rateLimits: {
      login: GENEROUS,
      loginAccount: GENEROUS,
      loginAddress: GENEROUS,
      loginAccountSlowdown: GENEROUS,
      signUp: GENEROUS,
      passwordRecovery: GENEROUS,
      ...options.rateLimits,
    },
    loginSlowdownMs: options.loginSlowdownMs,
    trustProxy: options.trustProxy,
    rateCounter: options.rateCounter,
    staticRoot: options.staticRoot ?? null,
    logger: options.logger,
    slowRequestMs: options.slowRequestMs,
    liveLimits: options.liveLimits,
    mailer: options.mailer,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    database,
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir,
    outboxDir: path.join(dataDir, 'outbox'),
    async close() {
      // A connection a test left mid-body (a hostile request answered before its body arrived, the
      // client gone quiet) would keep the server from closing: a second after closing starts, what
      // is still open is cut. Every request a test awaited has been answered by then.
      const cut = setTimeout(() => app.server.closeAllConnections(), 1000);
      await app.close();
      clearTimeout(cut);
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestAppOptions = Parameters<typeof startTestApp>[0];

/**
 * The set-up of every API test file, written once: a server over a fresh database started before
 * the file's tests and closed after them, and a client bound to it. Read its fields inside hooks
 * and tests (they exist once the server has started).
 */
export function useTestApp(options: TestAppOptions = {}): Omit<TestApp, 'close'> & { api: Client } {
  let started: TestApp | undefined;
  const server = (): TestApp => {
    if (!started) throw new Error('the test app starts in beforeAll: read it inside a hook or a test');
    return started;
  };
  beforeAll(async () => {
    started = await startTestApp(options);
  });
  // Every test that moves stock, of any kind, proves the lots still add up to it.
  afterEach(async () => {
    if (started) expect(await stockLotBreaches(started.database.db)).toEqual([]);
  });
  afterAll(async () => {
    await started?.close();
  });
  return {
    get app() {
      return server().app;
    },
    get database() {
      return server().database;
    },
    get baseUrl() {
      return server().baseUrl;
    },
    get dataDir() {
      return server().dataDir;
    },
    get outboxDir() {
      return server().outboxDir;
    },
    api: client(() => server().baseUrl),
  };
}
