import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/app';
import { openDatabase, type Database, type OpenDatabaseOptions } from '../../src/db/client';
import { runSeeds } from '../../src/seed';
import { TcpProxy } from './tcp-proxy';
import { openTestDatabase } from './test-db';

export interface ProxiedApp {
  /** Straight to the server: set-up, checks, pg_terminate_backend. */
  direct: Database;
  /** What the API uses, through the proxy. */
  viaProxy: Database;
  proxy: TcpProxy;
  app: FastifyInstance;
  baseUrl: string;
  dataDir: string;
  outboxDir: string;
  close(): Promise<void>;
}

/**
 * An API whose PostgreSQL sits behind a TcpProxy a test can cut, black-hole or stall, over a fresh
 * database of its own (TEST_DB=postgres). `listen`: the API hears the database's changes too.
 */
export async function startBehindProxy(
  options: Pick<OpenDatabaseOptions, 'timeouts' | 'log'> & Pick<BuildAppOptions, 'logger'> & { listen?: boolean } = {},
): Promise<ProxiedApp> {
  const direct = await openTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agro-proxied-'));
  await runSeeds(direct.db, { demo: false, dataDir });
  const server = new URL(process.env.DATABASE_URL ?? '');
  const proxy = new TcpProxy(server.hostname, Number(server.port || 5432));
  await proxy.listen();
  const current = await direct.db.execute(sql`select current_database() as name`);
  const { name } = (current as unknown as { rows: { name: string }[] }).rows[0];
  const url = new URL(server);
  url.host = `127.0.0.1:${proxy.port}`;
  url.pathname = `/${name}`;
  const viaProxy = await openDatabase({ databaseUrl: url.toString(), dataDir: null, timeouts: options.timeouts, log: options.log });
  const app = await buildApp({
    db: viaProxy.db,
    listen: options.listen ? viaProxy.listen : undefined,
    turns: viaProxy.turns,
    dataDir,
    publicUrl: 'http://agro.test',
    logger: options.logger,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    direct,
    viaProxy,
    proxy,
    app,
    baseUrl: `http://127.0.0.1:${(app.server.address() as { port: number }).port}`,
    dataDir,
    outboxDir: path.join(dataDir, 'outbox'),
    async close() {
      await app.close();
      // The proxy first: if a regression leaked a pooled client, pool.end() would wait for it forever.
      await proxy.close();
      await Promise.race([viaProxy.close(), new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
      await direct.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
