import { eq } from 'drizzle-orm';
import { sessions, users } from './tables';
import { createUser, type TestUser } from '../../../test/support/accounts';
import { recordQueries } from '../../../test/support/queries';
import { useTestApp } from '../../../test/support/test-app';
import { waitUntil } from '../../../test/support/wait';

// Sessions kept in memory (modules/accounts/session-cache.ts): an authenticated request costs no session
// query, and every change to a user's sessions or account empties what was kept, whoever makes it.

const t = useTestApp();
const api = t.api;
let ana: TestUser;

beforeAll(async () => {
  ana = await createUser(api, t.outboxDir);
});

/** Whether a request with `token` read its session from the database, and what it answered. */
async function call(token: string) {
  const queries = recordQueries(t.database);
  try {
    const res = await api.get(`/users/${ana.id}`, { token });
    return { status: res.status, readSession: queries.texts.some((text) => text.includes('"sessions"')) };
  } finally {
    queries.stop();
  }
}

test('the session is read once; the next requests come from memory', async () => {
  const { token } = (await api.post('/login', { email: ana.email, password: ana.password })).body.data;
  expect(await call(token)).toEqual({ status: 200, readSession: true });
  expect(await call(token)).toEqual({ status: 200, readSession: false });
});

test('a session revoked by another process (straight in the database) is refused as soon as its NOTIFY arrives', async () => {
  const { token } = (await api.post('/login', { email: ana.email, password: ana.password })).body.data;
  await call(token);
  expect(await call(token)).toEqual({ status: 200, readSession: false });
  await t.database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, ana.id));
  await waitUntil(async () => (await call(token)).status === 401);
});

test('a change to the account (its row) makes its sessions be read again', async () => {
  const { token } = (await api.post('/login', { email: ana.email, password: ana.password })).body.data;
  await call(token);
  expect((await call(token)).readSession).toBe(false);
  await t.database.db.update(users).set({ language: 'en' }).where(eq(users.id, ana.id));
  await waitUntil(async () => (await call(token)).readSession);
});

test('logout and password change refuse the old tokens at once, cached or not', async () => {
  const login = async () => (await api.post('/login', { email: ana.email, password: ana.password })).body.data.token as string;
  const [a, b] = [await login(), await login()];
  for (const token of [a, b]) {
    await call(token);
    await call(token);
  }
  expect((await api.post('/logout', {}, { token: a })).status).toBe(200);
  expect((await call(a)).status).toBe(401);
  expect((await call(b)).status).toBe(200);
  const changed = await api.post('/changePassword', { email: ana.email, password: 'otra-clave-1' }, { token: b });
  expect(changed.status).toBe(200);
  expect((await call(b)).status).toBe(401);
  ana.password = 'otra-clave-1';
});
