import { sql } from 'drizzle-orm';
import { POOL_SETTINGS } from '../../src/db/client';
import { loggerOptions } from '../../src/http/logging';
import { createUser, type TestUser } from '../support/accounts';
import { client } from '../support/http';
import { openLiveStream } from '../support/live-stream';
import { createProduct } from '../support/products';
import { startBehindProxy, type ProxiedApp } from '../support/proxied-app';
import { waitUntil } from '../support/wait';

// PostgreSQL gone silent with its connections open (a stalled server, a network that drops
// packets without resetting): nothing errors, answers just never come. Through a proxy in stall
// mode, with short timeouts so the file runs in seconds.
const TIMEOUTS = { statementMs: 1000, answerMs: 1500, heartbeatMs: 500 };
/** The longest a request may wait for a stalled database: the answer timeout, then the pool's connect timeout. */
const ANSWERED_WITHIN_MS = TIMEOUTS.answerMs + POOL_SETTINGS.connectionTimeoutMillis + 2000;

let server: ProxiedApp;
let ana: TestUser;
const lines: string[] = [];
const baseUrl = () => server.baseUrl;
const api = client(baseUrl);
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

beforeAll(async () => {
  server = await startBehindProxy({
    listen: true,
    timeouts: TIMEOUTS,
    logger: loggerOptions('info', { write: (line) => lines.push(line) }),
    log: { warn: (details, message) => lines.push(`${message} ${JSON.stringify(details)}`), info: (_details, message) => lines.push(message) },
  });
  ana = await createUser(api, server.outboxDir);
});

afterAll(() => server?.close());

/** A call that gives up long after the API should have answered: 0 when it did not answer. */
async function timed(method: string, url: string, body?: unknown): Promise<{ status: number; ms: number; retryAfter: string | null }> {
  const started = Date.now();
  try {
    const res = await fetch(`${baseUrl()}/api${url}`, {
      method,
      headers: { authorization: ana.token, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(20_000),
    });
    await res.text();
    return { status: res.status, ms: Date.now() - started, retryAfter: res.headers.get('retry-after') };
  } catch {
    return { status: 0, ms: Date.now() - started, retryAfter: null };
  }
}

test('a stalled database: reads and writes answer 503 with Retry-After within seconds, and it serves again once back', async () => {
  const product = await createProduct(api, ana, { amount: 10, unitCost: 1000 });
  server.proxy.stall();
  try {
    const [read, write] = await Promise.all([
      timed('GET', `/users/${ana.id}/products`),
      timed('POST', '/stock', { product: product._id, previousAmount: 10, amount: 11, cost: 1000 }),
    ]);
    for (const answer of [read, write]) {
      expect(answer.status).toBe(503);
      expect(answer.retryAfter).toBeTruthy();
      expect(answer.ms).toBeLessThan(ANSWERED_WITHIN_MS);
    }
    // Every pooled connection the stall held was dropped, so the next call cannot hang on one either.
    const again = await timed('GET', `/users/${ana.id}/products`);
    expect([again.status, again.ms < ANSWERED_WITHIN_MS]).toEqual([503, true]);
  } finally {
    await server.proxy.restore();
  }
  await waitUntil(async () => (await timed('GET', `/users/${ana.id}/products`)).status === 200, 10_000);
});

test('a listening connection gone silent is replaced: /ready says so meanwhile, it is logged, and open streams get a resync', async () => {
  await waitUntil(async () => (await timed('GET', '/ready')).status === 200, 10_000);
  const stream = await openLiveStream(baseUrl(), ana.token);
  expect(stream.status).toBe(200);
  const listening = rows<{ port: number }>(
    await server.direct.db.execute(
      sql`select client_port as port from pg_stat_activity where application_name = 'agrocadena-api-listen' and datname = current_database()`,
    ),
  );
  expect(listening).toHaveLength(1);
  const linesBefore = lines.length;
  // Only the listener's connection goes silent: the database still answers every request.
  server.proxy.stall([listening[0].port]);

  await waitUntil(async () => (await timed('GET', '/ready')).status === 503, 10_000);
  expect((await timed('GET', `/users/${ana.id}/products`)).status).toBe(200);
  expect(lines.slice(linesBefore).some((line) => line.includes('database listener lost'))).toBe(true);

  await waitUntil(() => stream.events.some((event) => event.event === 'resync'), 15_000);
  expect((await timed('GET', '/ready')).status).toBe(200);
  expect(lines.slice(linesBefore).some((line) => line.includes('database listener listening again'))).toBe(true);
  // And it hears again: a change of Ana's stock reaches her stream.
  const product = await createProduct(api, ana, { amount: 5, unitCost: 100 });
  expect((await api.post('/stock', { product: product._id, previousAmount: 5, amount: 6, cost: 100 }, { token: ana.token })).status).toBe(200);
  await stream.changeOf('products');
});
