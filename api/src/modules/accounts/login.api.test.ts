import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { oneTimeTokens, sessions, users } from './tables';
import { createUser, mailsTo, naturalBody, type TestUser } from '../../../test/support/accounts';
import { useTestApp } from '../../../test/support/test-app';

const t = useTestApp();
const api = t.api;
let user: TestUser;

beforeAll(async () => {
  user = await createUser(api, t.outboxDir);
});

const HOUR = 3600_000;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe('POST /login', () => {
  test('missing or blank fields → 400 naming the field', async () => {
    for (const [body, field] of [
      [{ password: 'x' }, 'email'],
      [{ email: user.email }, 'password'],
      [{ email: '  ', password: 'x' }, 'email'],
      [{ email: user.email, password: '' }, 'password'],
    ] as const) {
      const res = await api.post('/login', body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'VALIDATION', field });
    }
  });

  test('wrong password and unknown email give the same 401', async () => {
    const wrong = await api.post('/login', { email: user.email, password: 'not-the-password' }, { lang: 'en' });
    const unknown = await api.post('/login', { email: 'nobody@example.co', password: 'whatever1' }, { lang: 'en' });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, code: 'INVALID_CREDENTIALS', message: 'Wrong email or password.', data: null });
    }
  });

  test('success returns the session user; the token is stored only as its sha256; 12 h by default', async () => {
    const before = Date.now();
    const res = await api.post('/login', { email: user.email.toUpperCase(), password: user.password, rememberPassword: false });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(Object.keys(data).sort()).toEqual([
      '_id',
      'email',
      'enterpriseName',
      'expiresAt',
      'firstName',
      'lastName',
      'photoThumbnail',
      'token',
      'userType',
    ]);
    expect(data).toMatchObject({
      _id: user.id,
      email: user.email,
      userType: 'AGRO',
      firstName: 'Ana María',
      lastName: 'Gutiérrez Polo',
      enterpriseName: null,
      photoThumbnail: null,
    });
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const rows = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(data.token)));
    expect(rows).toHaveLength(1);
    const ttl = rows[0].expiresAt.getTime() - before;
    expect(ttl).toBeGreaterThan(11.9 * HOUR);
    expect(ttl).toBeLessThan(12.1 * HOUR);
    expect(new Date(data.expiresAt).getTime()).toBe(rows[0].expiresAt.getTime());
  });

  test('rememberPassword makes the session last 30 days', async () => {
    const before = Date.now();
    const res = await api.post('/login', { email: user.email, password: user.password, rememberPassword: true });
    expect(res.status).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(res.body.data.token)));
    const ttl = row.expiresAt.getTime() - before;
    expect(ttl).toBeGreaterThan(29.9 * 24 * HOUR);
    expect(ttl).toBeLessThan(30.1 * 24 * HOUR);
  });

  test('an unverified account whose link expired gets a fresh one on login', async () => {
    const body = naturalBody();
    await api.post('/signUp', body);
    const [account] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
    await t.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, account.id));
    const res = await api.post('/login', { email: body.email, password: body.password });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('EMAIL_NOT_VERIFIED');
    for (let i = 0; i < 40 && mailsTo(t.outboxDir, body.email).length < 2; i++) await new Promise((r) => setTimeout(r, 50));
    expect(mailsTo(t.outboxDir, body.email)).toHaveLength(2);
  });
});

describe('session tokens', () => {
  test('accepted as the raw header or as Bearer; missing or unknown → 401', async () => {
    const { token } = (await api.post('/login', { email: user.email, password: user.password })).body.data;
    expect((await api.get(`/users/${user.id}`, { headers: { authorization: token } })).status).toBe(200);
    expect((await api.get(`/users/${user.id}`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    const none = await api.get(`/users/${user.id}`, { lang: 'en' });
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    expect((await api.get(`/users/${user.id}`, { token: 'x'.repeat(43) })).status).toBe(401);
    expect((await api.get(`/users/${user.id}`, { token: 'bad token!' })).status).toBe(401);
  });

  test('an expired session is refused', async () => {
    const { token } = (await api.post('/login', { email: user.email, password: user.password })).body.data;
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, sha256(token)));
    expect((await api.get(`/users/${user.id}`, { token })).status).toBe(401);
  });

  test('logout revokes only that session; the token then gets 401', async () => {
    const a = (await api.post('/login', { email: user.email, password: user.password })).body.data.token;
    const b = (await api.post('/login', { email: user.email, password: user.password })).body.data.token;
    const out = await api.post('/logout', {}, { token: a });
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ success: true, data: null });
    expect((await api.get(`/users/${user.id}`, { token: a })).status).toBe(401);
    expect((await api.post('/logout', {}, { token: a })).status).toBe(401);
    expect((await api.get(`/users/${user.id}`, { token: b })).status).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(a)));
    expect(row.revokedAt).not.toBeNull();
  });

  test('logout without a token → 401', async () => {
    expect((await api.post('/logout')).status).toBe(401);
  });
});
