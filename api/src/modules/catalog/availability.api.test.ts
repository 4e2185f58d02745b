import type { TestUser } from '../../../test/support/accounts';
import type { JsonObject } from '../../../test/support/http';
import { createProduct, userOfType } from '../../../test/support/products';
import { useTestApp } from '../../../test/support/test-app';

const t = useTestApp();
const api = t.api;
let farmer: TestUser;
let shop: TestUser;
let cheese: JsonObject;
let milk: JsonObject;

const as = (user: TestUser, lang: 'en' | 'es' = 'en') => ({ token: user.token, lang });
const card = (res: { body: JsonObject }, name: string) => res.body.data.find((p: JsonObject) => p.name === name);

beforeAll(async () => {
  [farmer, shop] = await Promise.all([userOfType(api, t.outboxDir, 'AGRO'), userOfType(api, t.outboxDir, 'MINORIST')]);
  cheese = await createProduct(api, farmer, { name: 'Queso costeño', amount: 12.5, unitCost: 9000, price: 15000, public: true });
  milk = await createProduct(api, farmer, { name: 'Leche cruda', unitMeasure: 'Lt', amount: 0, unitCost: 1500, price: 2000, public: true });
});

describe('availability in the catalogue (docs/domain.md#catalogues)', () => {
  test('a guest sees in stock or not, a signed-in buyer also how much is free to sell', async () => {
    const guest = await api.get('/publicProducts?name=queso');
    expect(card(guest, 'Queso costeño')).toMatchObject({ inStock: true, available: null });
    const signedIn = await api.get('/publicProducts?name=queso', as(shop));
    expect(card(signedIn, 'Queso costeño')).toMatchObject({ inStock: true, available: 12.5 });
    expect(card(await api.get('/publicProducts?name=leche', as(shop)), 'Leche cruda')).toMatchObject({ inStock: false, available: 0 });
    // A stale token is a guest, not a 401: the catalogue is public.
    const stale = await api.get('/publicProducts?name=queso', { token: 'not-a-session', lang: 'en' });
    expect(stale.status).toBe(200);
    expect(card(stale, 'Queso costeño')).toMatchObject({ available: null });
  });

  test('what is reserved is not available; the in-stock filter hides what has nothing free', async () => {
    const asked = await api.post('/requestProduct', { productId: cheese._id, amount: 10, proposedPrice: 150000 }, as(shop));
    expect(asked.status).toBe(201);
    expect((await api.post('/acceptProductRequest', { requestId: asked.body.data._id, amountAccepted: 10 }, as(farmer))).status).toBe(200);
    expect(card(await api.get('/publicProducts?name=queso', as(shop)), 'Queso costeño')).toMatchObject({ inStock: true, available: 2.5 });

    const all = await api.get(`/publicProducts?providerId=${farmer.id}`);
    expect(all.body.data.map((p: JsonObject) => p.name).sort()).toEqual(['Leche cruda', 'Queso costeño']);
    const inStock = await api.get(`/publicProducts?providerId=${farmer.id}&inStock=true`);
    expect(inStock.body.data.map((p: JsonObject) => p.name)).toEqual(['Queso costeño']);
    expect(inStock.body.totalItems).toBe(1);
  });

  test('asking for more than is free is refused (400 naming the amount) and asks nothing', async () => {
    const before = (await api.get('/requestsOverview', as(shop))).body.data;
    const tooMuch = await api.post('/requestProduct', { productId: cheese._id, amount: 2.75, proposedPrice: 41250 }, as(shop, 'es'));
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toMatchObject({ code: 'VALIDATION', field: 'amount', message: 'La «cantidad» supera lo disponible del producto (2,5).' });
    const none = await api.post('/requestProduct', { productId: milk._id, amount: 1, proposedPrice: 2000 }, as(shop));
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ field: 'amount', message: 'The "amount" is more than what is available of the product (0).' });
    expect((await api.get('/requestsOverview', as(shop))).body.data).toEqual(before);
    // All that is free may be asked for.
    expect((await api.post('/requestProduct', { productId: cheese._id, amount: 2.5, proposedPrice: 37500 }, as(shop))).status).toBe(201);
  });
});
