import { eq } from 'drizzle-orm';
import { addDays, LotTrace, regionToday } from '@agrocadena/contracts';
import type { TestUser } from '../../../test/support/accounts';
import { expectContract } from '../../../test/support/contract';
import type { JsonObject } from '../../../test/support/http';
import { createProduct, userOfType } from '../../../test/support/products';
import { useTestApp } from '../../../test/support/test-app';
import { lots } from './tables';

/**
 * Lots from farm to fork (docs/domain.md#lots): codes, which lot leaves, expiry, genealogy across
 * users, trace both ways, what another user's lot reveals, and the recall list. Every test also
 * proves each product's stock is the sum of its lots (test/support/test-app.ts).
 */
const t = useTestApp();
const api = t.api;
let farm: TestUser;
let dairy: TestUser;
let shop: TestUser;
let stranger: TestUser;

const as = (user: TestUser, lang: 'en' | 'es' = 'en') => ({ token: user.token, lang });
const post = (path: string, body: JsonObject, user: TestUser, lang: 'en' | 'es' = 'en') => api.post(path, body, as(user, lang));
const lotsOf = async (user: TestUser, product: JsonObject, query = '') =>
  (await api.get(`/products/${product._id}/lots?limit=100${query}`, as(user))).body.data as JsonObject[];
const stock = (user: TestUser, body: JsonObject, lang: 'en' | 'es' = 'en') => post('/stock', body, user, lang);
const inDays = (days: number) => addDays(regionToday(), days);
const mineNamed = async (user: TestUser, name: string) =>
  ((await api.get(`/users/${user.id}/products?limit=100`, as(user))).body.data as JsonObject[]).find((p) => p.name === name) as JsonObject;

beforeAll(async () => {
  [farm, dairy, shop, stranger] = await Promise.all([
    userOfType(api, t.outboxDir, 'AGRO'),
    userOfType(api, t.outboxDir, 'ENTERPRISE'),
    userOfType(api, t.outboxDir, 'MINORIST'),
    userOfType(api, t.outboxDir, 'MINORIST'),
  ]);
});

/** The database writes a trace as JSON text: it must be the contract's, field for field. */
const expectTrace = (data: unknown) => expectContract(LotTrace, data);

/** `buyer` buys `amount` of `goods` from `seller`, handed over by hand and received into a new product. */
async function sold(seller: TestUser, buyer: TestUser, goods: JsonObject, amount: number, price = 4000): Promise<string> {
  const asked = await post('/requestProduct', { productId: goods._id, amount, proposedPrice: (goods.price as number) * amount }, buyer);
  expect(asked.status).toBe(201);
  const id = asked.body.data._id as string;
  expect((await post('/acceptProductRequest', { requestId: id, amountAccepted: amount }, seller)).status).toBe(200);
  expect((await post('/completeProductRequest', { requestId: id }, seller)).status).toBe(200);
  const received = await post('/receiveProductsRequest', { requestId: id, productsToReceive: [{ product: goods._id, price }] }, buyer);
  expect(received.status).toBe(200);
  return id;
}

describe('lots of a product', () => {
  test('stock enters as coded lots (made or typed) and leaves first-expiring-first, expired first on a removal', async () => {
    const coffee = await createProduct(api, farm, { name: 'Café pergamino', amount: 10, unitCost: 1000, expiresOn: inDays(30) });
    const [opening] = await lotsOf(farm, coffee);
    expect(opening).toMatchObject({
      code: expect.stringMatching(/^CAF-\d{8}-01$/),
      origin: 'initial',
      amount: 10,
      left: 10,
      reserved: 0,
      unitCost: 1000,
      expiresOn: inDays(30),
      mine: true,
      enteredOn: regionToday(),
    });

    // The supplier's own code; then one that expires sooner, without a code.
    const typed = await stock(farm, { product: coffee._id, amount: 15, previousAmount: 10, cost: 6000, lotCode: 'PROV-778', expiresOn: inDays(60) });
    expect(typed.status).toBe(200);
    expect(typed.body.data.movement.lots).toEqual([{ _id: expect.any(String), code: 'PROV-778', amount: 5, expired: false }]);
    const sooner = await stock(farm, { product: coffee._id, amount: 18, previousAmount: 15, cost: 3000, expiresOn: inDays(5) });
    expect(sooner.body.data.movement.lots[0].code).toMatch(/^CAF-\d{8}-02$/);
    expect(sooner.body.data.product).toMatchObject({ nextExpiry: inDays(5), expiryWarningDays: 7 });

    // The same typed code twice is refused, and nothing moves.
    const taken = await stock(farm, { product: coffee._id, amount: 20, previousAmount: 18, cost: 2000, lotCode: 'PROV-778' }, 'es');
    expect([taken.status, taken.body.field]).toEqual([400, 'lotCode']);
    expect(taken.body.message).toContain('«código de lote»');
    const past = await stock(farm, { product: coffee._id, amount: 20, previousAmount: 18, cost: 2000, expiresOn: inDays(-1) });
    expect([past.status, past.body.field]).toEqual([400, 'expiresOn']);

    // In pick order: the one expiring in 5 days, then 30, then 60.
    expect((await lotsOf(farm, coffee)).map((lot) => lot.left)).toEqual([3, 10, 5]);

    // The lot expiring soonest goes first, and then the next.
    const removed = await stock(farm, { product: coffee._id, amount: 14, previousAmount: 18 });
    expect(removed.body.data.movement.lots.map((lot: JsonObject) => lot.amount)).toEqual([-3, -1]);

    // An expired lot is thrown away first on a removal, without asking.
    await t.database.db
      .update(lots)
      .set({ expiresOn: inDays(-2) })
      .where(eq(lots.code, 'PROV-778'));
    const binned = await stock(farm, { product: coffee._id, amount: 12, previousAmount: 14 });
    expect(binned.body.data.movement.lots).toEqual([{ _id: expect.any(String), code: 'PROV-778', amount: -2, expired: true }]);

    // A removal may pick its lots; picks that do not fit are refused, naming the field.
    const [first] = await lotsOf(farm, coffee);
    const bad = [
      [{ lots: [{ lot: first._id, amount: 1 }] }, 'lots'],
      [{ lots: [{ lot: first._id, amount: 99 }] }, 'lots.0.amount'],
      [{ lots: [{ lot: '00000000-0000-4000-8000-000000000000', amount: 2 }] }, 'lots.0.lot'],
    ] as const;
    for (const [pick, field] of bad) {
      const refused = await stock(farm, { product: coffee._id, amount: 10, previousAmount: 12, ...pick });
      expect([refused.status, refused.body.field]).toEqual([400, field]);
    }
    expect((await api.get(`/products/${coffee._id}`, as(farm))).body.data.amount).toBe(12);
    const picked = await stock(farm, { product: coffee._id, amount: 10, previousAmount: 12, lots: [{ lot: first._id, amount: 2 }] });
    expect(picked.body.data.movement.lots).toEqual([expect.objectContaining({ _id: first._id, amount: -2 })]);

    // Spent lots stay readable with include=all.
    expect((await lotsOf(farm, coffee)).length).toBe(2);
    expect((await lotsOf(farm, coffee, '&include=all')).length).toBe(3);
  });

  test('an accepted purchase holds its lots; an expired lot is handed over only once the seller confirms it', async () => {
    const cream = await createProduct(api, farm, {
      name: 'Crema de leche',
      amount: 8,
      unitCost: 2000,
      price: 5000,
      public: true,
      expiresOn: inDays(3),
    });
    const asked = await post('/requestProduct', { productId: cream._id, amount: 5, proposedPrice: 25000 }, shop);
    const id = asked.body.data._id as string;
    await post('/acceptProductRequest', { requestId: id, amountAccepted: 5 }, farm);
    const [held] = await lotsOf(farm, cream);
    expect(held).toMatchObject({ left: 8, reserved: 5 });

    await t.database.db
      .update(lots)
      .set({ expiresOn: inDays(-1) })
      .where(eq(lots.id, held._id as string));
    const refused = await post('/completeProductRequest', { requestId: id }, farm, 'es');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'LOT_EXPIRED', data: { lots: [{ _id: held._id, code: held.code, expiresOn: inDays(-1) }] } });
    expect(refused.body.message).toContain(held.code);
    expect((await api.get(`/requests/${id}`, as(farm))).body.data.state).toBe('ACCEPTED');

    const confirmed = await post('/completeProductRequest', { requestId: id, takeExpired: true }, farm);
    expect(confirmed.status).toBe(200);
    const ledger = (await api.get(`/products/${cream._id}/stockMovements`, as(farm))).body.data as JsonObject[];
    expect(ledger.at(-1)).toMatchObject({ reason: 'delivery', lots: [{ _id: held._id, amount: -5, expired: true }] });
    expect((await lotsOf(farm, cream))[0]).toMatchObject({ left: 3, reserved: 0 });

    // The expiring list shows the lot past its day.
    const expiring = (await api.get('/lots/expiring', as(farm))).body.data as JsonObject[];
    expect(expiring.map((lot) => lot._id)).toContain(held._id);
  });
});

describe('genealogy, trace and recall across three users', () => {
  let milkLot: JsonObject;
  let cheeseLot: JsonObject;
  let shopLot: JsonObject;
  let runId: string;
  let saleToShop: string;

  beforeAll(async () => {
    // The farm's milk → the dairy, which makes cheese of it → the shop and a consumer-like buyer.
    const milk = await createProduct(api, farm, {
      name: 'Leche cruda',
      unitMeasure: 'Lt',
      amount: 100,
      unitCost: 1500,
      price: 2000,
      public: true,
      expiresOn: inDays(4),
    });
    await sold(farm, dairy, milk, 60, 2200);
    const dairyMilk = await mineNamed(dairy, 'Leche cruda');
    const cheese = await createProduct(api, dairy, { name: 'Queso costeño', amount: 0, unitCost: 0, price: 24000, public: true });
    const activity = await post(
      '/activities',
      {
        name: 'Cuajar queso',
        description: 'Cuajar',
        estimatedDurationInHours: 4,
        inputProducts: [{ id: dairyMilk._id, amount: 10 }],
        outputProducts: [{ id: cheese._id, amount: 1 }],
      },
      dairy,
    );
    const run = await post(
      '/executeActivity',
      { activityId: activity.body.data._id, expectedOutputProducts: [{ id: cheese._id, amount: 5 }] },
      dairy,
    );
    expect(run.status).toBe(201);
    runId = run.body.data._id;
    const done = await post(
      '/completeActivity',
      { executedActivityId: runId, completedProducts: [{ product: cheese._id, amount: 5 }], finalCost: 150000 },
      dairy,
    );
    expect(done.status).toBe(200);
    saleToShop = await sold(dairy, shop, { ...cheese, price: 24000 }, 2, 30000);

    [milkLot] = await lotsOf(farm, milk, '&include=all');
    [cheeseLot] = await lotsOf(dairy, cheese);
    [shopLot] = await lotsOf(shop, await mineNamed(shop, 'Queso costeño'));
  });

  test("a run's output lot names the input lots; a received lot names the sender's, and inherits its expiry", async () => {
    expect(cheeseLot).toMatchObject({ origin: 'production', run: { _id: runId, activity: 'Cuajar queso' }, amount: 5, left: 3 });
    expect(shopLot).toMatchObject({
      origin: 'reception',
      request: { _id: saleToShop, kind: 'PRODUCT', party: { _id: dairy.id } },
      amount: 2,
      // The cheese was made of milk expiring in 4 days: so is the cheese, as far as the trace knows.
      expiresOn: inDays(4),
    });
  });

  test('the shop traces its cheese back to the farm, through the dairy’s run and both sales', async () => {
    const trace = await api.get(`/lots/${shopLot._id}/trace?direction=backward`, as(shop));
    expect(trace.status).toBe(200);
    expectTrace(trace.body.data);
    expect(trace.body).toMatchObject({ success: true, message: expect.any(String) });
    const { nodes, edges } = trace.body.data as { nodes: JsonObject[]; edges: JsonObject[] };
    const byOwner = (id: string) =>
      nodes.filter((node) => (node.lot as JsonObject).owner && ((node.lot as JsonObject).owner as JsonObject)._id === id);
    expect(nodes.map((node) => node.depth)).toEqual([0, 1, 2, 3]);
    expect(byOwner(farm.id)).toHaveLength(1);
    expect(byOwner(dairy.id)).toHaveLength(2);
    // The farm's lot, seen by the shop: code, product, days and contact — no stock, cost or origin.
    const farmNode = byOwner(farm.id)[0].lot as JsonObject;
    expect(farmNode).toMatchObject({
      _id: milkLot._id,
      code: milkLot.code,
      mine: false,
      product: { name: 'Leche cruda', unitMeasure: 'Lt' },
      owner: { _id: farm.id, email: expect.stringContaining('@'), phone: expect.any(String) },
      expiresOn: inDays(4),
      amount: null,
      left: null,
      reserved: null,
      unitCost: null,
      origin: null,
      run: null,
      request: null,
    });
    const via = edges.map((edge) => (edge.run ? 'run' : (edge.request as JsonObject).kind));
    expect(via.sort()).toEqual(['PRODUCT', 'PRODUCT', 'run']);
    expect(edges.find((edge) => edge.run)).toMatchObject({ amount: 50, unitMeasure: 'Lt', run: { _id: runId, activity: 'Cuajar queso' } });
  });

  test('the farm traces its milk forward to the shop and downloads the recall list', async () => {
    // One more cheese handed over to a buyer who has not received it yet: it entered no lot of theirs.
    const cheese = await mineNamed(dairy, 'Queso costeño');
    const asked = await post('/requestProduct', { productId: cheese._id, amount: 1, proposedPrice: 24000 }, stranger);
    const pending = asked.body.data._id as string;
    expect((await post('/acceptProductRequest', { requestId: pending, amountAccepted: 1 }, dairy)).status).toBe(200);
    expect((await post('/completeProductRequest', { requestId: pending }, dairy)).status).toBe(200);

    const trace = expectTrace((await api.get(`/lots/${milkLot._id}/trace?direction=forward`, as(farm))).body.data);
    expect(trace.nodes.map((node) => node.lot?.code)).toEqual(expect.arrayContaining([milkLot.code, cheeseLot.code, shopLot.code]));
    const customerNode = trace.nodes.find((node) => node.kind === 'customer');
    expect(customerNode).toMatchObject({ _id: `customer:${pending}`, lot: null, customer: { _id: stranger.id }, depth: 3 });
    expect(trace.edges.find((edge) => edge.to === customerNode?._id)).toMatchObject({
      from: cheeseLot._id,
      amount: 1,
      request: { _id: pending, kind: 'PRODUCT' },
      run: null,
    });
    const recall = await api.get(`/lots/${milkLot._id}/recall`, as(farm));
    const customers = (recall.body.data as JsonObject[]).map((line) => [(line.customer as JsonObject)._id, line.amount, line.unitMeasure]);
    expect(customers).toHaveLength(3);
    expect(customers[0]).toEqual([dairy.id, 60, 'Lt']);
    expect(customers).toEqual(
      expect.arrayContaining([
        [shop.id, 2, 'Kg'],
        [stranger.id, 1, 'Kg'],
      ]),
    );

    const csv = await fetch(`${t.baseUrl}/api/lots/${milkLot._id}/recall.csv`, { headers: { authorization: farm.token, 'accept-language': 'es' } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename="recall-/);
    const text = (await csv.text()).replace(/^\uFEFF/, '');
    const [header, ...lines] = text.trim().split(/\r?\n/);
    expect(header).toBe('Cliente,Teléfono,Correo,Municipio,Producto,Lote de origen,Lote recibido,Cantidad,Unidad,Fecha');
    expect(lines).toHaveLength(3);
    expect(lines.find((line) => line.includes(shopLot.code as string))).toContain(cheeseLot.code as string);

    const pdf = await fetch(`${t.baseUrl}/api/lots/${milkLot._id}/recall.pdf`, { headers: { authorization: farm.token, 'accept-language': 'en' } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`recall-${milkLot.code}.pdf`);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
  });

  test('a foreign lot reads only where it is linked to the caller’s; traces and recalls are the owner’s alone', async () => {
    expect((await api.get(`/lots/${milkLot._id}`, as(shop))).body.data).toMatchObject({ mine: false, left: null });
    expect((await api.get(`/lots/${milkLot._id}`, as(stranger))).status).toBe(404);
    expect((await api.get(`/lots/${milkLot._id}/trace?direction=forward`, as(shop))).status).toBe(404);
    expect((await api.get(`/lots/${milkLot._id}/recall`, as(dairy))).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/api/lots/${milkLot._id}/recall.csv`, { headers: { authorization: stranger.token } })).status).toBe(404);
    expect((await api.get(`/lots/not-a-lot`, as(farm))).status).toBe(404);
    const badDirection = await api.get(`/lots/${milkLot._id}/trace?direction=sideways`, as(farm));
    expect([badDirection.status, badDirection.body.field]).toEqual([400, 'direction']);
    expect((await api.get(`/products/${cheeseLot.product && (cheeseLot.product as JsonObject)._id}/lots`, as(farm))).status).toBe(403);
  });
});

describe('lots under concurrency', () => {
  // On PGlite (one connection) these are served one at a time; the PostgreSQL run is where they race.
  test('ten products of one prefix stocked at once get ten different codes of the day', async () => {
    const made = await Promise.all(
      Array.from({ length: 10 }, (_, i) => createProduct(api, dairy, { name: `Mantequilla ${i}`, amount: 1 + i, unitCost: 1000 })),
    );
    const codes = (await Promise.all(made.map((product) => lotsOf(dairy, product)))).map(([lot]) => lot.code as string);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^MAN-\d{8}-\d{2}$/);
  });

  test('purchases accepted at once each hold their own kilos of the lots, never the same kilo twice', async () => {
    const guava = await createProduct(api, farm, { name: 'Guayaba pera', amount: 10, unitCost: 900, price: 2000, public: true });
    await stock(farm, { product: guava._id, amount: 20, previousAmount: 10, cost: 9000, expiresOn: inDays(3) });
    const buyers = [shop, stranger, dairy, shop, stranger, dairy];
    const asked = await Promise.all(
      buyers.map(
        async (buyer) => (await post('/requestProduct', { productId: guava._id, amount: 4, proposedPrice: 8000 }, buyer)).body.data._id as string,
      ),
    );
    const accepted = await Promise.all(asked.map((requestId) => post('/acceptProductRequest', { requestId, amountAccepted: 4 }, farm)));
    // 20 Kg free: five of the six fit, the sixth finds 0 free.
    expect(accepted.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 400]);
    const held = await lotsOf(farm, guava);
    // The lot expiring in 3 days is held first, entirely; then the older one.
    expect(held.map((lot) => [lot.left, lot.reserved])).toEqual([
      [10, 10],
      [10, 10],
    ]);
  });
});
