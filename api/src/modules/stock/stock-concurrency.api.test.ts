import { asc, eq } from 'drizzle-orm';
import { stockMovements } from '../products/tables';
import { createUser, type TestUser } from '../../../test/support/accounts';
import { createProduct } from '../../../test/support/products';
import { useTestApp } from '../../../test/support/test-app';

// On PGlite (one connection) these requests are served one at a time; the PostgreSQL run
// (TEST_DB=postgres) is the one where they truly race for the row lock.
const t = useTestApp();
const api = t.api;
let ana: TestUser;

beforeAll(async () => {
  ana = await createUser(api, t.outboxDir);
});

const as = () => ({ token: ana.token, lang: 'en' as const });

async function ledgerRows(productId: string) {
  return t.database.db.select().from(stockMovements).where(eq(stockMovements.productId, productId)).orderBy(asc(stockMovements.createdAt));
}

/** Every row starts where the previous one ended: no change was lost or applied twice. */
function expectUnbrokenChain(rows: Awaited<ReturnType<typeof ledgerRows>>) {
  let amount = 0;
  for (const row of rows) {
    amount = Math.round((amount + Number(row.delta)) * 100) / 100;
    expect(Number(row.amountAfter)).toBe(amount);
  }
}

test('ten stale stock dialogs on the same level: one succeeds, nine get 409, one ledger row', async () => {
  const yuca = await createProduct(api, ana, { amount: 10, unitCost: 1000 });
  const results = await Promise.all(
    Array.from({ length: 10 }, (_, i) => api.post('/stock', { product: yuca._id, amount: 11 + i, previousAmount: 10, cost: 1000 * (i + 1) }, as())),
  );
  const statuses = results.map((r) => r.status);
  expect(statuses.filter((s) => s === 200)).toHaveLength(1);
  expect(statuses.filter((s) => s === 409)).toHaveLength(9);

  const winner = results.find((r) => r.status === 200)!.body.data.product;
  for (const conflict of results.filter((r) => r.status === 409)) {
    expect(conflict.body).toMatchObject({ code: 'STOCK_CHANGED', data: { amount: winner.amount } });
  }
  const now = (await api.get(`/products/${yuca._id}`, as())).body.data;
  expect(now).toMatchObject({ amount: winner.amount, unitCost: winner.unitCost, stockValue: winner.stockValue });
  const rows = await ledgerRows(yuca._id);
  expect(rows.map((r) => r.reason)).toEqual(['initial', 'addition']);
  expect(Number(rows[1].amountAfter)).toBe(winner.amount);
});

// Each success makes every other open dialog stale, so retries grow with the square of the number
// of clients: the test gets room for a busy machine.
test('100 concurrent additions, each retrying after a 409 with the fresh amount, end exact with 100 ledger rows', async () => {
  const yuca = await createProduct(api, ana, { amount: 10, unitCost: 1000 });
  let conflicts = 0;

  /** What the stock dialog does: read the product, send the new total; on 409 read again and resend. */
  async function addAsAClient(added: number, cost: number): Promise<void> {
    for (let attempt = 1; attempt <= 200; attempt++) {
      const fresh = (await api.get(`/products/${yuca._id}`, as())).body.data;
      const amount = Math.round((fresh.amount + added) * 100) / 100;
      const res = await api.post('/stock', { product: yuca._id, amount, previousAmount: fresh.amount, cost }, as());
      if (res.status === 200) return;
      if (res.status !== 409) throw new Error(`unexpected ${res.status}: ${JSON.stringify(res.body)}`);
      conflicts += 1;
      // A person reads the message before trying again: retries spread out (exponential back-off
      // with full jitter), as they would, instead of all hammering the product at once.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(2000, 20 * 2 ** attempt)));
    }
    throw new Error('gave up after 200 attempts');
  }

  // 0.25, 0.50, 0.75 or 1.00 Kg each (62.5 Kg in all) for 1,000 + 7·i pesos (134,650 in all).
  await Promise.all(Array.from({ length: 100 }, (_, i) => addAsAClient(0.25 * ((i % 4) + 1), 1000 + 7 * i)));

  // 10 + 62.5 Kg worth 10,000 + 134,650 = 144,650 → 1,995.17241… a kilo.
  const final = (await api.get(`/products/${yuca._id}`, as())).body.data;
  expect(final).toMatchObject({ amount: 72.5, stockValue: 144650, unitCost: 1995.1724 });

  const rows = await ledgerRows(yuca._id);
  expect(rows).toHaveLength(101);
  expect(rows.filter((r) => r.reason === 'addition')).toHaveLength(100);
  expectUnbrokenChain(rows);
  expect(rows[rows.length - 1]).toMatchObject({ amountAfter: '72.50', stockValueAfter: '144650.0000', unitCostAfter: '1995.1724' });
  expect((await api.get(`/products/${yuca._id}/stockMovements?limit=1000`, as())).body.totalItems).toBe(101);
  // Not asserted (it depends on timing), but worth seeing when the suite runs on PostgreSQL.
  if (process.env.TEST_DB === 'postgres') console.log(`100 concurrent additions: ${conflicts} conflicts retried`);
}, 180_000);
