import { eq } from 'drizzle-orm';
import { requestMilestones } from './tables';
import { stockMovements } from '../products/tables';
import { lots } from '../lots/tables';
import type { TestUser } from '../../../test/support/accounts';
import type { JsonObject } from '../../../test/support/http';
import { createProduct, userOfType } from '../../../test/support/products';
import { useTestApp } from '../../../test/support/test-app';
import { addDays, regionToday } from '@agrocadena/contracts';

const t = useTestApp();
const api = t.api;
let farmer: TestUser;
let shop: TestUser;
let stranger: TestUser;
let consumer: TestUser;

const as = (user: TestUser) => ({ token: user.token, lang: 'en' as const });
const post = (path: string, body: JsonObject, user: TestUser) => api.post(path, body, as(user));
const overview = async (user: TestUser) => (await api.get(`/users/${user.id}/requestsOverview`, as(user))).body.data;
const unseen = async (user: TestUser) => (await api.get(`/users/${user.id}/countUnseenRequests`, as(user))).body.data;
const list = async (user: TestUser, name: string) => (await api.get(`/users/${user.id}/${name}`, as(user))).body;
const product = async (user: TestUser, id: string) => (await api.get(`/products/${id}`, as(user))).body.data;

/** The product's stock is exactly the sum of its ledger, to the cent. */
async function ledgerSum(productId: string): Promise<number> {
  const rows = await t.database.db.select().from(stockMovements).where(eq(stockMovements.productId, productId));
  return rows.reduce((sum, row) => sum + Math.round(Number(row.delta) * 100), 0) / 100;
}

async function ledgerOf(productId: string) {
  return t.database.db.select().from(stockMovements).where(eq(stockMovements.productId, productId));
}

beforeAll(async () => {
  [farmer, shop, stranger, consumer] = await Promise.all([
    userOfType(api, t.outboxDir, 'AGRO'),
    userOfType(api, t.outboxDir, 'MINORIST'),
    userOfType(api, t.outboxDir, 'SUPPLIER'),
    userOfType(api, t.outboxDir, 'REQUESTER'),
  ]);
});

async function askForLemons(amount = 40, price = 3000) {
  const lemons = await createProduct(api, farmer, { name: 'Limón Tahití', amount: 100, unitCost: 1200, price, public: true });
  const res = await post('/requestProduct', { productId: lemons._id, amount, proposedPrice: price * amount }, shop);
  expect(res.status).toBe(201);
  return { lemons, request: res.body.data };
}

describe('a product request from asking to receiving', () => {
  test('the stock leaves the farmer and enters the shop at the agreed price; both sides see each step', async () => {
    const { lemons, request } = await askForLemons();
    expect(request).toMatchObject({
      kind: 'PRODUCT',
      state: 'PENDING',
      side: 'sent',
      actions: ['cancel'],
      unseen: false,
      amount: 40,
      proposedPrice: 120000,
    });
    const farmerBefore = await unseen(farmer);
    expect(farmerBefore.received).toBeGreaterThanOrEqual(1);

    // The farmer sees it bold in the received pending list, with what he may do.
    const received = await list(farmer, 'requestsMadeToMe');
    const row = received.data.find((r: JsonObject) => r._id === request._id);
    expect(row).toMatchObject({
      side: 'received',
      unseen: true,
      actions: ['acceptProduct', 'reject'],
      product: { name: 'Limón Tahití', unitMeasure: 'Kg' },
    });
    expect(received.totalItems).toBe((await overview(farmer)).requestMadeToMe);

    // Opening the list marks it seen: the badge goes down by one at once.
    const seen = await post('/markSeenRequests', { requestsIds: [request._id], userId: farmer.id }, farmer);
    expect(seen.body.data.received).toBe(farmerBefore.received - 1);

    // Part of it accepted: 30 of 40 Kg, reserved; the unit price stays.
    const accepted = await post('/acceptProductRequest', { requestId: request._id, amountAccepted: 30 }, farmer);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ state: 'ACCEPTED', amountAccepted: 30, agreedPrice: 90000, actions: ['completeProduct'] });
    expect(await product(farmer, lemons._id)).toMatchObject({ amount: 100, reserved: 30 });
    expect((await list(shop, 'requestsAcceptedToOthers')).data.map((r: JsonObject) => r._id)).toContain(request._id);
    const clients = (await list(farmer, 'clients')).data;
    expect(clients.map((c: JsonObject) => c._id)).toContain(shop.id);

    // Handed over: 30 Kg leave the farmer's stock through the ledger.
    const delivered = await post('/completeProductRequest', { requestId: request._id }, farmer);
    expect(delivered.body.data).toMatchObject({ state: 'SIMPLE_PENDING_RECEPTION', deliveredProducts: [{ amount: 30 }] });
    expect(await product(farmer, lemons._id)).toMatchObject({ amount: 70, reserved: 0 });
    expect(await ledgerSum(lemons._id)).toBe(70);

    // Now it waits on the shop: bold on its sent pending list, counted on its badge.
    const shopView = (await list(shop, 'requestsMadeToOthers')).data.find((r: JsonObject) => r._id === request._id);
    expect(shopView).toMatchObject({ unseen: true, actions: ['receive'] });
    expect((await unseen(shop)).sent).toBeGreaterThanOrEqual(1);

    // Received into a new product of the shop, priced — and private though the line asks to publish it.
    const receivedRes = await post(
      '/receiveProductsRequest',
      { requestId: request._id, productsToReceive: [{ product: lemons._id, amount: 30, counterPart: null, price: 4500, public: true }] },
      shop,
    );
    expect(receivedRes.status).toBe(200);
    expect(receivedRes.body.data).toMatchObject({ state: 'COMPLETED', actions: [] });
    const shopProducts = (await api.get(`/users/${shop.id}/products`, as(shop))).body.data;
    const mine = shopProducts.find((p: JsonObject) => p.name === 'Limón Tahití');
    expect(mine).toMatchObject({ amount: 30, price: 4500, public: false, unitCost: 3000, stockValue: 90000 });
    expect(await ledgerSum(mine._id)).toBe(30);
    const reception = await ledgerOf(mine._id);
    expect(reception.map((m) => [m.reason, m.reference])).toEqual([['reception', request._id]]);
    const delivery = (await ledgerOf(lemons._id)).filter((m) => m.reason === 'delivery');
    expect(delivery.map((m) => [Number(m.delta), m.reference])).toEqual([[-30, request._id]]);

    // Both historical lists hold it; a second receive is refused and moves nothing.
    expect((await list(shop, 'requestsCompletedMadeToOthers')).data.map((r: JsonObject) => r._id)).toContain(request._id);
    expect((await list(farmer, 'requestsCompletedMadeToMe')).data.map((r: JsonObject) => r._id)).toContain(request._id);
    const again = await post(
      '/receiveProductsRequest',
      { requestId: request._id, productsToReceive: [{ product: lemons._id, counterPart: mine._id }] },
      shop,
    );
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'INVALID_REQUEST_TRANSITION', data: { state: 'COMPLETED' } });
    expect(again.body.message).toContain('completed');
    expect(await ledgerSum(mine._id)).toBe(30);
  });

  test('a receive into a counterpart adds to its stock at the agreed unit price', async () => {
    const { lemons, request } = await askForLemons(10, 2000);
    const own = await createProduct(api, shop, { name: 'Limones', amount: 5, unitCost: 1000, price: 3000 });
    await post('/acceptProductRequest', { requestId: request._id, amountAccepted: 10 }, farmer);
    await post('/completeProductRequest', { requestId: request._id }, farmer);
    const res = await post(
      '/receiveProductsRequest',
      { requestId: request._id, productsToReceive: [{ product: lemons._id, counterPart: own._id }] },
      shop,
    );
    expect(res.status).toBe(200);
    // (5 × 1000 + 10 × 2000) / 15
    expect(await product(shop, own._id)).toMatchObject({ amount: 15, stockValue: 25000 });
    expect(await ledgerSum(own._id)).toBe(15);
  });

  test('a REQUESTER receives into a private product without a price', async () => {
    const lemons = await createProduct(api, farmer, { name: 'Limón pajarito', amount: 20, unitCost: 500, price: 1000, public: true });
    const { body } = await post('/requestProduct', { productId: lemons._id, amount: 2, proposedPrice: 2000 }, consumer);
    await post('/acceptProductRequest', { requestId: body.data._id, amountAccepted: 2 }, farmer);
    await post('/completeProductRequest', { requestId: body.data._id }, farmer);
    const res = await post('/receiveProductsRequest', { requestId: body.data._id, productsToReceive: [{ product: lemons._id }] }, consumer);
    expect(res.status).toBe(200);
    const theirs = (await api.get(`/users/${consumer.id}/products`, as(consumer))).body.data;
    expect(theirs.find((p: JsonObject) => p.name === 'Limón pajarito')).toMatchObject({ amount: 2, price: null, public: false });
  });
});

describe('refusals', () => {
  test('asking: own product, no price, a changed price, a private product', async () => {
    const mine = await createProduct(api, farmer, { name: 'Propio', amount: 5, price: 1000, public: true });
    const own = await post('/requestProduct', { productId: mine._id, amount: 1, proposedPrice: 1000 }, farmer);
    expect(own.status).toBe(400);
    expect(own.body.code).toBe('OWN_OFFER');

    const unpriced = await createProduct(api, farmer, { name: 'Sin precio', amount: 5, price: null, public: true });
    const noPrice = await post('/requestProduct', { productId: unpriced._id, amount: 1, proposedPrice: 1000 }, shop);
    expect(noPrice.body.code).toBe('PRICE_UNDEFINED');

    const changed = await post('/requestProduct', { productId: mine._id, amount: 2, proposedPrice: 1500 }, shop);
    expect(changed.status).toBe(409);
    expect(changed.body).toMatchObject({ code: 'PRICE_CHANGED', data: { _id: mine._id, price: 1000 } });

    const hidden = await createProduct(api, farmer, { name: 'Privado', amount: 5, price: 1000, public: false });
    expect((await post('/requestProduct', { productId: hidden._id, amount: 1, proposedPrice: 1000 }, shop)).status).toBe(404);
    const zero = await post('/requestProduct', { productId: mine._id, amount: 0, proposedPrice: 0 }, shop);
    expect(zero.status).toBe(400);
    expect(zero.body.field).toBe('amount');
  });

  test('amounts in the unit of the product: hundredths of a kilo, whole units (400 wholeUnits naming the field), nothing moved on a refusal', async () => {
    // 2,5 Kg of cheese at 18.000 a kilo: 45.000; accepted 1,25 Kg: half the price.
    const cheese = await createProduct(api, farmer, { name: 'Queso costeño', amount: 10, unitCost: 12000, price: 18000, public: true });
    const asked = await post('/requestProduct', { productId: cheese._id, amount: 2.5, proposedPrice: 45000 }, shop);
    expect([asked.status, asked.body.data.amount]).toEqual([201, 2.5]);
    const accepted = await post('/acceptProductRequest', { requestId: asked.body.data._id, amountAccepted: 1.25 }, farmer);
    expect(accepted.body.data).toMatchObject({ amountAccepted: 1.25, agreedPrice: 22500 });
    expect((await product(farmer, cheese._id)).reserved).toBe(1.25);

    const arepas = await createProduct(api, farmer, {
      name: 'Arepa de queso',
      unitMeasure: 'Un',
      amount: 40,
      unitCost: 800,
      price: 2500,
      public: true,
    });
    const before = (await list(shop, 'requestsMadeToOthers')).data.length;
    const half = await post('/requestProduct', { productId: arepas._id, amount: 1.5, proposedPrice: 3750 }, shop);
    expect([half.status, half.body.code, half.body.field]).toEqual([400, 'VALIDATION', 'amount']);
    expect(half.body.message).toContain('whole units');
    const fine = await post('/requestProduct', { productId: cheese._id, amount: 2.505, proposedPrice: 45090 }, shop);
    expect([fine.status, fine.body.field]).toEqual([400, 'amount']);
    expect((await list(shop, 'requestsMadeToOthers')).data.length).toBe(before);
    const whole = await post('/requestProduct', { productId: arepas._id, amount: 3, proposedPrice: 7500 }, shop);
    const partly = await post('/acceptProductRequest', { requestId: whole.body.data._id, amountAccepted: 2.5 }, farmer);
    expect([partly.status, partly.body.field]).toEqual([400, 'amountAccepted']);
    expect((await product(farmer, arepas._id)).reserved).toBe(0);
  });

  test('accepting more than asked or than is available is refused and reserves nothing', async () => {
    const { lemons, request } = await askForLemons(40);
    const tooMany = await post('/acceptProductRequest', { requestId: request._id, amountAccepted: 41 }, farmer);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ field: 'amountAccepted' });
    expect((await product(farmer, lemons._id)).reserved).toBe(0);
    const small = await createProduct(api, farmer, { name: 'Escaso', amount: 5, unitCost: 100, price: 1000, public: true });
    const asked = await post('/requestProduct', { productId: small._id, amount: 5, proposedPrice: 5000 }, shop);
    // The farmer used some meanwhile: 3 are left of what was asked.
    expect((await post('/stock', { product: small._id, amount: 3, previousAmount: 5 }, farmer)).status).toBe(200);
    const aboveStock = await post('/acceptProductRequest', { requestId: asked.body.data._id, amountAccepted: 4 }, farmer);
    expect(aboveStock.status).toBe(400);
    expect(aboveStock.body.message).toContain('available');
    expect((await product(farmer, small._id)).reserved).toBe(0);
  });

  test('the table: only the right party, only from the right state (409 naming it)', async () => {
    const { request } = await askForLemons(5);
    // The requester cannot accept its own request; the provider cannot cancel it.
    expect((await post('/acceptProductRequest', { requestId: request._id, amountAccepted: 5 }, shop)).status).toBe(409);
    expect((await post('/cancelRequest', { requestId: request._id }, farmer)).status).toBe(409);
    // A product request has no price proposal.
    const propose = await post('/proposePriceRequest', { requestId: request._id, proposedPrice: 10 }, farmer);
    expect(propose.body).toMatchObject({ code: 'INVALID_REQUEST_TRANSITION', data: { state: 'PENDING' } });
    // Receiving before it is handed over.
    expect(
      (await post('/receiveProductsRequest', { requestId: request._id, productsToReceive: [{ product: request.product._id }] }, shop)).status,
    ).toBe(409);
    // A stranger: the request does not exist for them, whatever they try.
    for (const path of ['/acceptProductRequest', '/cancelRequest', '/rejectRequest', '/completeProductRequest']) {
      const res = await post(path, { requestId: request._id, amountAccepted: 1, reason: 'x' }, stranger);
      expect(res.status).toBe(404);
    }
    expect((await api.get(`/requests/${request._id}`, as(stranger))).status).toBe(404);
    expect((await api.get(`/users/${farmer.id}/requestsMadeToMe`, as(stranger))).status).toBe(403);
    expect((await api.get(`/users/${farmer.id}/requestsOverview`, as(stranger))).status).toBe(403);
    expect((await post('/markSeenRequests', { requestsIds: [request._id], userId: farmer.id }, stranger)).status).toBe(403);
  });

  test('a rejected request keeps its reason and reaches both rejected lists; a cancelled one both historical lists', async () => {
    const before = await overview(shop);
    const { request } = await askForLemons(3);
    const blank = await post('/rejectRequest', { requestId: request._id, reason: '   ' }, farmer);
    expect(blank.status).toBe(400);
    expect(blank.body.field).toBe('reason');
    const rejected = await post('/rejectRequest', { requestId: request._id, reason: 'Sin cosecha esta semana' }, farmer);
    expect(rejected.body.data).toMatchObject({ state: 'REJECTED', reason: 'Sin cosecha esta semana', actions: [] });
    expect((await list(shop, 'requestsRejectedToOthers')).data[0]).toMatchObject({ _id: request._id, reason: 'Sin cosecha esta semana' });
    expect((await list(farmer, 'requestsRejectedToMe')).data[0]._id).toBe(request._id);

    const second = await askForLemons(2);
    const cancelled = await post('/cancelRequest', { requestId: second.request._id }, shop);
    expect(cancelled.body.data.state).toBe('CANCELLED');
    const after = await overview(shop);
    expect(after.requestRejectedToOthers).toBe(before.requestRejectedToOthers + 1);
    expect(after.requestHistoricalToOthers).toBe(before.requestHistoricalToOthers + 1);
    expect(after.requestMadeToOthers).toBe(before.requestMadeToOthers);
  });
});

describe('service requests: asking and the price proposal', () => {
  let carrier: TestUser;
  let plant: TestUser;
  let production: JsonObject;
  let logistic: JsonObject;
  let output: JsonObject;

  beforeAll(async () => {
    [carrier, plant] = await Promise.all([userOfType(api, t.outboxDir, 'LOGISTIC'), userOfType(api, t.outboxDir, 'ENTERPRISE')]);
    const input = await createProduct(api, plant, { name: 'Leche cruda', amount: 100, unitCost: 1000 });
    output = await createProduct(api, plant, { name: 'Queso costeño', amount: 0, unitCost: 0, price: 18000 });
    const activity = await post(
      '/activities',
      {
        name: 'Cuajado',
        description: 'Cuajado',
        estimatedDurationInHours: 4,
        inputProducts: [{ id: input._id, amount: 10 }],
        outputProducts: [{ id: output._id, amount: 1 }],
      },
      plant,
    );
    production = (await post('/services', { name: 'Maquila de queso', type: 'PRODUCTION', public: true, activity: activity.body.data._id }, plant))
      .body.data;
    logistic = (await post('/services', { name: 'Cargue y descargue', type: 'LOGISTIC', public: true, description: 'Cuadrilla' }, carrier)).body.data;
  });

  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  test('a production service request goes through a proposal, its withdrawal, a new one and its acceptance', async () => {
    const asked = await post(
      '/createServiceRequest',
      { serviceId: production._id, products: [{ id: output._id, amount: 20 }], requiredDate: inDays(5) },
      shop,
    );
    expect(asked.status).toBe(201);
    expect(asked.body.data).toMatchObject({
      kind: 'PRODUCTION',
      state: 'PENDING',
      service: { name: 'Maquila de queso', type: 'PRODUCTION' },
      products: [{ amount: 20 }],
    });
    const id = asked.body.data._id;
    const { data: pending } = await api.get(`/requests/${id}`, as(plant)).then((r) => r.body);
    expect(pending.actions).toEqual(['proposePrice', 'reject']);

    const noPrice = await post('/proposePriceRequest', { requestId: id, proposedPrice: 0 }, plant);
    expect(noPrice.status).toBe(400);
    const proposed = await post('/proposePriceRequest', { requestId: id, proposedPrice: 400000 }, plant);
    expect(proposed.body.data).toMatchObject({ state: 'PROPOSAL_SUBMITTED', proposedPrice: 400000, actions: ['cancelProposal', 'reject'] });
    // The proposal waits on the shop: bold on its side only.
    expect((await api.get(`/requests/${id}`, as(shop))).body.data).toMatchObject({ unseen: true, actions: ['acceptProposedPrice', 'cancel'] });
    expect((await api.get(`/requests/${id}`, as(plant))).body.data.unseen).toBe(false);

    expect((await post('/cancelProposal', { requestId: id }, plant)).body.data).toMatchObject({ state: 'PENDING', proposedPrice: null });
    await post('/proposePriceRequest', { requestId: id, proposedPrice: 380000 }, plant);
    expect((await post('/acceptProposedPrice', { requestId: id }, plant)).status).toBe(409);
    const agreed = await post('/acceptProposedPrice', { requestId: id }, shop);
    expect(agreed.body.data).toMatchObject({ state: 'PROPOSAL_ACCEPTED', agreedPrice: 380000 });
    expect((await list(plant, 'clients')).data.map((c: JsonObject) => c._id)).toContain(shop.id);
  });

  test('a production service is asked in hundredths of its outputs’ unit', async () => {
    const body = (amount: number) => ({ serviceId: production._id, products: [{ id: output._id, amount }], requiredDate: inDays(5) });
    const asked = await post('/createServiceRequest', body(2.5), shop);
    expect([asked.status, asked.body.data.products[0].amount]).toEqual([201, 2.5]);
    const tooFine = await post('/createServiceRequest', body(2.125), shop);
    expect([tooFine.status, tooFine.body.field]).toEqual([400, 'products.0.amount']);
  });

  test('asking for a service: its outputs only, a day from today on, never one’s own', async () => {
    const notOutput = await post(
      '/createServiceRequest',
      { serviceId: production._id, products: [{ id: production._id, amount: 1 }], requiredDate: inDays(2) },
      shop,
    );
    expect(notOutput.body).toMatchObject({ code: 'VALIDATION', field: 'products.0.id' });
    const past = await post(
      '/createServiceRequest',
      { serviceId: production._id, products: [{ id: output._id, amount: 1 }], requiredDate: inDays(-3) },
      shop,
    );
    expect(past.body).toMatchObject({ field: 'requiredDate' });
    const own = await post(
      '/createServiceRequest',
      { serviceId: production._id, products: [{ id: output._id, amount: 1 }], requiredDate: inDays(2) },
      plant,
    );
    expect(own.body.code).toBe('OWN_OFFER');
    const wrongKind = await post('/requestLogisticService', { serviceId: production._id, requiredDate: inDays(2) }, shop);
    expect(wrongKind.body.field).toBe('serviceId');

    const logisticRequest = await post('/requestLogisticService', { serviceId: logistic._id, requiredDate: inDays(1) }, shop);
    expect(logisticRequest.body.data).toMatchObject({ kind: 'LOGISTIC', state: 'PENDING' });
    const rejected = await post('/rejectRequest', { requestId: logisticRequest.body.data._id, reason: 'Sin cuadrilla ese día' }, carrier);
    expect(rejected.body.data.state).toBe('REJECTED');
  });

  describe('a logistic service carried out', () => {
    test('accepted at the agreed price it starts now, is in progress on both sides, and completes into history; nothing else moves it', async () => {
      const asked = await post('/requestLogisticService', { serviceId: logistic._id, requiredDate: inDays(3) }, shop);
      const id = asked.body.data._id;
      // Not before a price is agreed, and never by the requester.
      expect((await post('/acceptServiceRequest', { requestId: id }, carrier)).body).toMatchObject({
        code: 'INVALID_REQUEST_TRANSITION',
        data: { state: 'PENDING' },
      });
      await post('/proposePriceRequest', { requestId: id, proposedPrice: 250000 }, carrier);
      await post('/acceptProposedPrice', { requestId: id }, shop);
      expect((await api.get(`/requests/${id}`, as(carrier))).body.data.actions).toEqual(['acceptLogisticService', 'reject']);
      expect((await post('/acceptServiceRequest', { requestId: id }, shop)).status).toBe(409);
      expect((await post('/acceptServiceRequest', { requestId: id }, stranger)).status).toBe(404);
      expect((await post('/completeLogisticServiceRequest', { requestId: id }, carrier)).body.data).toMatchObject({ state: 'PROPOSAL_ACCEPTED' });

      const started = await post('/acceptServiceRequest', { requestId: id }, carrier);
      expect(started.status).toBe(200);
      expect(started.body.data).toMatchObject({
        state: 'IN_PROGRESS',
        agreedPrice: 250000,
        actions: ['completeLogisticService'],
        endedServiceAt: null,
      });
      expect(Date.parse(started.body.data.startedServiceAt)).toBeLessThanOrEqual(Date.now());
      expect((await list(carrier, 'requestsAcceptedToMe')).data.map((r: JsonObject) => r._id)).toContain(id);
      expect((await list(shop, 'requestsAcceptedToOthers')).data.map((r: JsonObject) => r._id)).toContain(id);
      // In progress it can no longer be cancelled or rejected, nor accepted twice.
      expect((await post('/cancelRequest', { requestId: id }, shop)).status).toBe(409);
      expect((await post('/rejectRequest', { requestId: id, reason: 'Tarde' }, carrier)).status).toBe(409);
      expect((await post('/acceptServiceRequest', { requestId: id }, carrier)).body.data).toMatchObject({ state: 'IN_PROGRESS' });

      const done = await post('/completeLogisticServiceRequest', { requestId: id }, carrier);
      expect(done.body.data).toMatchObject({ state: 'COMPLETED', actions: [] });
      expect(Date.parse(done.body.data.endedServiceAt)).toBeGreaterThanOrEqual(Date.parse(started.body.data.startedServiceAt));
      expect((await list(shop, 'requestsCompletedMadeToOthers')).data.map((r: JsonObject) => r._id)).toContain(id);
      expect((await post('/completeLogisticServiceRequest', { requestId: id }, carrier)).body).toMatchObject({ data: { state: 'COMPLETED' } });
    });

    test('twenty accepts of one request at once: one starts it, the others are told it already moved', async () => {
      const asked = await post('/requestLogisticService', { serviceId: logistic._id, requiredDate: inDays(4) }, shop);
      const id = asked.body.data._id;
      await post('/proposePriceRequest', { requestId: id, proposedPrice: 90000 }, carrier);
      await post('/acceptProposedPrice', { requestId: id }, shop);
      const answers = await Promise.all(Array.from({ length: 20 }, () => post('/acceptServiceRequest', { requestId: id }, carrier)));
      expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(19).fill(409)]);
      const milestones = await t.database.db.select().from(requestMilestones).where(eq(requestMilestones.requestId, id));
      expect(milestones.filter((m) => m.action === 'acceptLogisticService')).toHaveLength(1);
    });

    test('a request of another kind is not accepted as a service this way (409, nothing moves)', async () => {
      const { request } = await askForLemons(5);
      const refused = await post('/acceptServiceRequest', { requestId: request._id }, farmer);
      expect(refused.body).toMatchObject({ code: 'INVALID_REQUEST_TRANSITION', data: { state: 'PENDING' } });
    });
  });

  describe('a transport carried out', () => {
    let transport: JsonObject;
    const from = { town: '08758', address: 'Finca La Esperanza, vereda Caracolí' };
    const to = { town: '08001', address: 'Calle 72 #45-10', location: { latitude: 10.99, longitude: -74.8 } };
    beforeAll(async () => {
      transport = (await post('/services', { name: 'Camión refrigerado', type: 'TRANSPORT', public: true, towns: ['08001', '08758'] }, carrier)).body
        .data;
    });

    /** A transport asked by `who` (the shop by default) and agreed at 120.000, accepted by the carrier. */
    async function transportAccepted(body: JsonObject, who = shop) {
      const asked = await post(
        '/requestTransportService',
        { serviceId: transport._id, wishDate: inDays(2), originAddress: from, destinationAddress: to, ...body },
        who,
      );
      expect(asked.status).toBe(201);
      const id = asked.body.data._id;
      await post('/proposePriceRequest', { requestId: id, proposedPrice: 120000 }, carrier);
      await post('/acceptProposedPrice', { requestId: id }, who);
      const accepted = await post('/acceptServiceRequest', { requestId: id }, carrier);
      expect(accepted.body.data).toMatchObject({ state: 'ACCEPTED', actions: ['startTransport'] });
      return asked.body.data;
    }

    test("a purchase travels with the carrier: out of the seller's stock at the start, received by the buyer after delivery", async () => {
      const { lemons, request: purchase } = await askForLemons(40);
      await post('/acceptProductRequest', { requestId: purchase._id, amountAccepted: 30 }, farmer);
      const order = await transportAccepted({ linkedRequestId: purchase._id });
      expect(order).toMatchObject({
        kind: 'TRANSPORT',
        linkedRequestId: purchase._id,
        products: [{ product: { _id: lemons._id }, amount: 30 }],
        originAddress: { town: { _id: '08758', name: 'Soledad' }, address: from.address, location: null },
        destinationAddress: { town: { _id: '08001' }, location: to.location },
        recipient: null,
      });
      // One transport per purchase.
      const again = await post(
        '/requestTransportService',
        { serviceId: transport._id, wishDate: inDays(3), originAddress: from, destinationAddress: to, linkedRequestId: purchase._id },
        shop,
      );
      expect([again.status, again.body.field]).toEqual([400, 'linkedRequestId']);
      expect((await product(farmer, lemons._id)).amount).toBe(100);

      const started = await post('/startTransportRequest', { requestId: order._id }, carrier);
      expect(started.body.data).toMatchObject({ state: 'IN_PROGRESS', actions: ['completeTransport'], deliveredProducts: [{ amount: 30 }] });
      expect(await product(farmer, lemons._id)).toMatchObject({ amount: 70, reserved: 0 });
      expect(await ledgerSum(lemons._id)).toBe(70);
      expect((await api.get(`/requests/${purchase._id}`, as(shop))).body.data).toMatchObject({ state: 'IN_TRANSPORT', actions: [] });
      expect((await api.get(`/requests/${purchase._id}`, as(farmer))).body.data.state).toBe('IN_TRANSPORT');
      expect((await post('/startTransportRequest', { requestId: order._id }, carrier)).status).toBe(409);
      expect((await post('/completeTransportRequest', { requestId: order._id }, shop)).status).toBe(409);
      // On the road: the carrier's products in transport, to the carrier alone.
      const road = async () => (await api.get(`/users/${carrier.id}/transportsUnderWay`, as(carrier))).body.data as JsonObject[];
      expect((await road()).find((r) => r._id === order._id)).toMatchObject({
        requester: { _id: shop.id },
        deliveredProducts: [{ product: { _id: lemons._id, name: 'Limón Tahití' }, amount: 30 }],
        destinationAddress: { address: to.address },
      });
      expect([403, 404]).toContain((await api.get(`/users/${carrier.id}/transportsUnderWay`, as(shop))).status);

      const waiting = await unseen(shop);
      const done = await Promise.all([1, 2, 3].map(() => post('/completeTransportRequest', { requestId: order._id }, carrier)));
      expect(done.map((d) => d.status).sort()).toEqual([200, 409, 409]);
      expect((await api.get(`/requests/${order._id}`, as(shop))).body.data.state).toBe('COMPLETED');
      expect((await road()).map((r) => r._id)).not.toContain(order._id);
      expect((await api.get(`/requests/${purchase._id}`, as(shop))).body.data).toMatchObject({
        state: 'PENDING_RECEPTION',
        unseen: true,
        actions: ['receive'],
      });
      // Delivered by the carrier, the goods wait for the buyer: its badge and overview count them.
      expect(await unseen(shop)).toEqual({ ...waiting, sent: waiting.sent + 1 });
      expect((await overview(shop)).unseen.sent).toBe(waiting.sent + 1);
      const received = await post(
        '/receiveProductsRequest',
        { requestId: purchase._id, productsToReceive: [{ product: lemons._id, price: 3500, public: false }] },
        shop,
      );
      expect(received.body.data.state).toBe('COMPLETED');
      expect(await unseen(shop)).toEqual(waiting);
      // A new product of the shop's, its 30 Kg at the agreed price plus the carrier's the shop booked
      // (landed cost): (90.000 + 120.000) / 30.
      const mine = (await api.get(`/users/${shop.id}/products?skip=0&limit=100`, as(shop))).body.data as JsonObject[];
      expect(mine.find((p) => p._id === received.body.data.deliveredProducts[0].product._id)).toBeUndefined();
      expect(mine.filter((p) => p.name === 'Limón Tahití' && p.amount === 30 && p.unitCost === 7000 && p.price === 3500)).toHaveLength(1);
      expect(await ledgerSum(lemons._id)).toBe(70);
    });

    test('my own goods to a recipient: they leave my stock when the carrier starts; a recipient is one of my clients or someone not registered', async () => {
      const melons = await createProduct(api, farmer, { name: 'Patilla', amount: 50, unitCost: 3000 });
      const ask = (body: JsonObject) =>
        post(
          '/requestTransportService',
          {
            serviceId: transport._id,
            wishDate: inDays(2),
            originAddress: from,
            destinationAddress: to,
            products: [{ id: melons._id, amount: 20 }],
            ...body,
          },
          farmer,
        );
      expect((await ask({ recipient: { userId: stranger.id } })).body).toMatchObject({ field: 'recipient.userId' });
      expect((await ask({})).body).toMatchObject({ field: 'recipient' });
      // The shop bought from the farm earlier: it is a client.
      const toShop = await ask({ recipient: { userId: shop.id } });
      expect(toShop.body.data.recipient).toMatchObject({ user: { _id: shop.id } });
      const order = await transportAccepted({ products: [{ id: melons._id, amount: 20 }], recipient: { userId: null } }, farmer);
      expect(order.recipient).toEqual({ user: null, collectPrice: null });
      expect((await product(farmer, melons._id)).amount).toBe(50);
      await post('/startTransportRequest', { requestId: order._id }, carrier);
      expect((await product(farmer, melons._id)).amount).toBe(30);
      expect(await ledgerSum(melons._id)).toBe(30);
      expect((await ledgerOf(melons._id)).map((row) => row.reason)).toEqual(['initial', 'delivery']);
      expect((await post('/completeTransportRequest', { requestId: order._id }, carrier)).body.data.state).toBe('COMPLETED');
    });

    test('the carrier never takes expired lots: a held lot that expired since goes fresh instead; with none fresh, only the owner can decide', async () => {
      const lotDay = (days: number) => addDays(regionToday(), days);
      const guavas = await createProduct(api, farmer, {
        name: 'Guayaba pera',
        amount: 30,
        unitCost: 2000,
        price: 3000,
        public: true,
        expiresOn: lotDay(3),
      });
      const purchase = (await post('/requestProduct', { productId: guavas._id, amount: 20, proposedPrice: 60000 }, shop)).body.data._id as string;
      await post('/acceptProductRequest', { requestId: purchase, amountAccepted: 20 }, farmer);
      // Fresh guavas arrive; the lot the purchase holds expires before the carrier comes.
      await post('/stock', { product: guavas._id, amount: 60, previousAmount: 30, cost: 60000, expiresOn: lotDay(10) }, farmer);
      const lotsNow = async () => (await api.get(`/products/${guavas._id}/lots?limit=10`, as(farmer))).body.data as JsonObject[];
      const [held, fresh] = await lotsNow();
      expect([held.reserved, held.expiresOn, fresh.reserved]).toEqual([20, lotDay(3), 0]);
      await t.database.db
        .update(lots)
        .set({ expiresOn: lotDay(-1) })
        .where(eq(lots.id, held._id as string));

      const carried = await transportAccepted({ linkedRequestId: purchase });
      expect((await post('/startTransportRequest', { requestId: carried._id }, carrier)).status).toBe(200);
      expect((await ledgerOf(guavas._id)).at(-1)).toMatchObject({ reason: 'delivery', delta: '-20.00' });
      expect((await lotsNow()).map((lot) => [lot._id, lot.left, lot.reserved])).toEqual([
        [held._id, 30, 0],
        [fresh._id, 10, 0],
      ]);

      // My own guavas, more than the fresh ones: the carrier cannot confirm my expired lot for me.
      const own = await transportAccepted({ products: [{ id: guavas._id, amount: 15 }], recipient: { userId: null } }, farmer);
      const refused = await api.post('/startTransportRequest', { requestId: own._id }, { token: carrier.token, lang: 'es' });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'OWNER_LOT_EXPIRED', data: { lots: [{ _id: held._id, code: held.code }] } });
      expect(refused.body.message).toContain('Solo el dueño puede decidir');
      expect((await product(farmer, guavas._id)).amount).toBe(40);
      // Once I restock, the carrier starts with fresh lots only.
      await post('/stock', { product: guavas._id, amount: 50, previousAmount: 40, cost: 20000, expiresOn: lotDay(12) }, farmer);
      expect((await post('/startTransportRequest', { requestId: own._id }, carrier)).status).toBe(200);
      expect((await lotsNow()).find((lot) => lot._id === held._id)).toMatchObject({ left: 30 });
      expect((await product(farmer, guavas._id)).amount).toBe(35);
    });

    test('my own goods to a registered client: a delivery travels with them, which the client receives at the value they left with', async () => {
      const yams = await createProduct(api, farmer, { name: 'Ñame espino', amount: 80, unitCost: 2500 });
      // The shop bought from the farm earlier: it is a client.
      const order = await transportAccepted({ products: [{ id: yams._id, amount: 25 }], recipient: { userId: shop.id } }, farmer);
      const deliveryOf = async (who: TestUser) =>
        ((await list(who, who === shop ? 'requestsAcceptedToMe' : 'requestsAcceptedToOthers')).data as JsonObject[]).find(
          (r) => r.kind === 'DELIVERY' && r.linkedRequestId === order._id,
        );
      expect(await deliveryOf(shop)).toBeUndefined();

      await post('/startTransportRequest', { requestId: order._id }, carrier);
      expect((await product(farmer, yams._id)).amount).toBe(55);
      const onTheRoad = await deliveryOf(shop);
      expect(onTheRoad).toMatchObject({
        state: 'IN_TRANSPORT',
        side: 'received',
        actions: [],
        requester: { _id: farmer.id },
        user: { _id: shop.id },
        deliveredProducts: [{ product: { _id: yams._id, name: 'Ñame espino' }, amount: 25 }],
        destinationAddress: { address: to.address },
      });
      // The farm follows it on its sent side; the carrier is no party to it.
      expect(await deliveryOf(farmer)).toMatchObject({ _id: onTheRoad?._id, side: 'sent', actions: [] });
      expect((await api.get(`/requests/${onTheRoad?._id}`, as(carrier))).status).toBe(404);
      const early = await post(
        '/receiveProductsRequest',
        { requestId: onTheRoad?._id, productsToReceive: [{ product: yams._id, price: 4000, public: false }] },
        shop,
      );
      expect([early.status, early.body.code]).toEqual([409, 'INVALID_REQUEST_TRANSITION']);

      const [shopWaiting, farmWaiting] = [await unseen(shop), await unseen(farmer)];
      await post('/completeTransportRequest', { requestId: order._id }, carrier);
      const arrived = (await api.get(`/requests/${onTheRoad?._id}`, as(shop))).body.data;
      expect(arrived).toMatchObject({ state: 'PENDING_RECEPTION', unseen: true, actions: ['receiveDelivery'] });
      // Its client's badge counts it, not the sender's; opening the on-course list marks it seen.
      expect(await unseen(shop)).toEqual({ ...shopWaiting, received: shopWaiting.received + 1 });
      expect(await unseen(farmer)).toEqual(farmWaiting);
      const seen = await post('/markSeenRequests', { requestsIds: [arrived._id], userId: shop.id }, shop);
      expect(seen.body.data).toEqual(shopWaiting);
      expect((await api.get(`/requests/${onTheRoad?._id}`, as(farmer))).body.data).toMatchObject({ unseen: false, actions: [] });
      // Only the client receives; the sender cannot take them in for it.
      const body = { requestId: arrived._id, productsToReceive: [{ product: yams._id, price: 4000, public: false }] };
      expect((await post('/receiveProductsRequest', body, farmer)).status).toBe(409);
      const received = await Promise.all([1, 2].map(() => post('/receiveProductsRequest', body, shop)));
      expect(received.map((r) => r.status).sort()).toEqual([200, 409]);
      const mine = (await api.get(`/users/${shop.id}/products?skip=0&limit=100`, as(shop))).body.data as JsonObject[];
      const into = mine.filter((p) => p.name === 'Ñame espino');
      expect(into).toHaveLength(1);
      expect(into[0]).toMatchObject({ amount: 25, unitCost: 2500, price: 4000 });
      expect(await ledgerSum(into[0]._id as string)).toBe(25);
      expect((await ledgerOf(into[0]._id as string)).map((row) => row.reason)).toEqual(['reception']);
      expect(await ledgerSum(yams._id)).toBe(55);
      expect((await api.get(`/requests/${arrived._id}`, as(farmer))).body.data.state).toBe('COMPLETED');
    });

    test('asking: a day after today, towns of Atlántico, goods or a purchase of mine, a transport service', async () => {
      const { request: purchase } = await askForLemons(5);
      const base = {
        serviceId: transport._id,
        wishDate: inDays(2),
        originAddress: from,
        destinationAddress: to,
        products: [{ id: 'x', amount: 1 }],
        recipient: { userId: null },
      };
      const refusals: [JsonObject, string][] = [
        [{ wishDate: regionToday() }, 'wishDate'],
        [{ wishDate: inDays(-2) }, 'wishDate'],
        [{ originAddress: { town: '11001', address: 'Calle 26' } }, 'originAddress.town'],
        [{ destinationAddress: { town: '08001', address: '   ' } }, 'destinationAddress.address'],
        [{ products: [] }, 'products'],
        [{ products: undefined, linkedRequestId: purchase._id }, 'linkedRequestId'],
        [{ serviceId: logistic._id }, 'serviceId'],
      ];
      for (const [body, field] of refusals) {
        const res = await post('/requestTransportService', { ...base, ...body }, shop);
        expect([res.status, res.body.field]).toEqual([400, field]);
      }
    });

    test('a transport turned down gives its purchase back the chance of another', async () => {
      const { request: purchase } = await askForLemons(6);
      await post('/acceptProductRequest', { requestId: purchase._id, amountAccepted: 6 }, farmer);
      const body = { serviceId: transport._id, wishDate: inDays(2), originAddress: from, destinationAddress: to, linkedRequestId: purchase._id };
      const first = await post('/requestTransportService', body, shop);
      expect((await post('/rejectRequest', { requestId: first.body.data._id, reason: 'Sin camión ese día' }, carrier)).body.data.state).toBe(
        'REJECTED',
      );
      expect((await post('/requestTransportService', body, shop)).status).toBe(201);
    });
  });

  describe('a storage carried out', () => {
    let storage: JsonObject;
    beforeAll(async () => {
      const office = await post(
        '/branchOffices',
        { name: 'Bodega Vía 40', description: 'Fría', address: 'Vía 40 #79B-06', location: { latitude: 10.99, longitude: -74.79 } },
        carrier,
      );
      storage = (await post('/services', { name: 'Bodegaje en frío', type: 'STORAGE', public: true, branchOffice: office.body.data._id }, carrier))
        .body.data;
    });

    /** The shop asks to store `amount` of a fresh product of its own, and the carrier's price is agreed. */
    async function storageAgreed(amount: number) {
      const mangoes = await createProduct(api, shop, { name: 'Mango de azúcar', amount: 120, unitCost: 1500, price: 4000 });
      const asked = await post(
        '/requestStorageService',
        { serviceId: storage._id, products: [{ id: mangoes._id, amount }], startDate: inDays(0), finishedDate: inDays(10) },
        shop,
      );
      expect(asked.status).toBe(201);
      await post('/proposePriceRequest', { requestId: asked.body.data._id, proposedPrice: 150000 }, carrier);
      await post('/acceptProposedPrice', { requestId: asked.body.data._id }, shop);
      return { mangoes, request: asked.body.data };
    }

    test("the goods leave the requester's stock into storage and come back at the value they left with", async () => {
      const { mangoes, request } = await storageAgreed(100.5);
      const id = request._id;
      expect(request).toMatchObject({ kind: 'STORAGE', state: 'PENDING', products: [{ product: { _id: mangoes._id }, amount: 100.5 }] });
      expect(request.startDate.slice(0, 10)).toBe(inDays(0));
      expect(request.finishedDate.slice(0, 10)).toBe(inDays(10));
      // Agreed, the goods are still the shop's and free until the carrier takes them in.
      expect((await product(shop, mangoes._id)).amount).toBe(120);
      expect((await api.get(`/requests/${id}`, as(carrier))).body.data.actions).toEqual(['acceptStorageService', 'reject']);

      const taken = await post('/acceptServiceRequest', { requestId: id }, carrier);
      expect(taken.body.data).toMatchObject({
        state: 'IN_PROGRESS',
        actions: ['completeStorageService'],
        deliveredProducts: [{ product: { _id: mangoes._id }, amount: 100.5 }],
      });
      const stored = await product(shop, mangoes._id);
      expect(stored.amount).toBe(19.5);
      expect(await ledgerSum(mangoes._id)).toBe(19.5);
      expect((await ledgerOf(mangoes._id)).map((row) => row.reason)).toEqual(['initial', 'storage']);
      // In storage it is no longer the shop's to cancel, nor to receive yet.
      expect((await post('/cancelRequest', { requestId: id }, shop)).status).toBe(409);
      const early = await post(
        '/receiveProductsRequest',
        { requestId: id, productsToReceive: [{ product: mangoes._id, counterPart: mangoes._id }] },
        shop,
      );
      expect(early.body).toMatchObject({ code: 'INVALID_REQUEST_TRANSITION', data: { state: 'IN_PROGRESS' } });

      const ended = await post('/completeStorageServiceRequest', { requestId: id }, carrier);
      expect(ended.body).toMatchObject({ message: expect.stringMatching(/storage ended/i), data: { state: 'SIMPLE_PENDING_RECEPTION' } });
      expect((await api.get(`/requests/${id}`, as(shop))).body.data).toMatchObject({ unseen: true, actions: ['receive'] });
      expect((await post('/completeStorageServiceRequest', { requestId: id }, carrier)).status).toBe(409);

      const back = await post(
        '/receiveProductsRequest',
        { requestId: id, productsToReceive: [{ product: mangoes._id, counterPart: mangoes._id }] },
        shop,
      );
      expect(back.body.data.state).toBe('COMPLETED');
      const returned = await product(shop, mangoes._id);
      expect(returned.amount).toBe(120);
      // The same value as before it left: the storage's price is the service's, not the goods'.
      expect(returned.unitCost).toBe(1500);
      expect(await ledgerSum(mangoes._id)).toBe(120);
      expect((await ledgerOf(mangoes._id)).map((row) => row.reason)).toEqual(['initial', 'storage', 'storageReturn']);
    });

    test('twenty accepts of one storage at once: the goods leave once, the stock equals its ledger', async () => {
      const { mangoes, request } = await storageAgreed(60);
      const answers = await Promise.all(Array.from({ length: 20 }, () => post('/acceptServiceRequest', { requestId: request._id }, carrier)));
      expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(19).fill(409)]);
      expect((await product(shop, mangoes._id)).amount).toBe(60);
      expect(await ledgerSum(mangoes._id)).toBe(60);
      const ended = await Promise.all(Array.from({ length: 5 }, () => post('/completeStorageServiceRequest', { requestId: request._id }, carrier)));
      expect(ended.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    });

    test('goods no longer free when the carrier takes them in: 409 naming the product, nothing moves', async () => {
      const { mangoes, request } = await storageAgreed(100);
      expect((await post('/stock', { product: mangoes._id, amount: 50, previousAmount: 120 }, shop)).status).toBe(200);
      const refused = await post('/acceptServiceRequest', { requestId: request._id }, carrier);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'GOODS_UNAVAILABLE', message: expect.stringContaining('Mango de azúcar') });
      expect((await api.get(`/requests/${request._id}`, as(carrier))).body.data.state).toBe('PROPOSAL_ACCEPTED');
      expect(await ledgerSum(mangoes._id)).toBe((await product(shop, mangoes._id)).amount);
    });

    test('asking: my own products only, each once and at most what is free, the days in order, a storage service', async () => {
      const mangoes = await createProduct(api, shop, { name: 'Mango Tommy', amount: 30, unitCost: 1500 });
      const foreign = await createProduct(api, farmer, { name: 'Ñame', amount: 30, unitCost: 900 });
      const ask = (body: JsonObject) =>
        post(
          '/requestStorageService',
          { serviceId: storage._id, products: [{ id: mangoes._id, amount: 10 }], startDate: inDays(1), finishedDate: inDays(3), ...body },
          shop,
        );
      const refusals: [JsonObject, string][] = [
        [{ products: [{ id: mangoes._id, amount: 31 }] }, 'products.0.amount'],
        [{ products: [{ id: foreign._id, amount: 1 }] }, 'products.0.id'],
        [
          {
            products: [
              { id: mangoes._id, amount: 1 },
              { id: mangoes._id, amount: 2 },
            ],
          },
          'products.1.id',
        ],
        [{ products: [] }, 'products'],
        [{ startDate: inDays(-3) }, 'startDate'],
        [{ finishedDate: undefined }, 'finishedDate'],
        [{ startDate: inDays(5), finishedDate: inDays(4) }, 'finishedDate'],
        [{ serviceId: logistic._id }, 'serviceId'],
      ];
      for (const [body, field] of refusals) {
        const res = await ask(body);
        expect([res.status, res.body.field]).toEqual([400, field]);
      }
      expect((await ask({})).status).toBe(201);
      // Nobody stores with their own service.
      const own = await post(
        '/requestStorageService',
        { serviceId: storage._id, products: [{ id: mangoes._id, amount: 1 }], startDate: inDays(1), finishedDate: inDays(2) },
        carrier,
      );
      expect(own.body).toMatchObject({ code: 'OWN_OFFER', field: 'serviceId' });
    });
  });
});

/** The unseen rows of an on-course list: receptions waiting after a carrier's delivery. */
const unseenOnCourse = async (user: TestUser, route: string) =>
  ((await api.get(`/users/${user.id}/${route}?limit=100`, as(user))).body.data as JsonObject[]).filter((r) => r.unseen).length;

describe('counters', () => {
  test('every list total and unseen count equals what its list holds', async () => {
    for (const user of [farmer, shop]) {
      const counts = await overview(user);
      const pairs: [string, string][] = [
        ['requestMadeToOthers', 'requestsMadeToOthers'],
        ['requestAcceptedToOthers', 'requestsAcceptedToOthers'],
        ['requestRejectedToOthers', 'requestsRejectedToOthers'],
        ['requestHistoricalToOthers', 'requestsCompletedMadeToOthers'],
        ['requestMadeToMe', 'requestsMadeToMe'],
        ['requestAcceptedToMe', 'requestsAcceptedToMe'],
        ['requestRejectedToMe', 'requestsRejectedToMe'],
        ['requestHistoricalToMe', 'requestsCompletedMadeToMe'],
      ];
      for (const [key, route] of pairs) {
        const all = (await api.get(`/users/${user.id}/${route}?limit=100`, as(user))).body;
        expect([key, all.data.length]).toEqual([key, counts[key]]);
        const unseenRows = all.data.filter((r: JsonObject) => r.unseen).length;
        if (route === 'requestsMadeToOthers') expect(unseenRows).toBe(counts.unseen.sent - (await unseenOnCourse(user, 'requestsAcceptedToOthers')));
        if (route === 'requestsMadeToMe') expect(unseenRows).toBe(counts.unseen.received - (await unseenOnCourse(user, 'requestsAcceptedToMe')));
      }
    }
  });
});
