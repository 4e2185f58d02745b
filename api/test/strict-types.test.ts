import type { TestUser } from './support/accounts';
import type { JsonObject } from './support/http';
import { createProduct, userOfType } from './support/products';
import { useTestApp } from './support/test-app';

const t = useTestApp();
const api = t.api;
let farmer: TestUser;
let shop: TestUser;
let carrier: TestUser;

const as = (user: TestUser, lang: 'es' | 'en' = 'en') => ({ token: user.token, lang });
const post = (path: string, body: JsonObject, user: TestUser, lang?: 'es' | 'en') => api.post(path, body, as(user, lang));
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  [farmer, shop, carrier] = await Promise.all([
    userOfType(api, t.outboxDir, 'AGRO'),
    userOfType(api, t.outboxDir, 'MINORIST'),
    userOfType(api, t.outboxDir, 'LOGISTIC'),
  ]);
});

/** What a JSON body may not pass for a number: a boolean, a number written as text, any other text. */
const NOT_NUMBERS = [true, '5', 'abc'];

/** Each value in `field` is refused as 400 VALIDATION naming the field, in the caller's language. */
async function expectRefused(send: (value: unknown, lang: 'es' | 'en') => ReturnType<typeof post>, field: string, label: { es: string; en: string }) {
  for (const value of NOT_NUMBERS) {
    const en = await send(value, 'en');
    expect([value, en.status, en.body]).toEqual([
      value,
      400,
      { success: false, code: 'VALIDATION', field, message: `The field "${label.en}" has an invalid data type.`, data: null },
    ]);
  }
  const es = await send('5', 'es');
  expect(es.body.message).toBe(`El campo «${label.es}» tiene un tipo de dato no válido.`);
}

describe('an amount or a price in a JSON body is a JSON number', () => {
  test('a stock change: the amount stays as it was until a number comes', async () => {
    const product = await createProduct(api, farmer, { amount: 10 });
    await expectRefused((amount, lang) => post('/stock', { product: product._id, amount, previousAmount: 10 }, farmer, lang), 'amount', {
      es: 'cantidad',
      en: 'amount',
    });
    expect((await api.get(`/products/${product._id}`, as(farmer))).body.data.amount).toBe(10);
    const changed = await post('/stock', { product: product._id, amount: 5, previousAmount: 10 }, farmer);
    expect([changed.status, changed.body.data.product.amount]).toEqual([200, 5]);
  });

  test('a product request: nothing is asked for until the amount is a number', async () => {
    const lemons = await createProduct(api, farmer, { name: 'Limón Tahití', amount: 100, price: 3000, public: true });
    const sent = async () => (await api.get(`/users/${shop.id}/requestsMadeToOthers`, as(shop))).body.totalItems;
    const before = await sent();
    await expectRefused((amount, lang) => post('/requestProduct', { productId: lemons._id, amount, proposedPrice: 15000 }, shop, lang), 'amount', {
      es: 'cantidad',
      en: 'amount',
    });
    expect(await sent()).toBe(before);
    const asked = await post('/requestProduct', { productId: lemons._id, amount: 5, proposedPrice: 15000 }, shop);
    expect([asked.status, asked.body.data.amount, await sent()]).toEqual([201, 5, before + 1]);
  });

  test('a price proposed for a service: the request keeps waiting for one until it is a number', async () => {
    const service = (await post('/services', { name: 'Cargue y descargue', type: 'LOGISTIC', public: true, description: 'Cuadrilla' }, carrier)).body
      .data;
    const asked = await post('/requestLogisticService', { serviceId: service._id, requiredDate: inDays(3) }, shop);
    const requestId = asked.body.data._id;
    await expectRefused((proposedPrice, lang) => post('/proposePriceRequest', { requestId, proposedPrice }, carrier, lang), 'proposedPrice', {
      es: 'precio propuesto',
      en: 'proposed price',
    });
    expect((await api.get(`/requests/${requestId}`, as(carrier))).body.data).toMatchObject({ state: 'PENDING', proposedPrice: null });
    const proposed = await post('/proposePriceRequest', { requestId, proposedPrice: 5 }, carrier);
    expect([proposed.status, proposed.body.data.proposedPrice]).toEqual([200, 5]);
  });

  test('a query is text on the wire: its numbers are still read from it', async () => {
    await createProduct(api, farmer);
    const page = await api.get(`/users/${farmer.id}/products?skip=0&limit=1`, as(farmer));
    expect([page.status, page.body.data.length]).toEqual([200, 1]);
  });
});
