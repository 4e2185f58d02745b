import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { openDatabase, type Database } from '../../src/db/client';
import type { TestUser } from '../support/accounts';
import { client } from '../support/http';
import { openLiveStream } from '../support/live-stream';
import { createProduct, userOfType } from '../support/products';
import { PUBLIC_URL, useTestApp } from '../support/test-app';
import { waitUntil } from '../support/wait';

// Two API servers on one PostgreSQL, as behind a load balancer: each has its own pool and its own
// listening connection, so what one does reaches the other only through NOTIFY.

const t = useTestApp();
let second: { app: FastifyInstance; database: Database; dataDir: string; baseUrl: string };
let farmer: TestUser;
let shop: TestUser;

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

beforeAll(async () => {
  const [{ name }] = rowsOf(await t.database.db.execute(sql`select current_database() as name`));
  const url = new URL(process.env.DATABASE_URL as string);
  url.pathname = `/${String(name)}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agro-api-second-'));
  const app = await buildApp({ db: database.db, listen: database.listen, dataDir, publicUrl: PUBLIC_URL });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  second = { app, database, dataDir, baseUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
  [farmer, shop] = await Promise.all([userOfType(t.api, t.outboxDir, 'AGRO'), userOfType(t.api, t.outboxDir, 'MINORIST')]);
});

afterAll(async () => {
  await second?.app.close();
  await second?.database.close();
  if (second) fs.rmSync(second.dataDir, { recursive: true, force: true });
});

async function streamOn(baseUrl: string, user: TestUser) {
  const stream = await openLiveStream(baseUrl, user.token);
  expect(stream.status).toBe(200);
  return stream;
}

test('a request made on one server reaches the provider listening on the other, and back', async () => {
  const farmerOnSecond = await streamOn(second.baseUrl, farmer);
  const shopOnFirst = await streamOn(t.baseUrl, shop);
  const lemons = await createProduct(t.api, farmer, { name: 'Limón', amount: 50, unitCost: 1000, price: 2000, public: true });
  const asked = await t.api.post('/requestProduct', { productId: lemons._id, amount: 3, proposedPrice: 6000 }, { token: shop.token });
  expect(asked.status).toBe(201);
  await farmerOnSecond.changeOf('requests');

  const onSecond = client(second.baseUrl);
  const accepted = await onSecond.post('/acceptProductRequest', { requestId: asked.body.data._id, amountAccepted: 3 }, { token: farmer.token });
  expect(accepted.status).toBe(200);
  await shopOnFirst.changeOf('requests', 1);
});

test('after its listening connection was cut, a server tells its streams to read everything again', async () => {
  const stream = await streamOn(second.baseUrl, farmer);
  const killed = await t.database.db.execute(
    sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'agrocadena-api-listen' and datname = current_database()`,
  );
  // One listening connection per server, whatever it listens to.
  expect(rowsOf(killed)).toHaveLength(2);
  await waitUntil(() => stream.events.some((e) => e.event === 'resync'), 10_000);
});
