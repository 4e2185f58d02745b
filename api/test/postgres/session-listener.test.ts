import { sql } from 'drizzle-orm';
import { createUser, type TestUser } from '../support/accounts';
import { recordQueries } from '../support/queries';
import { useTestApp } from '../support/test-app';
import { waitUntil } from '../support/wait';

// The connection that hears auth_changes dies (PostgreSQL restarted, network lost): while it is
// down nothing is served from memory — a change meanwhile would go unheard — and once it listens
// again, the cache starts over and is used again.

const t = useTestApp();
const api = t.api;
let ana: TestUser;

beforeAll(async () => {
  ana = await createUser(api, t.outboxDir);
});

async function readsSession(): Promise<boolean> {
  const queries = recordQueries(t.database);
  try {
    expect((await api.get(`/users/${ana.id}`, { token: ana.token })).status).toBe(200);
    return queries.texts.some((text) => text.includes('"sessions"'));
  } finally {
    queries.stop();
  }
}

test('while the listening connection is down every request reads its session; then memory serves again', async () => {
  await readsSession();
  expect(await readsSession()).toBe(false);
  const killed = await t.database.db.execute(
    sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'agrocadena-api-listen' and datname = current_database()`,
  );
  expect((killed as unknown as { rows: unknown[] }).rows).toHaveLength(1);
  await waitUntil(readsSession);
  // Listening again (after a short wait between attempts): the first read fills memory, the next is served from it.
  await waitUntil(async () => (await readsSession()) === false && (await readsSession()) === false, 10_000);
});
