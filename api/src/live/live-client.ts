import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { LIVE_CLIENT_HEADER, MAX_LIVE_CLIENT_LENGTH, PATTERNS } from '@agrocadena/contracts';
import type { Db } from '../db/client';

/**
 * The app (browser tab) a write comes from, so its live echo is not sent back to it: the app
 * already read again what its own write changed. Each tab sends a random id of its own on its
 * writes (X-Live-Client) and when it opens its stream (`?client=`).
 */
const header = LIVE_CLIENT_HEADER.toLowerCase();
const pattern = new RegExp(PATTERNS.liveClient);
const wellFormed = (client: unknown): client is string =>
  typeof client === 'string' && client.length <= MAX_LIVE_CLIENT_LENGTH && pattern.test(client);

const writingClient = new AsyncLocalStorage<string>();

/** Each write carrying a well-formed X-Live-Client runs knowing it (anything else: unknown, as before). */
export function installLiveClient(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const client = request.headers[header];
    if (request.method !== 'GET' && wellFormed(client)) writingClient.run(client, done);
    else done();
  });
}

/**
 * `db` whose transactions tell the live-change triggers which app writes (drizzle/0021_live_origin.sql
 * reads agrocadena.live_client). A write outside a transaction is heard without it: its app gets
 * the echo and reads once more, which costs a read, never a missed change.
 */
export function taggingLiveClient(db: Db): Db {
  const tagged = Object.create(db) as Db;
  tagged.transaction = (run, config) =>
    db.transaction(async (tx) => {
      const client = writingClient.getStore();
      if (client) await tx.execute(sql`select set_config('agrocadena.live_client', ${client}, true)`);
      return run(tx);
    }, config);
  return tagged;
}
