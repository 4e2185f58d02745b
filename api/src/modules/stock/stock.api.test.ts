import { createUser, type TestUser } from '../../../test/support/accounts';
import type { Json, JsonObject } from '../../../test/support/http';
import { createProduct, userOfType } from '../../../test/support/products';
import { useTestApp } from '../../../test/support/test-app';

const t = useTestApp();
const api = t.api;
let ana: TestUser;
let bruno: TestUser;
let carrier: TestUser;

beforeAll(async () => {
  [ana, bruno, carrier] = await Promise.all([createUser(api, t.outboxDir), createUser(api, t.outboxDir), userOfType(api, t.outboxDir, 'LOGISTIC')]);
});

const as = (user: TestUser, lang: 'es' | 'en' = 'en') => ({ token: user.token, lang });
const stock = (user: TestUser, body: Record<string, unknown>) => api.post('/stock', body, as(user));
const ledger = async (productId: string) => (await api.get(`/products/${productId}/stockMovements?limit=1000`, as(ana))).body;
const current = async (productId: string) => (await api.get(`/products/${productId}`, as(ana))).body.data;

describe('POST /stock: what is reserved stays (docs/domain.md#reservations)', () => {
  test('13 Un with 5 reserved by a scheduled run: the product says so, 8 may go, a 9th is refused (400 belowReserved) and nothing changes', async () => {
    const plant = await userOfType(api, t.outboxDir, 'ENTERPRISE');
    const jars = await createProduct(api, plant, { name: 'Frascos', unitMeasure: 'Un', amount: 13, unitCost: 100 });
    const jam = await createProduct(api, plant, { name: 'Mermelada', unitMeasure: 'Un', amount: 0, unitCost: 0 });
    const filling = await api.post(
      '/activities',
      {
        name: 'Envasado',
        description: 'Envasado',
        estimatedDurationInHours: 1,
        inputProducts: [{ id: jars._id, amount: 1 }],
        outputProducts: [{ id: jam._id, amount: 1 }],
      },
      as(plant),
    );
    const scheduled = await api.post(
      '/executeActivity',
      {
        activityId: filling.body.data._id,
        expectedOutputProducts: [{ id: jam._id, amount: 5 }],
        scheduleTime: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
      },
      as(plant),
    );
    expect(scheduled.status).toBe(201);
    const read = async (lang: 'es' | 'en' = 'en') => (await api.get(`/products/${jars._id}`, as(plant, lang))).body.data;
    expect(await read()).toMatchObject({ amount: 13, reserved: 5 });

    const tooMuch = await stock(plant, { product: jars._id, amount: 4, previousAmount: 13 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toMatchObject({
      code: 'VALIDATION',
      field: 'amount',
      message: 'The "amount" cannot go below what is reserved for scheduled activities and accepted requests (5).',
    });
    const inSpanish = await api.post('/stock', { product: jars._id, amount: 4, previousAmount: 13 }, as(plant, 'es'));
    expect(inSpanish.body.message).toMatch(
      /no puede quedar por debajo de lo reservado para actividades programadas y solicitudes aceptadas \(5\)\.$/,
    );
    expect(await read()).toMatchObject({ amount: 13, reserved: 5 });

    const allFree = await stock(plant, { product: jars._id, amount: 5, previousAmount: 13 });
    expect(allFree.status).toBe(200);
    expect(allFree.body.data.product).toMatchObject({ amount: 5, reserved: 5 });
  });
});

describe('POST /stock: the weighted average, exactly', () => {
  test('10 Kg at 1,000; +5 Kg for 8,000; −9 Kg; −6 Kg; +4 Kg for 2,000 — product and ledger', async () => {
    const yuca = await createProduct(api, ana, { amount: 10, unitCost: 1000 });

    const added = await stock(ana, { product: yuca._id, amount: 15, previousAmount: 10, cost: 8000 });
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('Stock updated.');
    expect(added.body.data.product).toMatchObject({ _id: yuca._id, amount: 15, unitCost: 1200, stockValue: 18000 });
    expect(added.body.data.movement).toEqual({
      _id: expect.any(String),
      date: expect.any(String),
      change: 5,
      unitCost: 1600,
      amountAfter: 15,
      unitCostAfter: 1200,
      stockValueAfter: 18000,
      reason: 'addition',
      reference: null,
      execution: null,
      request: null,
      transportCost: null,
      // The added kilos are a lot of their own, after the opening one of the same day.
      lots: [{ _id: expect.any(String), code: expect.stringMatching(/^YUC-\d{8}-02$/), amount: 5, expired: false }],
    });

    const removed = await stock(ana, { product: yuca._id, amount: 6, previousAmount: 15 });
    expect(removed.body.data.product).toMatchObject({ amount: 6, unitCost: 1200, stockValue: 7200 });
    expect(removed.body.data.movement).toMatchObject({ change: -9, unitCost: 1200, reason: 'removal' });
    // Neither lot expires: the oldest goes first, and the rest from the next.
    expect(removed.body.data.movement.lots.map((lot: { code: string; amount: number }) => [lot.code.slice(-2), lot.amount])).toEqual([['01', -9]]);

    // The dialog resets the cost to 0 on a removal: accepted as "no cost".
    const emptied = await stock(ana, { product: yuca._id, amount: 0, previousAmount: 6, cost: 0 });
    expect(emptied.body.data.product).toMatchObject({ amount: 0, unitCost: 1200, stockValue: 0 });

    const refilled = await stock(ana, { product: yuca._id, amount: 4, previousAmount: 0, cost: 2000 });
    expect(refilled.body.data.product).toMatchObject({ amount: 4, unitCost: 500, stockValue: 2000 });

    expect(await current(yuca._id)).toMatchObject({ amount: 4, unitCost: 500, stockValue: 2000 });
    const rows = await ledger(yuca._id);
    expect(rows.totalItems).toBe(5);
    expect(
      rows.data.map(({ change, unitCost, amountAfter, unitCostAfter, stockValueAfter, reason }: Json) => [
        reason,
        change,
        unitCost,
        amountAfter,
        unitCostAfter,
        stockValueAfter,
      ]),
    ).toEqual([
      ['initial', 10, 1000, 10, 1000, 10000],
      ['addition', 5, 1600, 15, 1200, 18000],
      ['removal', -9, 1200, 6, 1200, 7200],
      ['removal', -6, 1200, 0, 1200, 0],
      ['addition', 4, 500, 4, 500, 2000],
    ]);
  });

  test('fractional amounts: 0.29 and 4.35 are fine (2 decimals), 1.005 is not', async () => {
    const leche = await createProduct(api, ana, { name: 'Leche', unitMeasure: 'Lt', amount: 3, unitCost: 1000 });
    const first = await stock(ana, { product: leche._id, amount: 3.29, previousAmount: 3, cost: 1000 });
    expect(first.body.data.product).toMatchObject({ amount: 3.29, stockValue: 4000, unitCost: 1215.8055 });
    expect(first.body.data.movement).toMatchObject({ change: 0.29, unitCost: 3448.2759 });
    const second = await stock(ana, { product: leche._id, amount: 0.29, previousAmount: 3.29 });
    // 4,000 × 0.29 / 3.29 = 352.58358… → 352.5836
    expect(second.body.data.product).toMatchObject({ amount: 0.29, stockValue: 352.5836, unitCost: 1215.8055 });
    expect(second.body.data.movement).toMatchObject({ change: -3, unitCost: 1215.8055, reason: 'removal' });
    const third = await stock(ana, { product: leche._id, amount: 4.35, previousAmount: 0.29, cost: 5000 });
    // (352.5836 + 5,000) / 4.35 = 1,230.47898… → 1,230.4790; the lot: 5,000 / 4.06 = 1,231.5271
    expect(third.body.data.product).toMatchObject({ amount: 4.35, stockValue: 5352.5836, unitCost: 1230.479 });
    expect(third.body.data.movement).toMatchObject({ change: 4.06, unitCost: 1231.5271, reason: 'addition' });

    const tooFine = await stock(ana, { product: leche._id, amount: 1.005, previousAmount: 4.35 });
    expect(tooFine.body).toMatchObject({ code: 'VALIDATION', field: 'amount', message: 'The field "amount" allows at most 2 decimals.' });
    const staleFine = await stock(ana, { product: leche._id, amount: 5, previousAmount: 4.351, cost: 10 });
    expect(staleFine.body).toMatchObject({ code: 'VALIDATION', field: 'previousAmount' });
    expect((await ledger(leche._id)).totalItems).toBe(4);
  });
});

describe('POST /stock: validation rules', () => {
  let yuca: JsonObject;
  beforeAll(async () => {
    yuca = await createProduct(api, ana, { amount: 10, unitCost: 1000 });
  });

  test('400 naming the field, and neither the product nor the ledger changes', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: -1, previousAmount: 10 }, 'amount', 'The field "amount" must be at least 0.'],
      [{ amount: 12, previousAmount: 10 }, 'cost', 'Enter the "cost" of the amount you add.'],
      [{ amount: 12, previousAmount: 10, cost: null }, 'cost', 'Enter the "cost" of the amount you add.'],
      [{ amount: 12, previousAmount: 10, cost: 0 }, 'cost', 'Enter the "cost" of the amount you add.'],
      [{ amount: 12, previousAmount: 10, cost: -5 }, 'cost', 'The field "cost" must be at least 0.'],
      [{ amount: 12, previousAmount: 10, cost: 10.5 }, 'cost', 'The field "cost" has an invalid data type.'],
      [{ amount: 8, previousAmount: 10, cost: 500 }, 'cost', 'Removing stock takes no "cost".'],
      [{ amount: 10, previousAmount: 10 }, 'amount', 'The field "amount" does not change the stock.'],
      [{ amount: 10, previousAmount: 10, cost: 300 }, 'amount', 'The field "amount" does not change the stock.'],
      [{ previousAmount: 10, cost: 300 }, 'amount', 'The field "amount" is required.'],
      [{ amount: 12, cost: 300 }, 'previousAmount', 'The field "previous amount" is required.'],
      [{ amount: 'doce', previousAmount: 10, cost: 300 }, 'amount', 'The field "amount" has an invalid data type.'],
      [{ amount: 1e13, previousAmount: 10, cost: 300 }, 'amount', 'The field "amount" must be at most 999999999999.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await stock(ana, { product: yuca._id, ...body });
      expect({ body, status: res.status, code: res.body.code, field: res.body.field, message: res.body.message }).toEqual({
        body,
        status: 400,
        code: 'VALIDATION',
        field,
        message,
      });
    }
    expect((await stock(ana, { amount: 12, previousAmount: 10, cost: 300 })).body).toMatchObject({ code: 'VALIDATION', field: 'product' });
    expect(await current(yuca._id)).toEqual(yuca);
    expect((await ledger(yuca._id)).totalItems).toBe(1);
  });

  test('a whole unit moves by whole units (docs/domain.md#request-amounts)', async () => {
    const jars = await createProduct(api, ana, { name: 'Frascos', unitMeasure: 'Un', amount: 10, unitCost: 500 });
    const half = await api.post('/stock', { product: jars._id, amount: 10.5, previousAmount: 10, cost: 250 }, as(ana, 'es'));
    expect(half.status).toBe(400);
    expect(half.body).toMatchObject({ field: 'amount', message: 'El campo «cantidad» se cuenta en unidades enteras: sin decimales.' });
    expect(await current(jars._id)).toEqual(jars);
    expect((await stock(ana, { product: jars._id, amount: 12, previousAmount: 10, cost: 1000 })).status).toBe(200);
  });

  test('a stale dialog gets 409 STOCK_CHANGED naming the current amount, with the fresh product', async () => {
    const res = await stock(ana, { product: yuca._id, amount: 20, previousAmount: 12, cost: 8000 });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      success: false,
      code: 'STOCK_CHANGED',
      message: 'The stock of this product changed while you were editing it (now 10 Kg). Check the amount and try again.',
      data: yuca,
    });
    // A stale dialog hears about the change before anything else is judged.
    expect((await stock(ana, { product: yuca._id, amount: 20, previousAmount: 12 })).status).toBe(409);
    expect((await ledger(yuca._id)).totalItems).toBe(1);
  });

  test('the 409 message writes the amount the reader’s way', async () => {
    const arroz = await createProduct(api, ana, { name: 'Arroz', amount: 1234, unitCost: 100 });
    await stock(ana, { product: arroz._id, amount: 1234.5, previousAmount: 1234, cost: 50 });
    const es = await api.post('/stock', { product: arroz._id, amount: 2000, previousAmount: 1234, cost: 5 }, as(ana, 'es'));
    expect(es.body.message).toBe(
      'El inventario de este producto cambió mientras usted lo editaba (ahora hay 1.234,5 Kg). Revise la cantidad y vuelva a intentarlo.',
    );
    const en = await api.post('/stock', { product: arroz._id, amount: 2000, previousAmount: 1234, cost: 5 }, as(ana));
    expect(en.body.message).toContain('(now 1,234.5 Kg)');
  });
});

describe('POST /stock and GET /products/{id}/stockMovements: who may', () => {
  let secret: JsonObject;
  let shown: JsonObject;
  beforeAll(async () => {
    secret = await createProduct(api, ana, { amount: 10, unitCost: 1000 });
    shown = await createProduct(api, ana, { amount: 10, unitCost: 1000, public: true });
  });

  test("another user's token: 404 on a private product, 403 on a public one; nothing changes", async () => {
    const change = { amount: 11, previousAmount: 10, cost: 100 };
    expect((await stock(bruno, { product: secret._id, ...change })).body).toMatchObject({ code: 'NOT_FOUND', field: 'product' });
    expect((await stock(bruno, { product: shown._id, ...change })).body).toMatchObject({ code: 'FORBIDDEN', field: 'product' });
    expect((await api.get(`/products/${secret._id}/stockMovements`, as(bruno))).status).toBe(404);
    expect((await api.get(`/products/${shown._id}/stockMovements`, as(bruno))).status).toBe(403);
    expect(await current(secret._id)).toEqual(secret);
    expect(await current(shown._id)).toEqual(shown);
    expect((await ledger(shown._id)).totalItems).toBe(1);
  });

  test('a carrier changes no stock (403 LOGISTIC_NO_PRODUCTS); no session → 401', async () => {
    expect((await stock(carrier, { product: shown._id, amount: 11, previousAmount: 10, cost: 100 })).body).toMatchObject({
      code: 'LOGISTIC_NO_PRODUCTS',
    });
    expect((await api.post('/stock', { product: shown._id, amount: 11, previousAmount: 10, cost: 100 })).status).toBe(401);
    expect((await api.get(`/products/${shown._id}/stockMovements`)).status).toBe(401);
    expect(await current(shown._id)).toEqual(shown);
  });

  test('unknown products → 404', async () => {
    const change = { amount: 11, previousAmount: 10, cost: 100 };
    expect((await stock(ana, { product: '00000000-0000-4000-8000-000000000000', ...change })).status).toBe(404);
    expect((await stock(ana, { product: 'yuca', ...change })).status).toBe(404);
    expect((await api.get('/products/yuca/stockMovements', as(ana))).status).toBe(404);
  });
});

describe('GET /products/{id}/stockMovements', () => {
  test('oldest first, paged, limit up to 1000', async () => {
    const maiz = await createProduct(api, ana, { name: 'Maíz', amount: 1, unitCost: 100 });
    for (let amount = 2; amount <= 5; amount++) await stock(ana, { product: maiz._id, amount, previousAmount: amount - 1, cost: 100 * amount });
    const page = await api.get(`/products/${maiz._id}/stockMovements?skip=1&limit=2`, as(ana));
    expect(page.status).toBe(200);
    expect(page.body.totalItems).toBe(5);
    expect(page.body.data.map((m: Json) => m.amountAfter)).toEqual([2, 3]);
    const all = await api.get(`/products/${maiz._id}/stockMovements`, as(ana));
    expect(all.body.data.map((m: Json) => m.amountAfter)).toEqual([1, 2, 3, 4, 5]);
    const dates = all.body.data.map((m: Json) => Date.parse(m.date));
    expect([...dates].sort((a, b) => a - b)).toEqual(dates);
    expect((await api.get(`/products/${maiz._id}/stockMovements?limit=1000`, as(ana))).status).toBe(200);
    expect((await api.get(`/products/${maiz._id}/stockMovements?limit=1001`, as(ana))).body).toMatchObject({ code: 'VALIDATION', field: 'limit' });
  });
});
