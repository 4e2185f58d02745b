import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { loggerOptions } from '../../src/http/logging';
import { redisClient, redisCounter } from '../../src/http/rate-limit-store';
import { createUser, naturalBody, PASSWORD } from '../support/accounts';
import { client } from '../support/http';
import { TcpProxy } from '../support/tcp-proxy';
import { startTestApp, useTestApp } from '../support/test-app';
import { waitUntil } from '../support/wait';

/** A server with a client bound to it. */
async function startWithClient(options: Parameters<typeof startTestApp>[0]) {
  const server = await startTestApp(options);
  return { ...server, api: client(server.baseUrl) };
}

// Runs only when REDIS_URL is set (the api-redis project); every run counts under its own prefix,
// so attempts of an earlier run still inside their window never leak into this one.
const redisUrl = process.env.REDIS_URL!;
const prefix = `agrocadena-test:${randomUUID()}:`;
const connections: Redis[] = [];
const connect = () => {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  connections.push(redis);
  return redis;
};
afterAll(() => connections.forEach((c) => c.disconnect()));

test('two processes (two connections) count one key together, in one window, until it is reset', async () => {
  const [a, b] = [redisCounter(connect(), prefix), redisCounter(connect(), prefix)];
  expect(await a.hit('k', 60_000)).toMatchObject({ current: 1 });
  expect(await b.hit('k', 60_000)).toMatchObject({ current: 2 });
  const third = await a.hit('k', 60_000);
  expect(third.current).toBe(3);
  expect(third.ttl).toBeGreaterThan(0);
  expect(third.ttl).toBeLessThanOrEqual(60_000);
  await b.reset('k');
  expect(await a.hit('k', 60_000)).toMatchObject({ current: 1 });
});

test('a window ends: the count starts again', async () => {
  const counter = redisCounter(connect(), prefix);
  await counter.hit('short', 50);
  await counter.hit('short', 50);
  // Waits for the window to pass (a condition, not a sleep): the next hit opens a new one.
  const deadline = Date.now() + 5_000;
  let hit = await counter.hit('short', 50);
  while (hit.current !== 1 && Date.now() < deadline) hit = await counter.hit('short', 50);
  expect(hit.current).toBe(1);
});

describe('the app counting in Redis', () => {
  const t = useTestApp({ rateCounter: redisCounter(connect(), prefix), rateLimits: { loginAccount: { max: 2, timeWindow: 60_000 } } });

  test('per account limits hold', async () => {
    const ana = await createUser(t.api, t.outboxDir, naturalBody());
    for (let i = 0; i < 2; i++) expect((await t.api.post('/login', { email: ana.email, password: 'wrong-guess' })).status).toBe(401);
    expect((await t.api.post('/login', { email: ana.email, password: PASSWORD })).status).toBe(429);
  });
});

test('peek reads a count without adding to it', async () => {
  const counter = redisCounter(connect(), prefix);
  expect(await counter.peek('seen')).toEqual({ current: 0, ttl: 0 });
  await counter.hit('seen', 60_000);
  const peeked = await counter.peek('seen');
  expect(peeked.current).toBe(1);
  expect(peeked.ttl).toBeGreaterThan(0);
  expect((await counter.peek('seen')).current).toBe(1);
});

test('Redis going away: log-ins keep answering (never 500), the limits count in the database meanwhile, and it is logged', async () => {
  const server = new URL(redisUrl);
  const proxy = new TcpProxy(server.hostname, Number(server.port || 6379));
  await proxy.listen();
  const viaProxy = redisClient(`redis://127.0.0.1:${proxy.port}`);
  const lines: string[] = [];
  const app = await startWithClient({
    rateCounter: redisCounter(viaProxy, prefix),
    rateLimits: { loginAccount: { max: 2, timeWindow: 60_000 } },
    logger: loggerOptions('info', { write: (line) => lines.push(line) }),
  });
  try {
    const ana = await createUser(app.api, app.outboxDir, naturalBody());
    const login = (password: string) => app.api.post('/login', { email: ana.email, password });
    expect((await login('wrong-guess')).status).toBe(401);
    await proxy.cut();
    expect((await login(PASSWORD)).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await login('wrong-guess')).status).toBe(401);
    expect((await login('wrong-guess')).status).toBe(429);
    expect(lines.filter((line) => line.includes('Redis does not answer'))).toHaveLength(1);
    expect((await app.api.get('/ready')).status).toBe(200);

    await proxy.restore();
    await waitUntil(async () => (await login(PASSWORD), lines.some((line) => line.includes('Redis answers again'))), 15_000);
  } finally {
    await app.close();
    viaProxy.disconnect();
    await proxy.close();
  }
}, 30_000);
