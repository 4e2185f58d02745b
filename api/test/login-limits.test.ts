import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { createUser, naturalBody, PASSWORD, uniqueEmail, type TestUser } from './support/accounts';
import { client } from './support/http';
import { PUBLIC_URL, useTestApp } from './support/test-app';

// A generous limit per address (a cooperative's members share one), a strict one per account.
const limits = { login: { max: 100, timeWindow: 60_000 }, loginAccount: { max: 3, timeWindow: 60_000 } };
const t = useTestApp({ rateLimits: limits });
const { api } = t;
let ana: TestUser;
let bea: TestUser;

beforeAll(async () => {
  ana = await createUser(api, t.outboxDir, naturalBody());
  bea = await createUser(api, t.outboxDir, naturalBody());
});

const login = (email: string, password: string, on = api) => on.post('/login', { email, password }, { lang: 'en' });

test("guessing one account's password is stopped; the others behind the same address keep logging in", async () => {
  for (let i = 0; i < 3; i++) expect((await login(ana.email, 'wrong-guess')).status).toBe(401);
  const stopped = await login(ana.email.toUpperCase(), PASSWORD);
  expect(stopped.status).toBe(429);
  expect(stopped.body).toMatchObject({ success: false, code: 'RATE_LIMITED', data: null });
  expect(stopped.body.message).toMatch(/^Too many attempts\. Wait \d+ s and try again\.$/);
  expect(Number(stopped.headers.get('retry-after'))).toBeGreaterThan(0);
  for (let i = 0; i < 5; i++) expect((await login(bea.email, PASSWORD)).status).toBe(200);
});

test("the owner getting in forgets the account's failed attempts", async () => {
  const carla = await createUser(api, t.outboxDir, naturalBody());
  for (let i = 0; i < 2; i++) expect((await login(carla.email, 'wrong-guess')).status).toBe(401);
  expect((await login(carla.email, PASSWORD)).status).toBe(200);
  for (let i = 0; i < 3; i++) expect((await login(carla.email, 'wrong-guess')).status).toBe(401);
  expect((await login(carla.email, 'wrong-guess')).status).toBe(429);
});

test('an address without an account is limited the same way (the limit tells nothing about who exists)', async () => {
  const nobody = uniqueEmail('nobody');
  for (let i = 0; i < 3; i++) expect((await login(nobody, 'wrong-guess')).status).toBe(401);
  expect((await login(nobody, 'wrong-guess')).status).toBe(429);
});

test('parallel guesses cannot slip past the count', async () => {
  const dora = await createUser(api, t.outboxDir, naturalBody());
  const answers = await Promise.all(Array.from({ length: 12 }, () => login(dora.email, 'wrong-guess')));
  expect(answers.filter((a) => a.status === 401)).toHaveLength(3);
  expect(answers.filter((a) => a.status === 429)).toHaveLength(9);
});

describe('two API processes over one database', () => {
  let second: FastifyInstance;
  let other: ReturnType<typeof client>;
  beforeAll(async () => {
    second = await buildApp({ db: t.database.db, dataDir: t.dataDir, publicUrl: PUBLIC_URL, rateLimits: limits });
    await second.listen({ port: 0, host: '127.0.0.1' });
    const address = second.server.address();
    other = client(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
  });
  afterAll(() => second.close());

  test("count an account's attempts together", async () => {
    const eva = await createUser(api, t.outboxDir, naturalBody());
    expect((await login(eva.email, 'wrong-guess')).status).toBe(401);
    expect((await login(eva.email, 'wrong-guess', other)).status).toBe(401);
    expect((await login(eva.email, 'wrong-guess')).status).toBe(401);
    expect((await login(eva.email, PASSWORD, other)).status).toBe(429);
  });
});
