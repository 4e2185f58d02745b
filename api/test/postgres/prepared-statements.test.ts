import { sql } from 'drizzle-orm';
import { createUser, type TestUser } from '../support/accounts';
import { recordQueries } from '../support/queries';
import { useTestApp } from '../support/test-app';

// On PostgreSQL the hot statements are named prepared statements (db/per-database.ts): each
// connection parses and plans them once. (PGlite has no statement names to check.)

const t = useTestApp();
const api = t.api;
let owner: TestUser;
const TOTAL = 30;

beforeAll(async () => {
  owner = await createUser(api, t.outboxDir);
  await t.database.db.execute(sql`
    insert into products (user_id, name, type, unit_measure)
    select ${owner.id}::uuid, 'Producto ' || g, 'RAW_MATERIAL', 'Kg' from generate_series(1, ${TOTAL}) as g`);
  // A page with rows carries its total; only an empty one looks the total up apart.
  const office = { name: 'Bodega', address: 'Calle 1', location: { latitude: 10.9, longitude: -74.8 } };
  expect((await api.post('/branchOffices', office, { token: owner.token })).status).toBe(201);
});

test('the session and every list page run as named prepared statements', async () => {
  // A fresh session, not yet in memory: its first request reads it.
  const { token } = (await api.post('/login', { email: owner.email, password: owner.password })).body.data;
  const queries = recordQueries(t.database);
  try {
    await api.get(`/users/${owner.id}/products?limit=12`, { token });
    await api.get(`/users/${owner.id}/products?skip=${TOTAL - 3}&limit=12`, { token });
    await api.get(`/users/${owner.id}/branchOffices`, { token });
  } finally {
    queries.stop();
  }
  expect(queries.unnamed).toEqual([]);
  expect(queries.named).toEqual(['session_user', 'page_products_start', 'list_total', 'page_products_end', 'page_branch_offices_start']);
});
