import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { createUser, naturalBody, PASSWORD, uniqueEmail, type TestUser } from '../../../test/support/accounts';
import { client } from '../../../test/support/http';
import { PUBLIC_URL, useTestApp } from '../../../test/support/test-app';

// Failed log-ins counted per account and address (strict), per address (generous: a cooperative's
// members share one) and per account from every address (past it, attempts wait). The server is
// behind a load balancer here (trustProxy), so each test can speak from several addresses. The wait
// is long beside a log-in (~0.1 s), so "not slowed" holds on a machine busy enough to slow every answer.
const SLOWDOWN_MS = 2000;
const limits = {
  login: { max: 100, timeWindow: 60_000 },
  loginAccount: { max: 3, timeWindow: 60_000 },
  loginAddress: { max: 8, timeWindow: 60_000 },
  loginAccountSlowdown: { max: 5, timeWindow: 60_000 },
};
const t = useTestApp({ rateLimits: limits, trustProxy: true, loginSlowdownMs: SLOWDOWN_MS });
const { api } = t;
let ana: TestUser;
let bea: TestUser;

beforeAll(async () => {
  ana = await createUser(api, t.outboxDir, naturalBody());
  bea = await createUser(api, t.outboxDir, naturalBody());
});

/** Each test speaks from addresses of its own: the per-address count never leaks between tests. */
let nextNetwork = 0;
const network = () => ((nextNetwork += 1), (host: number) => `10.${nextNetwork}.0.${host}`);
const login = (email: string, password: string, from: string, on = api) =>
  on.post('/login', { email, password }, { lang: 'en', headers: { 'x-forwarded-for': from } });

test("guessing one account's password from one address is stopped; the others behind that address keep logging in", async () => {
  const at = network();
  for (let i = 0; i < 3; i++) expect((await login(ana.email, 'wrong-guess', at(1))).status).toBe(401);
  const stopped = await login(ana.email.toUpperCase(), PASSWORD, at(1));
  expect(stopped.status).toBe(429);
  expect(stopped.body).toMatchObject({ success: false, code: 'RATE_LIMITED', data: null });
  expect(stopped.body.message).toMatch(/^Too many attempts\. Wait \d+ s and try again\.$/);
  expect(Number(stopped.headers.get('retry-after'))).toBeGreaterThan(0);
  for (let i = 0; i < 3; i++) expect((await login(bea.email, PASSWORD, at(1))).status).toBe(200);
});

test('failing on purpose from another address never locks the owner out: from their own, the right password gets in', async () => {
  const at = network();
  const owner = await createUser(api, t.outboxDir, naturalBody());
  for (let i = 0; i < 3; i++) expect((await login(owner.email, 'wrong-guess', at(66))).status).toBe(401);
  expect((await login(owner.email, PASSWORD, at(66))).status).toBe(429);
  expect((await login(owner.email, PASSWORD, at(1))).status).toBe(200);
});

test("the owner getting in forgets their address's failed attempts at the account", async () => {
  const at = network();
  const carla = await createUser(api, t.outboxDir, naturalBody());
  for (let i = 0; i < 2; i++) expect((await login(carla.email, 'wrong-guess', at(1))).status).toBe(401);
  expect((await login(carla.email, PASSWORD, at(1))).status).toBe(200);
  for (let i = 0; i < 3; i++) expect((await login(carla.email, 'wrong-guess', at(1))).status).toBe(401);
  expect((await login(carla.email, 'wrong-guess', at(1))).status).toBe(429);
});

test('one address failing on many accounts is stopped for every account', async () => {
  const at = network();
  for (let i = 0; i < 8; i++) expect((await login(uniqueEmail('sprayed'), 'wrong-guess', at(9))).status).toBe(401);
  expect((await login(bea.email, PASSWORD, at(9))).status).toBe(429);
  expect((await login(bea.email, PASSWORD, at(10))).status).toBe(200);
});

test('a burst of failures at one account from many addresses slows every attempt at it, the owner included, without refusing the owner', async () => {
  const at = network();
  const dora = await createUser(api, t.outboxDir, naturalBody());
  for (let host = 1; host <= 5; host++) expect((await login(dora.email, 'wrong-guess', at(host))).status).toBe(401);
  const started = performance.now();
  const guess = await login(dora.email, 'wrong-guess', at(6));
  expect(guess.status).toBe(401);
  expect(performance.now() - started).toBeGreaterThanOrEqual(SLOWDOWN_MS);
  const ownerStarted = performance.now();
  expect((await login(dora.email, PASSWORD, at(100))).status).toBe(200);
  expect(performance.now() - ownerStarted).toBeGreaterThanOrEqual(SLOWDOWN_MS);
  // Another account is not slowed by it.
  const other = performance.now();
  expect((await login(bea.email, PASSWORD, at(100))).status).toBe(200);
  expect(performance.now() - other).toBeLessThan(SLOWDOWN_MS);
});

test('an address without an account is limited the same way (the limit tells nothing about who exists)', async () => {
  const at = network();
  const nobody = uniqueEmail('nobody');
  for (let i = 0; i < 3; i++) expect((await login(nobody, 'wrong-guess', at(1))).status).toBe(401);
  expect((await login(nobody, 'wrong-guess', at(1))).status).toBe(429);
});

test('parallel guesses from one address cannot slip past the count', async () => {
  const at = network();
  const eli = await createUser(api, t.outboxDir, naturalBody());
  const answers = await Promise.all(Array.from({ length: 12 }, () => login(eli.email, 'wrong-guess', at(1))));
  expect(answers.filter((a) => a.status === 401)).toHaveLength(3);
  expect(answers.filter((a) => a.status === 429)).toHaveLength(9);
});

describe('two API processes over one database', () => {
  let second: FastifyInstance;
  let other: ReturnType<typeof client>;
  beforeAll(async () => {
    second = await buildApp({ db: t.database.db, dataDir: t.dataDir, publicUrl: PUBLIC_URL, rateLimits: limits, trustProxy: true });
    await second.listen({ port: 0, host: '127.0.0.1' });
    const address = second.server.address();
    other = client(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
  });
  afterAll(() => second.close());

  test("count an account's attempts from one address together", async () => {
    const at = network();
    const eva = await createUser(api, t.outboxDir, naturalBody());
    expect((await login(eva.email, 'wrong-guess', at(1))).status).toBe(401);
    expect((await login(eva.email, 'wrong-guess', at(1), other)).status).toBe(401);
    expect((await login(eva.email, 'wrong-guess', at(1))).status).toBe(401);
    expect((await login(eva.email, PASSWORD, at(1), other)).status).toBe(429);
  });
});
