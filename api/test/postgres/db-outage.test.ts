import { asc, inArray, sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { POOL_SETTINGS, type Database } from '../../src/db/client';
import { products as productsTable, stockMovements } from '../../src/modules/products/tables';
import { createUser, type TestUser } from '../support/accounts';
import { client, type Json } from '../support/http';
import { createProduct } from '../support/products';
import { startBehindProxy, type ProxiedApp } from '../support/proxied-app';
import type { TcpProxy } from '../support/tcp-proxy';

// PostgreSQL going away under a steady stream of reads and writes, simulated by a TCP proxy between
// the API and the server. It needs a real server, so it lives in its own jest project (api-postgres)
// that scripts/run-tests.js runs only in the PostgreSQL pass. The API runs in this process: an
// unhandled 'error' event of the pg pool — the bug that ended the process — fails this file.

/** Longest an answer may take: the pool's connect timeout (3 s) plus room for a busy machine. */
const HANG_MS = 8000;
/** After the database comes back, the API serves again within this. */
const BACK_WITHIN_MS = 5000;

let direct: Database; // straight to the server: set-up, ledger checks, pg_terminate_backend
let viaProxy: Database; // what the API uses
let proxy: TcpProxy;
let baseUrl: string;
let ana: TestUser;
let products: Json[];
let server: ProxiedApp;

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

beforeAll(async () => {
  server = await startBehindProxy();
  ({ direct, viaProxy, proxy, baseUrl } = server);
  const api = client(baseUrl);
  ana = await createUser(api, server.outboxDir);
  products = await Promise.all([1, 2, 3].map(() => createProduct(api, ana, { amount: 10, unitCost: 1000 })));
});

afterAll(() => server?.close());

interface Answer {
  kind: 'write' | 'read' | 'probe';
  /** 0: no answer within HANG_MS; -1: the API itself could not be reached. */
  status: number;
  start: number;
  end: number;
}
const answers: Answer[] = [];

async function send(kind: Answer['kind'], method: string, url: string, body?: unknown): Promise<{ status: number; body: Json }> {
  const start = Date.now();
  let status: number;
  let json: Json = null;
  try {
    const res = await fetch(`${baseUrl}/api${url}`, {
      method,
      headers: { authorization: ana.token, 'accept-language': 'en', ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(HANG_MS),
    });
    status = res.status;
    json = await res.json().catch(() => null);
  } catch (error) {
    status = (error as Error).name === 'TimeoutError' ? 0 : -1;
  }
  answers.push({ kind, status, start, end: Date.now() });
  return { status, body: json };
}

const count = (since: number, kind: Answer['kind'], status: number) =>
  answers.filter((a) => a.start >= since && a.kind === kind && a.status === status).length;

// What the writers know: the cost of each change (unique, so it names the change in the ledger) →
// the ledger row the API acknowledged, and the changes applied whose 200 was lost on the way.
const acknowledged = new Map<number, string>();
const ackLost = new Set<number>();
let nextCost = 1000;

/**
 * One stock change as the stock dialog makes it, resolved: on 503 the same request again (same
 * previousAmount) until 200, or until 409 STOCK_CHANGED showing our own new total — the change did
 * apply, only its answer was lost. Each product has one writer, so nothing else moves its stock.
 */
async function changeStock(product: Json): Promise<void> {
  const body = { product: product._id, previousAmount: product.amount, amount: product.amount + 1, cost: nextCost++ };
  for (let unsure = false; ; unsure = true) {
    const res = await send('write', 'POST', '/stock', body);
    if (res.status === 200) {
      acknowledged.set(body.cost, res.body.data.movement._id);
      product.amount = res.body.data.product.amount;
      return;
    }
    if (res.status === 409 && unsure && res.body.data.amount === body.amount) {
      ackLost.add(body.cost);
      product.amount = body.amount;
      return;
    }
    if (res.status !== 503) throw new Error(`a stock change answered ${res.status}: ${JSON.stringify(res.body)}`);
    await pace();
  }
}

/** A client's pacing between two calls (not a wait for anything). */
const pace = () => new Promise((resolve) => setTimeout(resolve, 10));

let trafficError: unknown = null;

/** Three writers (one per product) and two readers, until the returned stop() is awaited. */
function startTraffic(): () => Promise<void> {
  let running = true;
  const loop = async (step: () => Promise<unknown>) => {
    try {
      while (running) {
        await step();
        await pace();
      }
    } catch (error) {
      trafficError = error;
    }
  };
  const loops = [
    ...products.map((product) => loop(() => changeStock(product))),
    loop(() => send('read', 'GET', `/users/${ana.id}/products`)),
    loop(() => send('read', 'GET', `/products/${products[0]._id}/stockMovements?limit=5`)),
  ];
  return async () => {
    running = false;
    await Promise.all(loops);
  };
}

/** Polls `check` until true; fails after `timeoutMs`, or at once when the traffic broke. */
async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (trafficError) throw trafficError;
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const probe = async (url: string) => {
  const res = await send('probe', 'GET', url);
  return [res.status, res.body?.code];
};

/**
 * Once every request is answered, the API's pool holds no client: none was kept by a request that
 * failed (a leaked client keeps its slot for good, and a few outages would exhaust the pool).
 */
function expectNoClientHeld() {
  const pool = (viaProxy.db as unknown as { $client: Pool }).$client;
  expect(pool.totalCount - pool.idleCount).toBe(0);
}

/** Every answer so far was a 200 or a 503, but for the 409s that settled a lost acknowledgement. */
function expectOnly200And503() {
  const statuses = answers.map((a) => a.status).filter((s) => s !== 200 && s !== 503);
  expect(statuses).toEqual(Array(ackLost.size).fill(409));
}

/** Every acknowledged change is in the ledger, none twice, nothing unknown; each chain unbroken. */
async function expectExactLedger() {
  const ids = products.map((p) => p._id as string);
  const ledger = await direct.db
    .select()
    .from(stockMovements)
    .where(inArray(stockMovements.productId, ids))
    .orderBy(asc(stockMovements.createdAt), asc(stockMovements.id));
  const changes = ledger.filter((row) => row.reason === 'addition');
  const costs = changes.map((row) => Number(row.unitCost)).sort((a, b) => a - b);
  expect(costs).toEqual([...new Set(costs)]);
  expect(costs).toEqual([...acknowledged.keys(), ...ackLost].sort((a, b) => a - b));
  const rowIds = new Set(changes.map((row) => row.id));
  expect([...acknowledged.values()].filter((id) => !rowIds.has(id))).toEqual([]);

  const stored = await direct.db.select().from(productsTable).where(inArray(productsTable.id, ids));
  for (const product of products) {
    let amount = 0;
    for (const row of ledger.filter((r) => r.productId === product._id)) {
      amount += Number(row.delta);
      expect(Number(row.amountAfter)).toBe(amount);
    }
    expect([Number(stored.find((p) => p.id === product._id)?.amount), product.amount]).toEqual([amount, amount]);
  }
}

test('PostgreSQL cut off under reads and writes: 503 while away, 200 within 5 s of its return, no acknowledged write lost or doubled', async () => {
  const stop = startTraffic();
  let cutAt = 0;
  let restoredAt = 0;
  try {
    const started = Date.now();
    await until('traffic before the cut', () => count(started, 'write', 200) >= 10 && count(started, 'read', 200) >= 10);

    await proxy.cut();
    cutAt = Date.now();
    await until('503s during the cut', () => count(cutAt, 'write', 503) >= 10 && count(cutAt, 'read', 503) >= 10);
    expect(await probe('/ready')).toEqual([503, 'SERVICE_UNAVAILABLE']);
    expect(await probe('/health')).toEqual([200, undefined]);

    restoredAt = Date.now();
    await proxy.restore();
    await until(
      'serving again',
      async () => count(restoredAt, 'write', 200) > 0 && count(restoredAt, 'read', 200) > 0 && (await probe('/ready'))[0] === 200,
      BACK_WITHIN_MS,
    );
    await until('traffic after the return', () => count(restoredAt, 'write', 200) >= 10);
  } finally {
    await stop();
  }
  // Asked and answered while the database was away: every read and write a 503.
  const duringCut = answers.filter((a) => a.kind !== 'probe' && a.start >= cutAt && a.end <= restoredAt);
  expect(duringCut.length).toBeGreaterThan(20);
  expect(duringCut.filter((a) => a.status !== 503)).toEqual([]);
  expectOnly200And503();
  expectNoClientHeld();
  await expectExactLedger();
});

/** pg_terminate_backend on the server sessions the API holds through the proxy; how many. */
async function terminateApiSessions(): Promise<number> {
  const ports = proxy.upstreamPorts();
  if (ports.length === 0) return 0;
  const result = await direct.db.execute(sql`
    select pg_terminate_backend(pid) as done from pg_stat_activity
    where datname = current_database() and application_name = 'agrocadena-api'
      and client_port in (${sql.join(
        ports.map((port) => sql`${port}`),
        sql`, `,
      )}) and pid <> pg_backend_pid()`);
  return rows<{ done: boolean }>(result).filter((row) => row.done).length;
}

test('pg_terminate_backend of the API’s sessions, busy and then idle in the pool: the API keeps serving', async () => {
  const stop = startTraffic();
  try {
    const started = Date.now();
    await until('traffic before', () => count(started, 'write', 200) >= 5);
    expect(await terminateApiSessions()).toBeGreaterThan(0);
    const killedAt = Date.now();
    await until('serving after', () => count(killedAt, 'write', 200) >= 5 && count(killedAt, 'read', 200) >= 5, BACK_WITHIN_MS);
  } finally {
    await stop();
  }
  // Idle pooled connections dying is what used to end the process (the pool's 'error' event).
  expect(await terminateApiSessions()).toBeGreaterThan(0);
  await until('the gone sessions are gone', async () => (await terminateApiSessions()) === 0);
  await until('serving after idle ones', async () => (await send('read', 'GET', `/users/${ana.id}/products`)).status === 200, BACK_WITHIN_MS);
  expectOnly200And503();
  expectNoClientHeld();
  await expectExactLedger();
});

test('a COMMIT whose answer is lost: 503, and the same change sent again is refused (409) instead of applied twice', async () => {
  const product = products[0];
  const body = { product: product._id, previousAmount: product.amount, amount: product.amount + 1, cost: nextCost++ };
  const dropped = proxy.dropAnswerTo('commit');
  const first = await send('write', 'POST', '/stock', body);
  await dropped;
  expect([first.status, first.body.code]).toEqual([503, 'SERVICE_UNAVAILABLE']);

  const again = await send('write', 'POST', '/stock', body);
  expect([again.status, again.body.code, again.body.data.amount]).toEqual([409, 'STOCK_CHANGED', body.amount]);
  ackLost.add(body.cost);
  product.amount = body.amount;
  expectOnly200And503();
  expectNoClientHeld();
  await expectExactLedger();
});

test('a connection lost at BEGIN: 503, the pool keeps no client for it, and the change sent again applies once', async () => {
  const product = products[1];
  const body = { product: product._id, previousAmount: product.amount, amount: product.amount + 1, cost: nextCost++ };
  const dropped = proxy.dropAnswerTo('begin');
  const first = await send('write', 'POST', '/stock', body);
  await dropped;
  expect([first.status, first.body.code]).toEqual([503, 'SERVICE_UNAVAILABLE']);
  expectNoClientHeld();

  const again = await send('write', 'POST', '/stock', body);
  expect(again.status).toBe(200);
  acknowledged.set(body.cost, again.body.data.movement._id);
  product.amount = body.amount;
  await expectExactLedger();
});

test('a server that accepts connections but never answers: 503 after the connect timeout, never a hang', async () => {
  await proxy.blackHole();
  try {
    // A connection the black hole's cut just killed fails a request at once: ask until one had to
    // connect anew and so waited for the pool's connect timeout.
    const { connectionTimeoutMillis } = POOL_SETTINGS;
    await until('a read that had to connect', async () => {
      const started = Date.now();
      const read = await send('read', 'GET', `/users/${ana.id}/products`);
      expect([read.status, read.body.code]).toEqual([503, 'SERVICE_UNAVAILABLE']);
      return Date.now() - started >= connectionTimeoutMillis;
    });
    expect(proxy.held).toBeGreaterThan(0);
    // The readiness probe gives up sooner, on its own short timeout.
    const started = Date.now();
    expect(await probe('/ready')).toEqual([503, 'SERVICE_UNAVAILABLE']);
    expect(Date.now() - started).toBeLessThan(connectionTimeoutMillis);
  } finally {
    await proxy.restore();
  }
  await until('serving again', async () => (await send('read', 'GET', `/users/${ana.id}/products`)).status === 200, BACK_WITHIN_MS);
  expectOnly200And503();
  expectNoClientHeld();
});
