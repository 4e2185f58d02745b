import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { products, stockMovements } from './tables';
import { requests } from '../requests/tables';
import { createUser, type TestUser } from '../../../test/support/accounts';
import type { Json, JsonObject } from '../../../test/support/http';
import { createProduct, productBody, uploadTo, userOfType } from '../../../test/support/products';
import { useTestApp } from '../../../test/support/test-app';

const t = useTestApp();
const api = t.api;
let ana: TestUser;
let bruno: TestUser;
let supplier: TestUser;
let carrier: TestUser;

beforeAll(async () => {
  [ana, bruno, supplier, carrier] = await Promise.all([
    createUser(api, t.outboxDir),
    userOfType(api, t.outboxDir, 'ENTERPRISE'),
    userOfType(api, t.outboxDir, 'SUPPLIER'),
    userOfType(api, t.outboxDir, 'LOGISTIC'),
  ]);
});

const as = (user: TestUser) => ({ token: user.token, lang: 'en' as const });
const totalOf = async (user: TestUser) => (await api.get(`/users/${user.id}/products?skip=0&limit=1`, as(user))).body.totalItems as number;
const ledgerRows = (productId: string) => t.database.db.select().from(stockMovements).where(eq(stockMovements.productId, productId));
const productRow = async (productId: string) => (await t.database.db.select().from(products).where(eq(products.id, productId)))[0];

describe('POST /products', () => {
  test('creates the product (201, data._id) and its initial ledger row', async () => {
    const res = await api.post('/products', productBody({ user: ana.id, name: '  Yuca   criolla ', description: '  Fresca  ' }), as(ana));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: 'Product created successfully.' });
    const product = res.body.data;
    expect(product).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Yuca criolla',
      description: 'Fresca',
      type: 'RAW_MATERIAL',
      unitMeasure: 'Kg',
      price: 2500,
      amount: 10,
      reserved: 0,
      unitCost: 1000,
      stockValue: 10000,
      public: false,
      image: null,
      imageThumbnail: null,
      technicalDocument: null,
      technicalDocumentName: null,
      user: { _id: ana.id, firstName: 'Ana María', enterpriseName: null },
      expiryWarningDays: 7,
      nextExpiry: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const ledger = await api.get(`/products/${product._id}/stockMovements`, as(ana));
    expect(ledger.body.totalItems).toBe(1);
    expect(ledger.body.data).toEqual([
      {
        _id: expect.any(String),
        date: expect.any(String),
        change: 10,
        unitCost: 1000,
        amountAfter: 10,
        unitCostAfter: 1000,
        stockValueAfter: 10000,
        reason: 'initial',
        reference: null,
        execution: null,
        request: null,
        transportCost: null,
        // Its stock is the product's first lot, coded from its name and the day.
        lots: [{ _id: expect.any(String), code: expect.stringMatching(/^YUC-\d{8}-01$/), amount: 10, expired: false }],
      },
    ]);
  });

  test('without stock there is no ledger row; price and description may be left out', async () => {
    const product = await createProduct(api, ana, { amount: 0, unitCost: 0, price: undefined, description: undefined });
    expect(product).toMatchObject({ amount: 0, stockValue: 0, price: null, description: null });
    expect(await ledgerRows(product._id)).toHaveLength(0);
  });

  test('a blank description is dropped; null price means not for sale; `user` may be left out', async () => {
    const res = await api.post('/products', productBody({ description: ' \n\t ', price: null }), as(ana));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ description: null, price: null, user: { _id: ana.id } });
  });

  test('the unit cost of a lot that does not divide evenly is kept to 4 decimals', async () => {
    const product = await createProduct(api, ana, { amount: 3, unitCost: 1000 / 3 });
    expect(product).toMatchObject({ amount: 3, unitCost: 333.3333, stockValue: 999.9999 });
  });

  test('every validation rule answers 400 naming the field, and nothing is created', async () => {
    const before = await totalOf(ana);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '   ' }, 'name'],
      [{ name: '' }, 'name'],
      [{ name: undefined }, 'name'],
      [{ type: undefined }, 'type'],
      [{ type: 'VEGETABLE' }, 'type'],
      [{ unitMeasure: 'Tons' }, 'unitMeasure'],
      [{ unitMeasure: undefined }, 'unitMeasure'],
      [{ price: 0 }, 'price'],
      [{ price: -100 }, 'price'],
      [{ price: 12.5 }, 'price'],
      [{ price: 'mucho' }, 'price'],
      [{ amount: 2.5, unitMeasure: 'Un' }, 'amount'],
      [{ amount: 2.555 }, 'amount'],
      [{ amount: -1 }, 'amount'],
      [{ amount: undefined }, 'amount'],
      [{ unitCost: undefined }, 'unitCost'],
      [{ unitCost: -1 }, 'unitCost'],
      [{ unitCost: 0 }, 'unitCost'],
      [{ public: 'maybe' }, 'public'],
      [{ description: 'x'.repeat(2001) }, 'description'],
    ];
    for (const [overrides, field] of cases) {
      const res = await api.post('/products', productBody(overrides), as(ana));
      expect({ overrides, status: res.status, code: res.body.code, field: res.body.field }).toEqual({
        overrides,
        status: 400,
        code: 'VALIDATION',
        field,
      });
    }
    expect(await totalOf(ana)).toBe(before);
  });

  test('a divisible unit takes hundredths (2,5 Kg of cheese), a whole unit does not', async () => {
    const cheese = await createProduct(api, ana, { name: 'Queso costeño', amount: 2.5, unitCost: 9000 });
    expect(cheese).toMatchObject({ amount: 2.5, unitCost: 9000, stockValue: 22500 });
    const jars = await api.post('/products', productBody({ unitMeasure: 'Un', amount: 1.5 }), { token: ana.token, lang: 'es' });
    expect(jars.body).toMatchObject({ field: 'amount', message: 'El campo «cantidad» se cuenta en unidades enteras: sin decimales.' });
    // A unit changes to a whole one only while the stock is whole.
    const toUnits = await api.put(`/products/${cheese._id}`, { type: 'RAW_MATERIAL', name: 'Queso', unitMeasure: 'Un' }, as(ana));
    expect(toUnits.status).toBe(400);
    expect(toUnits.body).toMatchObject({ field: 'unitMeasure' });
    expect((await api.get(`/products/${cheese._id}`, as(ana))).body.data).toEqual(cheese);
    expect((await api.put(`/products/${cheese._id}`, { type: 'RAW_MATERIAL', name: 'Queso', unitMeasure: 'Lb' }, as(ana))).status).toBe(200);
  });

  test('messages name the field in the reader’s language', async () => {
    const es = await api.post('/products', productBody({ name: '  ' }), { token: ana.token, lang: 'es' });
    expect(es.body.message).toBe('El campo «nombre» es obligatorio.');
    const en = await api.post('/products', productBody({ name: '  ' }), as(ana));
    expect(en.body.message).toBe('The field "name" is required.');
  });

  test('`user` must be the caller: 400 on user, nothing created', async () => {
    const before = await totalOf(ana);
    const res = await api.post('/products', productBody({ user: bruno.id }), as(ana));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', field: 'user', message: 'The field "user" must be your own user.' });
    expect(await totalOf(ana)).toBe(before);
    expect(await totalOf(bruno)).toBe(0);
  });

  test('a supplier registers supplies only', async () => {
    for (const type of ['RAW_MATERIAL', 'FINISHED_PRODUCT']) {
      const res = await api.post('/products', productBody({ type }), as(supplier));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION', field: 'type' });
    }
    expect(await totalOf(supplier)).toBe(0);
    expect((await api.post('/products', productBody({ type: 'SUPPLIE', name: 'Urea' }), as(supplier))).status).toBe(201);
  });

  test('a carrier keeps no products (403 LOGISTIC_NO_PRODUCTS)', async () => {
    const res = await api.post('/products', productBody(), as(carrier));
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      success: false,
      code: 'LOGISTIC_NO_PRODUCTS',
      message: 'Carriers do not register or change products of their own.',
    });
    expect(await totalOf(carrier)).toBe(0);
  });

  test('no session → 401', async () => {
    expect((await api.post('/products', productBody())).status).toBe(401);
  });
});

describe('GET /products/{id}', () => {
  let secret: JsonObject;
  let shown: JsonObject;
  beforeAll(async () => {
    secret = await createProduct(api, ana, { name: 'Receta secreta' });
    shown = await createProduct(api, ana, { name: 'Mango de azúcar', public: true });
  });

  test('the owner reads private and public products', async () => {
    expect((await api.get(`/products/${secret._id}`, as(ana))).body.data).toEqual(secret);
    expect((await api.get(`/products/${shown._id}`, as(ana))).body.data).toEqual(shown);
  });

  test('another user reads a public product but not a private one (404, existence not revealed)', async () => {
    expect((await api.get(`/products/${shown._id}`, as(bruno))).body.data).toEqual(shown);
    const hidden = await api.get(`/products/${secret._id}`, as(bruno));
    expect(hidden.status).toBe(404);
    expect(hidden.body.code).toBe('NOT_FOUND');
  });

  test('unknown ids, ids that are not UUIDs and no session', async () => {
    expect((await api.get('/products/00000000-0000-4000-8000-000000000000', as(ana))).status).toBe(404);
    expect((await api.get('/products/not-a-uuid', as(ana))).status).toBe(404);
    expect((await api.get(`/products/${shown._id}`)).status).toBe(401);
  });
});

describe('PUT /products/{id}', () => {
  test('the owner edits; blank description and null price clear; the stock is untouched', async () => {
    const product = await createProduct(api, ana);
    const res = await api.put(
      `/products/${product._id}`,
      { type: 'FINISHED_PRODUCT', name: ' Yuca  pelada ', description: '  ', price: null, public: true, unitMeasure: 'Lb' },
      as(ana),
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Product updated.');
    expect(res.body.data).toMatchObject({
      _id: product._id,
      type: 'FINISHED_PRODUCT',
      name: 'Yuca pelada',
      description: null,
      price: null,
      public: true,
      unitMeasure: 'Lb',
      amount: 10,
      unitCost: 1000,
      stockValue: 10000,
    });
    expect(await ledgerRows(product._id)).toHaveLength(1);
  });

  test('optional fields left out keep their value', async () => {
    const product = await createProduct(api, ana, { public: true });
    const res = await api.put(`/products/${product._id}`, { type: 'RAW_MATERIAL', name: 'Ñame' }, as(ana));
    expect(res.body.data).toMatchObject({ name: 'Ñame', price: 2500, description: 'Yuca fresca de Repelón', public: true, unitMeasure: 'Kg' });
  });

  test('the edit rules: 400 naming the field, nothing changes', async () => {
    const product = await createProduct(api, ana);
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'RAW_MATERIAL', name: '  ' }, 'name'],
      [{ type: 'RAW_MATERIAL' }, 'name'],
      [{ name: 'Yuca' }, 'type'],
      [{ type: 'RAW_MATERIAL', name: 'Yuca', price: 0 }, 'price'],
      [{ type: 'RAW_MATERIAL', name: 'Yuca', price: 99.5 }, 'price'],
      [{ type: 'RAW_MATERIAL', name: 'Yuca', unitMeasure: 'Arroba' }, 'unitMeasure'],
    ];
    for (const [body, field] of cases) {
      const res = await api.put(`/products/${product._id}`, body, as(ana));
      expect({ body, status: res.status, field: res.body.field }).toEqual({ body, status: 400, field });
    }
    expect((await api.get(`/products/${product._id}`, as(ana))).body.data).toEqual(product);
  });

  test('a supplier keeps its products supplies; a carrier changes nothing', async () => {
    const urea = await createProduct(api, supplier, { type: 'SUPPLIE', name: 'Urea' });
    const res = await api.put(`/products/${urea._id}`, { type: 'RAW_MATERIAL', name: 'Urea' }, as(supplier));
    expect(res).toMatchObject({ status: 400, body: { field: 'type' } });
    const mine = await createProduct(api, ana, { public: true });
    const byCarrier = await api.put(`/products/${mine._id}`, { type: 'RAW_MATERIAL', name: 'Robado' }, as(carrier));
    expect(byCarrier).toMatchObject({ status: 403, body: { code: 'LOGISTIC_NO_PRODUCTS' } });
    expect((await api.get(`/products/${mine._id}`, as(ana))).body.data.name).toBe('Yuca criolla');
  });

  test("another user's token: 404 on a private product, 403 on a public one; nothing changes", async () => {
    const secret = await createProduct(api, ana);
    const shown = await createProduct(api, ana, { public: true });
    expect((await api.put(`/products/${secret._id}`, { type: 'RAW_MATERIAL', name: 'X' }, as(bruno))).status).toBe(404);
    const forbidden = await api.put(`/products/${shown._id}`, { type: 'RAW_MATERIAL', name: 'X' }, as(bruno));
    expect(forbidden).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    expect((await api.get(`/products/${secret._id}`, as(ana))).body.data).toEqual(secret);
    expect((await api.get(`/products/${shown._id}`, as(ana))).body.data).toEqual(shown);
    expect((await api.put(`/products/${shown._id}`, { type: 'RAW_MATERIAL', name: 'X' })).status).toBe(401);
  });
});

describe('lists', () => {
  let owner: TestUser;
  let made: JsonObject[];
  beforeAll(async () => {
    owner = await createUser(api, t.outboxDir);
    made = [];
    // One at a time: the list is ordered by creation.
    for (const name of ['Café', 'Aguacate', 'Banano', 'Mango', 'Ñame']) made.push(await createProduct(api, owner, { name }));
  });

  test('GET /users/{id}/products: newest first, paged, with totalItems', async () => {
    const first = await api.get(`/users/${owner.id}/products?skip=0&limit=2`, as(owner));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, totalItems: 5 });
    expect(first.body.data.map((p: Json) => p.name)).toEqual(['Ñame', 'Mango']);
    expect(first.body.data[0]).toEqual(made[4]);
    const last = await api.get(`/users/${owner.id}/products?skip=4&limit=2`, as(owner));
    expect(last.body.data.map((p: Json) => p.name)).toEqual(['Café']);
    const defaults = await api.get(`/users/${owner.id}/products`, as(owner));
    expect(defaults.body.data).toHaveLength(5);
  });

  test('GET /user/{id}/simpleProducts: every product by name as {_id, name, unitMeasure}', async () => {
    const res = await api.get(`/user/${owner.id}/simpleProducts`, as(owner));
    expect(res.status).toBe(200);
    expect(res.body.data.map((p: Json) => p.name)).toEqual(['Aguacate', 'Banano', 'Café', 'Mango', 'Ñame']);
    expect(res.body.data[0]).toEqual({ _id: made[1]._id, name: 'Aguacate', unitMeasure: 'Kg' });
  });

  test('paging limits are checked', async () => {
    expect((await api.get(`/users/${owner.id}/products?limit=101`, as(owner))).body).toMatchObject({ code: 'VALIDATION', field: 'limit' });
    expect((await api.get(`/users/${owner.id}/products?skip=-1`, as(owner))).body).toMatchObject({ code: 'VALIDATION', field: 'skip' });
  });

  test("another user's lists → 403; no session → 401", async () => {
    expect((await api.get(`/users/${owner.id}/products`, as(ana))).status).toBe(403);
    expect((await api.get(`/user/${owner.id}/simpleProducts`, as(ana))).status).toBe(403);
    expect((await api.get(`/users/${owner.id}/products`)).status).toBe(401);
    expect((await api.get(`/user/${owner.id}/simpleProducts`)).status).toBe(401);
  });
});

describe('POST /products/{id}/delete', () => {
  let png: Buffer;
  beforeAll(async () => {
    png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer();
  });
  const productDir = (id: string) => path.join(t.dataDir, 'uploads', 'products', id);

  test('a product nothing refers to is removed with its ledger and its files', async () => {
    const product = await createProduct(api, ana);
    expect(
      (await uploadTo(t.baseUrl, '/upload', { type: 'productImage', id: product._id }, { content: png, name: 'y.png', type: 'image/png' }, ana.token))
        .status,
    ).toBe(200);
    expect(fs.readdirSync(productDir(product._id))).toHaveLength(2);

    const res = await api.post(`/products/${product._id}/delete`, {}, as(ana));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Product deleted.', data: null });
    expect(await productRow(product._id)).toBeUndefined();
    expect(await ledgerRows(product._id)).toHaveLength(0);
    expect(fs.existsSync(productDir(product._id))).toBe(false);
    expect((await api.get(`/products/${product._id}`, as(ana))).status).toBe(404);
    expect((await api.post(`/products/${product._id}/delete`, {}, as(ana))).status).toBe(404);
  });

  test('the original client’s empty body works too', async () => {
    const product = await createProduct(api, ana);
    const res = await fetch(`${t.baseUrl}/api/products/${product._id}/delete`, { method: 'POST', headers: { authorization: ana.token } });
    expect(res.status).toBe(200);
  });

  test.each([
    ['by product_id', (id: string) => ({ productId: id })],
    ['inside its products list', (id: string) => ({ products: [{ product: id, amount: '3' }] })],
  ])('a product a request that is over refers to (%s) is hidden, its history kept', async (_label, reference) => {
    const product = await createProduct(api, ana, { public: true });
    await t.database.db
      .insert(requests)
      .values({ kind: 'PRODUCT', state: 'COMPLETED', requesterId: bruno.id, userId: ana.id, ...reference(product._id) });

    expect((await api.post(`/products/${product._id}/delete`, {}, as(ana))).status).toBe(200);
    const row = await productRow(product._id);
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(await ledgerRows(product._id)).toHaveLength(1);

    expect((await api.get(`/products/${product._id}`, as(ana))).status).toBe(404);
    expect((await api.get(`/products/${product._id}`, as(bruno))).status).toBe(404);
    const list = await api.get(`/users/${ana.id}/products?limit=100`, as(ana));
    expect(list.body.data.map((p: Json) => p._id)).not.toContain(product._id);
    const simple = await api.get(`/user/${ana.id}/simpleProducts`, as(ana));
    expect(simple.body.data.map((p: Json) => p._id)).not.toContain(product._id);
    expect((await api.put(`/products/${product._id}`, { type: 'RAW_MATERIAL', name: 'X' }, as(ana))).status).toBe(404);
    expect((await api.post('/stock', { product: product._id, amount: 11, previousAmount: 10, cost: 100 }, as(ana))).status).toBe(404);
    expect((await api.get(`/products/${product._id}/stockMovements`, as(ana))).status).toBe(404);
    expect((await api.post(`/products/${product._id}/delete`, {}, as(ana))).status).toBe(404);
  });

  test("another user's token (404 private, 403 public) and a carrier's (403) delete nothing", async () => {
    const secret = await createProduct(api, ana);
    const shown = await createProduct(api, ana, { public: true });
    expect((await api.post(`/products/${secret._id}/delete`, {}, as(bruno))).status).toBe(404);
    expect((await api.post(`/products/${shown._id}/delete`, {}, as(bruno))).body).toMatchObject({ code: 'FORBIDDEN' });
    expect((await api.post(`/products/${shown._id}/delete`, {}, as(carrier))).body).toMatchObject({ code: 'LOGISTIC_NO_PRODUCTS' });
    expect((await api.post(`/products/${shown._id}/delete`, {})).status).toBe(401);
    expect(await productRow(secret._id)).toMatchObject({ deletedAt: null });
    expect(await productRow(shown._id)).toMatchObject({ deletedAt: null });
  });
});

describe('deleting or retiring a product in use (docs/domain.md#in-use)', () => {
  const asEs = (user: TestUser) => ({ token: user.token, lang: 'es' as const });
  const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const activityBody = (name: string, input: JsonObject, output: JsonObject) => ({
    name,
    description: name,
    estimatedDurationInHours: 1,
    inputProducts: [{ id: input._id, amount: 2 }],
    outputProducts: [{ id: output._id, amount: 1 }],
  });

  test('used by an activity, a process and a scheduled run: 409 IN_USE listing them, nothing changes; retiring hides it from new use while they keep working', async () => {
    const plant = bruno;
    const milk = await createProduct(api, plant, { name: 'Leche cruda', unitMeasure: 'Lt', amount: 20, unitCost: 1000 });
    const cheese = await createProduct(api, plant, { name: 'Queso costeño', amount: 0, unitCost: 0 });
    const curdling = (await api.post('/activities', activityBody('Cuajado', milk, cheese), as(plant))).body.data;
    const line = (await api.post('/processes', { name: 'Línea del queso', description: 'd', activities: [curdling._id] }, as(plant))).body.data;
    const scheduled = await api.post(
      '/executeActivity',
      { activityId: curdling._id, expectedOutputProducts: [{ id: cheese._id, amount: 2 }], scheduleTime: tomorrow() },
      as(plant),
    );
    expect(scheduled.status).toBe(201);

    const refused = await api.post(`/products/${milk._id}/delete`, {}, as(plant));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'IN_USE',
      message:
        '«Leche cruda» cannot be deleted: it is used by «Cuajado», «Línea del queso». You can retire it instead: it is no longer offered for new use, and what already uses it keeps working.',
      data: [
        { kind: 'activity', _id: curdling._id, name: 'Cuajado' },
        { kind: 'process', _id: line._id, name: 'Línea del queso' },
        { kind: 'run', _id: scheduled.body.data._id, name: 'Cuajado' },
      ],
    });
    expect((await api.post(`/products/${milk._id}/delete`, {}, asEs(plant))).body.message).toBe(
      '«Leche cruda» no se puede eliminar: está en uso por «Cuajado», «Línea del queso». Puede retirarlo: deja de ofrecerse para usos nuevos y lo que ya lo usa sigue funcionando.',
    );
    expect(await productRow(milk._id)).toMatchObject({ deletedAt: null, amount: '20.00', reserved: '4.00' });

    const retired = await api.post(`/products/${milk._id}/retire`, {}, as(plant));
    expect(retired.body).toEqual({ success: true, message: 'Product retired.', data: null });
    expect((await productRow(milk._id)).deletedAt).toBeInstanceOf(Date);
    // Not offered for new use: lists, choosers, the wizards' stock, a new run.
    expect((await api.get(`/user/${plant.id}/simpleProducts`, as(plant))).body.data.map((p: Json) => p._id)).not.toContain(milk._id);
    expect((await api.get(`/users/${plant.id}/products?limit=100`, as(plant))).body.data.map((p: Json) => p._id)).not.toContain(milk._id);
    const plan = await api.get(`/activities/${curdling._id}/runPlan`, as(plant));
    expect(plan.body.data.stock[milk._id]).toMatchObject({ amount: 20, reserved: 4, available: 0 });
    const now = await api.post('/executeActivity', { activityId: curdling._id, expectedOutputProducts: [{ id: cheese._id, amount: 1 }] }, as(plant));
    expect(now.status).toBe(409);
    expect(now.body).toMatchObject({ code: 'NOT_ENOUGH_PRODUCTS', data: { shortages: [{ product: { _id: milk._id }, required: 2, available: 0 }] } });
    const later = await api.post(
      '/executeActivity',
      { activityId: curdling._id, expectedOutputProducts: [{ id: cheese._id, amount: 1 }], scheduleTime: tomorrow() },
      as(plant),
    );
    expect(later.body.code).toBe('NOT_ENOUGH_PRODUCTS');
    // What used it keeps working: the activity still names it and can be edited keeping it…
    expect((await api.get(`/activities/${curdling._id}`, as(plant))).body.data.inputProducts).toEqual([
      { product: { _id: milk._id, name: 'Leche cruda', unitMeasure: 'Lt' }, amount: 2 },
    ]);
    const edited = await api.put(
      `/activities/${curdling._id}/update`,
      { ...activityBody('Cuajado lento', milk, cheese), estimatedDurationInHours: 3 },
      as(plant),
    );
    expect(edited.status).toBe(200);
    // …but not take it up anew.
    const other = (await api.post('/activities', activityBody('Otro', cheese, cheese), as(plant))).body.data;
    const taken = await api.put(`/activities/${other._id}/update`, activityBody('Otro', milk, cheese), as(plant));
    expect([taken.status, taken.body.field]).toEqual([400, 'inputProducts.0.id']);
    // …and the scheduled run starts from what it reserved.
    const started = await api.post('/startActivity', { executedActivityId: scheduled.body.data._id }, as(plant));
    expect(started.status).toBe(200);
    expect(await productRow(milk._id)).toMatchObject({ amount: '16.00', reserved: '0.00' });
  });

  test('named by a request not over: 409 naming the other party; retired, the request can still be accepted', async () => {
    const buyer = await createUser(api, t.outboxDir);
    const lemons = await createProduct(api, ana, { name: 'Limón Tahití', public: true, price: 1000 });
    const asked = await api.post('/requestProduct', { productId: lemons._id, amount: 3, proposedPrice: 3000 }, as(buyer));
    expect(asked.status).toBe(201);
    const refused = await api.post(`/products/${lemons._id}/delete`, {}, as(ana));
    expect(refused.body).toMatchObject({ code: 'IN_USE', data: [{ kind: 'request', _id: asked.body.data._id, name: 'Ana María Gutiérrez Polo' }] });
    expect((await api.post(`/products/${lemons._id}/retire`, {}, as(ana))).status).toBe(200);
    expect((await api.get(`/products/${lemons._id}`, as(buyer))).status).toBe(404);
    const accepted = await api.post('/acceptProductRequest', { requestId: asked.body.data._id, amountAccepted: 3 }, as(ana));
    expect(accepted.status).toBe(200);
    expect(await productRow(lemons._id)).toMatchObject({ reserved: '3.00' });
  });

  test("retiring is the owner's: another user's token (404 private, 403 public), a carrier's (403), no session (401) retire nothing", async () => {
    const secret = await createProduct(api, ana);
    const shown = await createProduct(api, ana, { public: true });
    expect((await api.post(`/products/${secret._id}/retire`, {}, as(bruno))).status).toBe(404);
    expect((await api.post(`/products/${shown._id}/retire`, {}, as(bruno))).body).toMatchObject({ code: 'FORBIDDEN' });
    expect((await api.post(`/products/${shown._id}/retire`, {}, as(carrier))).body).toMatchObject({ code: 'LOGISTIC_NO_PRODUCTS' });
    expect((await api.post(`/products/${shown._id}/retire`, {})).status).toBe(401);
    expect(await productRow(secret._id)).toMatchObject({ deletedAt: null });
    expect(await productRow(shown._id)).toMatchObject({ deletedAt: null });
    // Nothing uses it: it retires all the same, and a retired product cannot be retired twice.
    expect((await api.post(`/products/${secret._id}/retire`, {}, as(ana))).status).toBe(200);
    expect((await api.post(`/products/${secret._id}/retire`, {}, as(ana))).status).toBe(404);
  });
});
