import type { TestUser } from '../../../test/support/accounts';
import type { JsonObject } from '../../../test/support/http';
import { createProduct, userOfType } from '../../../test/support/products';
import { useTestApp } from '../../../test/support/test-app';

/**
 * Receiving goods (docs/domain.md#receiving-goods): what the receive dialog chooses from, and a new
 * product made on reception staying private until its owner publishes it.
 */
const t = useTestApp();
const api = t.api;
let farmer: TestUser;
let shop: TestUser;
let stranger: TestUser;

const as = (user: TestUser) => ({ token: user.token, lang: 'en' as const });
const post = (path: string, body: JsonObject, user: TestUser) => api.post(path, body, as(user));
const choices = (requestId: string, user: TestUser) => api.get(`/requests/${requestId}/receivingProducts`, as(user));
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  [farmer, shop, stranger] = await Promise.all([
    userOfType(api, t.outboxDir, 'AGRO'),
    userOfType(api, t.outboxDir, 'MINORIST'),
    userOfType(api, t.outboxDir, 'AGRO'),
  ]);
});

/** The farmer's `name`, asked by the shop (`amount` Kg at 3.000), accepted and handed over. */
async function delivered(name: string, amount = 10): Promise<{ goods: JsonObject; requestId: string }> {
  const goods = await createProduct(api, farmer, { name, amount: 100, unitCost: 1200, price: 3000, public: true });
  const asked = await post('/requestProduct', { productId: goods._id, amount, proposedPrice: 3000 * amount }, shop);
  expect(asked.status).toBe(201);
  const requestId = asked.body.data._id;
  expect((await post('/acceptProductRequest', { requestId, amountAccepted: amount }, farmer)).status).toBe(200);
  expect((await post('/completeProductRequest', { requestId }, farmer)).status).toBe(200);
  return { goods, requestId };
}

const shopProduct = async (name: string) =>
  ((await api.get(`/users/${shop.id}/products`, as(shop))).body.data as JsonObject[]).find((p) => p.name === name);
const inCatalogue = async (name: string) =>
  ((await api.get(`/publicProducts?providerId=${shop.id}`)).body.data as JsonObject[]).some((p) => p.name === name);

describe('a product created on reception', () => {
  test('is private even when the line asks to publish it: it stays out of the catalogue', async () => {
    const { goods, requestId } = await delivered('Guayaba pera');
    const res = await post(
      '/receiveProductsRequest',
      { requestId, productsToReceive: [{ product: goods._id, counterPart: null, price: 4500, public: true }] },
      shop,
    );
    expect(res.status).toBe(200);
    expect(await shopProduct('Guayaba pera')).toMatchObject({ amount: 10, price: 4500, public: false });
    expect(await inCatalogue('Guayaba pera')).toBe(false);
  });

  test('needs no public flag, only its price', async () => {
    const { goods, requestId } = await delivered('Maracuyá');
    const unpriced = await post('/receiveProductsRequest', { requestId, productsToReceive: [{ product: goods._id, counterPart: null }] }, shop);
    expect(unpriced.body).toMatchObject({ code: 'VALIDATION', field: 'productsToReceive.0.price' });
    const res = await post(
      '/receiveProductsRequest',
      { requestId, productsToReceive: [{ product: goods._id, counterPart: null, price: 5200 }] },
      shop,
    );
    expect(res.status).toBe(200);
    expect(await shopProduct('Maracuyá')).toMatchObject({ amount: 10, price: 5200, public: false });
    expect(await inCatalogue('Maracuyá')).toBe(false);
  });
});

describe('GET /requests/{id}/receivingProducts', () => {
  test("lists the receiver's products (retired ones left out), with what tells two of the same name apart", async () => {
    const raw = await createProduct(api, shop, { name: 'Queso costeño', type: 'RAW_MATERIAL', amount: 12.5, unitCost: 9000 });
    const sold = await createProduct(api, shop, { name: 'Queso costeño', type: 'FINISHED_PRODUCT', amount: 3, unitCost: 14000.5 });
    const retired = await createProduct(api, shop, { name: 'Queso viejo', amount: 1, unitCost: 100 });
    expect((await post(`/products/${retired._id}/retire`, {}, shop)).status).toBe(200);
    const { requestId } = await delivered('Queso costeño', 2);

    const res = await choices(requestId, shop);
    expect(res.status).toBe(200);
    const cheeses = (res.body.data.products as JsonObject[]).filter((p) => p.name === 'Queso costeño');
    expect(cheeses).toHaveLength(2);
    expect(cheeses).toEqual(
      expect.arrayContaining([
        { _id: raw._id, name: 'Queso costeño', unitMeasure: 'Kg', type: 'RAW_MATERIAL', amount: 12.5, unitCost: 9000 },
        { _id: sold._id, name: 'Queso costeño', unitMeasure: 'Kg', type: 'FINISHED_PRODUCT', amount: 3, unitCost: 14000.5 },
      ]),
    );
    expect((res.body.data.products as JsonObject[]).map((p) => p.name)).not.toContain('Queso viejo');
    expect(res.body.data.homologated).toEqual([]);
  });

  test('each party reads only its own products; anyone else is told the request does not exist', async () => {
    const { requestId } = await delivered('Papaya', 1);
    const provider = (await choices(requestId, farmer)).body.data;
    const farmerOwn = ((await api.get(`/user/${farmer.id}/simpleProducts`, as(farmer))).body.data as JsonObject[]).map((p) => p._id).sort();
    expect((provider.products as JsonObject[]).map((p) => p._id).sort()).toEqual(farmerOwn);
    expect((await choices(requestId, stranger)).status).toBe(404);
    expect((await api.get(`/requests/${requestId}/receivingProducts`)).status).toBe(401);
  });

  test('names, to the requester of an outsourced run, the product of theirs each output was homologated with', async () => {
    const [plant, dairy] = await Promise.all([userOfType(api, t.outboxDir, 'ENTERPRISE'), userOfType(api, t.outboxDir, 'ENTERPRISE')]);
    const milk = await createProduct(api, plant, { name: 'Leche cruda', amount: 100, unitCost: 1000 });
    const cheese = await createProduct(api, plant, { name: 'Queso costeño', amount: 0, unitCost: 0, price: 18000 });
    const activity = (await post('/activities', activityBody('Cuajado', milk, cheese), plant)).body.data;
    const service = (await post('/services', { name: 'Maquila de queso', type: 'PRODUCTION', public: true, activity: activity._id }, plant)).body
      .data;
    const myMilk = await createProduct(api, dairy, { name: 'Leche de la finca', amount: 10, unitCost: 900 });
    const myCheese = await createProduct(api, dairy, { name: 'Queso de mi marca', amount: 1, unitCost: 50000, price: 21000 });
    const myActivity = (await post('/activities', activityBody('Queso de mi marca', myMilk, myCheese), dairy)).body.data;
    expect((await post('/addProvider', { userId: dairy.id, providerId: plant.id }, dairy)).status).toBe(201);
    const run = await post(
      '/executeActivity',
      {
        activityId: myActivity._id,
        providerId: plant.id,
        serviceId: service._id,
        requiredDate: inDays(6),
        expectedOutputProducts: [{ id: myCheese._id, amount: 3, counterpart: cheese._id }],
      },
      dairy,
    );
    expect(run.status).toBe(201);
    const requestId = run.body.data.request;

    expect((await choices(requestId, dairy)).body.data.homologated).toEqual([{ product: cheese._id, counterPart: myCheese._id }]);
    // The run is the requester's: its provider is told nothing of it.
    expect((await choices(requestId, plant)).body.data.homologated).toEqual([]);
  });
});

function activityBody(name: string, input: JsonObject, output: JsonObject): JsonObject {
  return {
    name,
    description: name,
    estimatedDurationInHours: 4,
    inputProducts: [{ id: input._id, amount: 10 }],
    outputProducts: [{ id: output._id, amount: 1 }],
  };
}
