import { naturalBody } from './support/accounts';
import { useTestApp } from './support/test-app';

const t = useTestApp({
  rateLimits: {
    login: { max: 3, timeWindow: 60_000 },
    signUp: { max: 2, timeWindow: 60_000 },
    passwordRecovery: { max: 2, timeWindow: 60_000 },
  },
});
const api = t.api;

test('login: the 4th attempt within the window → 429 RATE_LIMITED, localised, with Retry-After', async () => {
  for (let i = 0; i < 3; i++) expect((await api.post('/login', { email: 'a@b.co', password: 'wrong-one' })).status).toBe(401);
  const limited = await api.post('/login', { email: 'a@b.co', password: 'wrong-one' }, { lang: 'en' });
  expect(limited.status).toBe(429);
  expect(limited.body).toMatchObject({ success: false, code: 'RATE_LIMITED', data: null });
  expect(limited.body.message).toMatch(/^Too many attempts\. Wait \d+ s and try again\.$/);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  const es = await api.post('/login', { email: 'a@b.co', password: 'wrong-one' });
  expect(es.body.message).toMatch(/^Demasiados intentos/);
});

test('signUp: limited per IP, even for invalid bodies', async () => {
  expect((await api.post('/signUp', naturalBody())).status).toBe(201);
  expect((await api.post('/signUp', {})).status).toBe(400);
  expect((await api.post('/signUp', naturalBody())).status).toBe(429);
});

test('sendPasswordRecoveryEmail: limited', async () => {
  expect((await api.post('/sendPasswordRecoveryEmail', { email: 'x@y.co' })).status).toBe(200);
  expect((await api.post('/sendPasswordRecoveryEmail', { email: 'x@y.co' })).status).toBe(200);
  expect((await api.post('/sendPasswordRecoveryEmail', { email: 'x@y.co' })).status).toBe(429);
});

test('other routes are not limited', async () => {
  for (let i = 0; i < 10; i++) expect((await api.get('/towns/08001')).status).toBe(200);
});

test('restorePassword: limited like the recovery mail, the token checked before anything else', async () => {
  const guess = { token: 'not-a-real-token', email: 'x@y.co', password: 'nueva-clave-1' };
  for (let i = 0; i < 2; i++) {
    const refused = await api.post('/restorePassword', guess);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'INVALID_TOKEN', field: 'token' });
  }
  expect((await api.post('/restorePassword', guess)).status).toBe(429);
});
