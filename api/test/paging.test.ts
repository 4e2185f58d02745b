import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { listCounts } from '../src/db/schema/list-counts';
import { products } from '../src/modules/products/tables';
import { createUser, type TestUser } from './support/accounts';
import type { Json } from './support/http';
import { createProduct } from './support/products';
import { recordQueries } from './support/queries';
import { useTestApp } from './support/test-app';

// The one paged-list mechanism (src/db/paged-list.ts) over HTTP: pages by skip from either end, by
// cursor both ways, totals kept exact by the list_counts triggers, bad cursors refused.

const t = useTestApp();
const api = t.api;
let owner: TestUser;
let other: TestUser;
const TOTAL = 41;

const as = (user: TestUser) => ({ token: user.token, lang: 'en' as const });
const list = (query: string, user = owner) => api.get(`/users/${user.id}/products?${query}`, as(user));
const ids = (res: Json): string[] => res.body.data.map((p: Json) => p._id);

/** What the list must show, read straight from the table: visible, newest first, ties by id. */
async function expectedOrder(userId: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.userId, userId), isNull(products.deletedAt)))
    .orderBy(desc(products.createdAt), desc(products.id));
  return rows.map((r) => r.id);
}

beforeAll(async () => {
  [owner, other] = await Promise.all([createUser(api, t.outboxDir), createUser(api, t.outboxDir)]);
  // Rows written behind the API's back, as a bulk import would: the triggers count them too. Every
  // third pair shares its creation instant, so the order relies on the id for ties.
  await t.database.db.execute(sql`
    insert into products (user_id, name, type, unit_measure, created_at)
    select ${owner.id}::uuid, 'Producto ' || g, 'RAW_MATERIAL', 'Kg', timestamptz '2026-01-01' + (g / 3) * interval '1 second'
    from generate_series(1, ${TOTAL}) as g`);
});

test('pages by skip read the whole list once, in order, whichever end each page is read from', async () => {
  const expected = await expectedOrder(owner.id);
  expect(expected).toHaveLength(TOTAL);
  for (const limit of [5, 12]) {
    const seen: string[] = [];
    for (let skip = 0; skip < TOTAL; skip += limit) {
      const res = await list(`skip=${skip}&limit=${limit}`);
      expect(res.status).toBe(200);
      expect(res.body.totalItems).toBe(TOTAL);
      expect(ids(res)).toEqual(expected.slice(skip, skip + limit));
      expect(res.body.prevCursor === null).toBe(skip === 0);
      expect(res.body.nextCursor === null).toBe(skip + limit >= TOTAL);
      seen.push(...ids(res));
    }
    expect(seen).toEqual(expected);
  }
  const past = await list(`skip=${TOTAL}&limit=12`);
  expect(past.body).toMatchObject({ totalItems: TOTAL, data: [], nextCursor: null, prevCursor: null });
});

test('cursors walk the list forwards to its end and back to its start, page for page', async () => {
  const expected = await expectedOrder(owner.id);
  const forward: string[][] = [];
  let res = await list('limit=12');
  for (;;) {
    forward.push(ids(res));
    if (!res.body.nextCursor) break;
    res = await list(`limit=12&after=${res.body.nextCursor}`);
    expect(res.body.totalItems).toBe(TOTAL);
  }
  expect(forward.flat()).toEqual(expected);
  expect(forward.map((page) => page.length)).toEqual([12, 12, 12, 5]);

  const backward: string[][] = [];
  for (;;) {
    expect(res.body.prevCursor).not.toBeNull();
    res = await list(`limit=12&before=${res.body.prevCursor}`);
    backward.unshift(ids(res));
    if (!res.body.prevCursor) break;
  }
  expect(backward).toEqual(forward.slice(0, -1));
});

test('totalItems follows every create, hide and removal, also when they run at once', async () => {
  const fresh = await createUser(api, t.outboxDir);
  const total = async () => (await list('limit=1', fresh)).body.totalItems;
  expect(await total()).toBe(0);
  const made = await Promise.all(Array.from({ length: 8 }, (_, i) => createProduct(api, fresh, { name: `Lote ${i}` })));
  expect(await total()).toBe(8);
  await Promise.all(made.slice(0, 3).map((p) => api.post(`/products/${p._id}/delete`, {}, as(fresh))));
  expect(await total()).toBe(5);
  // Hidden by hand (as a referenced product is) and shown again: the counter follows both.
  await t.database.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, made[3]._id));
  expect(await total()).toBe(4);
  await t.database.db.update(products).set({ deletedAt: null }).where(eq(products.id, made[3]._id));
  expect(await total()).toBe(5);
  expect((await expectedOrder(fresh.id)).length).toBe(5);
  // Another owner's list is untouched by all of it.
  expect((await list('limit=1', other)).body.totalItems).toBe(0);
});

test('a bad cursor is a 400 naming its field; nothing else is read', async () => {
  const first = await list('limit=12');
  const bad = [
    ['after=***', 'after'],
    [`after=${Buffer.from('not json').toString('base64url')}`, 'after'],
    [`before=${Buffer.from('["2026-01-01", "x", "y"]').toString('base64url')}`, 'before'],
    [`after=${first.body.nextCursor}&before=${first.body.nextCursor}`, 'before'],
  ];
  for (const [query, field] of bad) {
    const res = await list(`limit=12&${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION', field });
  }
  const both = await list(`after=${first.body.nextCursor}&before=${first.body.nextCursor}`);
  expect(both.body.message).toBe('Give only one page position: "previous page (before)" does not go together with after.');
});

test('the ledger and the branch offices page by cursor with the same mechanism', async () => {
  const product = await createProduct(api, owner, { amount: 1 });
  for (let i = 0; i < 4; i++) {
    const res = await api.post('/stock', { product: product._id, previousAmount: 1 + i, amount: 2 + i, cost: 100 }, as(owner));
    expect(res.status).toBe(200);
  }
  const ledger = (query: string) => api.get(`/products/${product._id}/stockMovements?${query}`, as(owner));
  const all = await ledger('limit=100');
  expect(all.body.totalItems).toBe(5);
  const first = await ledger('limit=2');
  const second = await ledger(`limit=2&after=${first.body.nextCursor}`);
  const third = await ledger(`limit=2&after=${second.body.nextCursor}`);
  expect([...ids(first), ...ids(second), ...ids(third)]).toEqual(ids(all));
  expect(third.body.nextCursor).toBeNull();

  const office = (i: number) => ({ name: `Bodega ${i}`, address: 'Calle 1', location: { latitude: 10.9, longitude: -74.8 } });
  for (let i = 0; i < 3; i++) expect((await api.post('/branchOffices', office(i), as(owner))).status).toBe(201);
  const offices = (query: string) => api.get(`/users/${owner.id}/branchOffices?${query}`, as(owner));
  const allOffices = await offices('limit=100');
  const page1 = await offices('limit=2');
  const page2 = await offices(`limit=2&after=${page1.body.nextCursor}`);
  expect(page1.body.totalItems).toBe(3);
  expect([...ids(page1), ...ids(page2)]).toEqual(ids(allOffices));
});

test('no list counts its rows: the totals come from list_counts, which matches a real count', async () => {
  const queries = recordQueries(t.database);
  try {
    await list('limit=12');
    await list(`skip=${TOTAL - 3}&limit=12`);
    await list(`limit=12&after=${(await list('limit=12')).body.nextCursor}`);
    await api.get(`/users/${owner.id}/branchOffices`, as(owner));
  } finally {
    queries.stop();
  }
  expect(queries.texts.length).toBeGreaterThan(0);
  expect(queries.texts.filter((text) => /\bcount\s*\(/i.test(text))).toEqual([]);
  const counters = await t.database.db.select().from(listCounts).where(eq(listCounts.ownerId, owner.id));
  expect(counters.find((c) => c.list === 'products')?.n).toBe((await expectedOrder(owner.id)).length);
});
