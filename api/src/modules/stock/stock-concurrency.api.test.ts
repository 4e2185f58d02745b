import { asc, eq } from 'drizzle-orm';
import { stockMovements } from '../products/tables';
import { createUser, type TestUser } from '../../../test/support/accounts';
import { createProduct, userOfType } from '../../../test/support/products';
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

describe('reservations of the last units, from two places at once', () => {
  let farm: TestUser;
  let plant: TestUser;
  let buyers: TestUser[];

  beforeAll(async () => {
    [farm, plant, ...buyers] = await Promise.all([
      userOfType(api, t.outboxDir, 'AGRO'),
      userOfType(api, t.outboxDir, 'ENTERPRISE'),
      ...[1, 2, 3, 4, 5].map(() => userOfType(api, t.outboxDir, 'MINORIST')),
    ]);
  });

  const by = (user: TestUser) => ({ token: user.token, lang: 'en' as const });
  const ask = async (productId: string, buyer: TestUser, amount: number) => {
    const res = await api.post('/requestProduct', { productId, amount, proposedPrice: 3000 * amount }, by(buyer));
    expect(res.status).toBe(201);
    return res.body.data._id as string;
  };
  const reservedOf = async (owner: TestUser, productId: string) => (await api.get(`/products/${productId}`, by(owner))).body.data.reserved;

  test('five purchases of 3 Kg accepted at once from 10 Kg: three reserve, two are refused as above what is available', async () => {
    const lemons = await createProduct(api, farm, { name: 'Limón de la última caja', amount: 10, unitCost: 1200, price: 3000, public: true });
    const requestIds = await Promise.all(buyers.map((buyer) => ask(lemons._id, buyer, 3)));
    const results = await Promise.all(requestIds.map((requestId) => api.post('/acceptProductRequest', { requestId, amountAccepted: 3 }, by(farm))));

    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 400, 400]);
    for (const refused of results.filter((r) => r.status === 400)) {
      expect(refused.body).toMatchObject({ code: 'VALIDATION', field: 'amountAccepted', message: expect.stringContaining('available') });
    }
    const accepted = results.filter((r) => r.status === 200).map((r) => r.body.data);
    expect(accepted.every((request) => request.state === 'ACCEPTED' && request.amountAccepted === 3)).toBe(true);
    // The reservation is the sum of the accepted purchases, and reserving wrote no ledger row.
    expect(await reservedOf(farm, lemons._id)).toBe(9);
    expect((await ledgerRows(lemons._id)).map((r) => r.reason)).toEqual(['initial']);
  });

  test('a scheduled run and a purchase reserving the same last litres at once: one holds them, the other is refused', async () => {
    const milk = await createProduct(api, plant, { name: 'Leche del último tanque', amount: 10, unitCost: 1000, price: 3000, public: true });
    const cheese = await createProduct(api, plant, { name: 'Queso del último tanque', amount: 0, unitCost: 0 });
    const curdling = await api.post(
      '/activities',
      {
        name: 'Cuajado del último tanque',
        description: 'Cuajado',
        estimatedDurationInHours: 2,
        inputProducts: [{ id: milk._id, amount: 6 }],
        outputProducts: [{ id: cheese._id, amount: 1 }],
      },
      by(plant),
    );
    expect(curdling.status).toBe(201);
    const requestId = await ask(milk._id, buyers[0], 6);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

    const [run, purchase] = await Promise.all([
      api.post(
        '/executeActivity',
        { activityId: curdling.body.data._id, expectedOutputProducts: [{ id: cheese._id, amount: 1 }], scheduleTime: tomorrow },
        by(plant),
      ),
      api.post('/acceptProductRequest', { requestId, amountAccepted: 6 }, by(plant)),
    ]);

    // Either the run holds the milk and the purchase is above what is available, or the other way round.
    const outcome = [run.status, purchase.status];
    expect([
      [201, 400],
      [409, 200],
    ]).toContainEqual(outcome);
    if (run.status === 409) expect(run.body.code).toBe('NOT_ENOUGH_PRODUCTS');
    else expect(purchase.body).toMatchObject({ code: 'VALIDATION', field: 'amountAccepted' });
    expect(await reservedOf(plant, milk._id)).toBe(6);
    expect((await ledgerRows(milk._id)).map((r) => r.reason)).toEqual(['initial']);
  });
});
