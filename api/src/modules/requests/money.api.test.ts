import { eq } from 'drizzle-orm';
import { addDays, regionDay, regionToday } from '@agrocadena/contracts';
import { requests } from './tables';
import type { TestUser } from '../../../test/support/accounts';
import type { JsonObject } from '../../../test/support/http';
import { createProduct, userOfType } from '../../../test/support/products';
import { useTestApp } from '../../../test/support/test-app';

/**
 * Money on requests: what the goods cost their receiver with the carrier it booked (landed cost,
 * docs/domain.md#landed-cost), ledger rows that say which request or run moved them and with whom,
 * and the payment its provider records (docs/domain.md#payments).
 */
const t = useTestApp();
const api = t.api;
let farmer: TestUser;
let shop: TestUser;
let carrier: TestUser;
let stranger: TestUser;
let truck: JsonObject;

const as = (user: TestUser, lang: 'en' | 'es' = 'en') => ({ token: user.token, lang });
const post = (path: string, body: JsonObject, user: TestUser) => api.post(path, body, as(user));
const inDays = (days: number) => addDays(regionToday(), days);
const ledger = async (user: TestUser, productId: string) =>
  (await api.get(`/products/${productId}/stockMovements?limit=100`, as(user))).body.data as JsonObject[];
const request = async (user: TestUser, id: string) => (await api.get(`/requests/${id}`, as(user))).body.data;
const route = { town: '08758', address: 'Finca La Esperanza' };
const destination = { town: '08001', address: 'Calle 72 #45-10' };

beforeAll(async () => {
  [farmer, shop, carrier, stranger] = await Promise.all([
    userOfType(api, t.outboxDir, 'AGRO'),
    userOfType(api, t.outboxDir, 'MINORIST'),
    userOfType(api, t.outboxDir, 'LOGISTIC'),
    userOfType(api, t.outboxDir, 'MINORIST'),
  ]);
  truck = (await post('/services', { name: 'Camión', type: 'TRANSPORT', public: true, towns: ['08001', '08758'] }, carrier)).body.data;
});

/** The shop buys `amount` of a new product of the farm's (3.000 each), accepted. */
async function accepted(name: string, amount: number): Promise<{ goods: JsonObject; id: string }> {
  const goods = await createProduct(api, farmer, { name, amount: 100, unitCost: 1200, price: 3000, public: true });
  const asked = await post('/requestProduct', { productId: goods._id, amount, proposedPrice: 3000 * amount }, shop);
  expect(asked.status).toBe(201);
  expect((await post('/acceptProductRequest', { requestId: asked.body.data._id, amountAccepted: amount }, farmer)).status).toBe(200);
  return { goods, id: asked.body.data._id };
}

/** A transport `who` books for the goods of `linkedRequestId`, agreed at `price`, carried and delivered. */
async function carried(linkedRequestId: string, price: number, who = shop): Promise<string> {
  const asked = await post(
    '/requestTransportService',
    { serviceId: truck._id, wishDate: inDays(2), originAddress: route, destinationAddress: destination, linkedRequestId },
    who,
  );
  expect(asked.status).toBe(201);
  const id = asked.body.data._id;
  await post('/proposePriceRequest', { requestId: id, proposedPrice: price }, carrier);
  await post('/acceptProposedPrice', { requestId: id }, who);
  await post('/acceptServiceRequest', { requestId: id }, carrier);
  await post('/startTransportRequest', { requestId: id }, carrier);
  expect((await post('/completeTransportRequest', { requestId: id }, carrier)).status).toBe(200);
  return id;
}

describe('landed cost', () => {
  test("the carrier the buyer booked adds its price to the goods' cost, shown before receiving and on the ledger row", async () => {
    const { goods, id } = await accepted('Mango de azúcar', 40);
    const transportId = await carried(id, 20000);

    // The receive dialog says what the transport adds; the seller, who did not book it, reads none.
    const choices = await api.get(`/requests/${id}/receivingProducts`, as(shop));
    expect(choices.body.data.transport).toEqual({
      _id: transportId,
      price: 20000,
      carrier: expect.objectContaining({ _id: carrier.id }),
    });
    expect((await api.get(`/requests/${id}/receivingProducts`, as(farmer))).body.data.transport).toBeNull();

    const received = await post('/receiveProductsRequest', { requestId: id, productsToReceive: [{ product: goods._id, price: 4000 }] }, shop);
    expect(received.status).toBe(200);
    const mine = ((await api.get(`/users/${shop.id}/products?limit=100`, as(shop))).body.data as JsonObject[]).find(
      (p) => p.name === 'Mango de azúcar',
    ) as JsonObject;
    // 40 at 3.000 = 120.000, plus the carrier's 20.000: 3.500 each.
    expect(mine).toMatchObject({ amount: 40, unitCost: 3500 });
    const [row] = await ledger(shop, mine._id as string);
    expect(row).toMatchObject({
      reason: 'reception',
      change: 40,
      unitCost: 3500,
      transportCost: 20000,
      request: { _id: id, kind: 'PRODUCT', party: { _id: farmer.id } },
    });
  });

  test('a carriage that does not divide evenly still enters whole: the goods are worth their price plus the carriage', async () => {
    const { goods, id } = await accepted('Guanábana', 7);
    await carried(id, 10001);
    await post('/receiveProductsRequest', { requestId: id, productsToReceive: [{ product: goods._id, price: 5000 }] }, shop);
    const mine = ((await api.get(`/users/${shop.id}/products?limit=100`, as(shop))).body.data as JsonObject[]).find(
      (p) => p.name === 'Guanábana',
    ) as JsonObject;
    const [row] = await ledger(shop, mine._id as string);
    expect(row.transportCost).toBe(10001);
    expect(Math.round((row.unitCost as number) * 7)).toBe(21000 + 10001);
  });

  test('goods handed over by hand carry no transport, and their ledger rows on both sides name the other party', async () => {
    const { goods, id } = await accepted('Papaya', 10);
    await post('/completeProductRequest', { requestId: id }, farmer);
    expect((await api.get(`/requests/${id}/receivingProducts`, as(shop))).body.data.transport).toBeNull();
    await post('/receiveProductsRequest', { requestId: id, productsToReceive: [{ product: goods._id, price: 4000 }] }, shop);
    const sellerRows = await ledger(farmer, goods._id as string);
    expect(sellerRows.at(-1)).toMatchObject({ reason: 'delivery', transportCost: null, request: { _id: id, party: { _id: shop.id } } });
    expect(sellerRows[0]).toMatchObject({ reason: 'initial', request: null, execution: null });
  });
});

describe('payments', () => {
  const pay = (id: string, paidOn: string, user: TestUser, lang: 'en' | 'es' = 'en') =>
    api.post(`/requests/${id}/payment`, { paidOn }, as(user, lang));
  const paidOnInDb = async (id: string) => (await t.database.db.select().from(requests).where(eq(requests.id, id)))[0].paidOn;

  test('the provider records the day it was paid; both parties read it, and it can be taken back', async () => {
    const { id } = await accepted('Limón mandarino', 12);
    const today = regionToday();
    const paid = await pay(id, today, farmer);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ message: 'Payment recorded.', data: { _id: id, paidOn: today, state: 'ACCEPTED' } });
    expect((await request(shop, id)).paidOn).toBe(today);
    const sent = (await api.get(`/users/${shop.id}/requestsAcceptedToOthers`, as(shop))).body.data as JsonObject[];
    expect(sent.find((r) => r._id === id)).toMatchObject({ paidOn: today });

    const undone = await api.delete(`/requests/${id}/payment`, as(farmer));
    expect(undone.body).toMatchObject({ message: 'Payment undone: the request is unpaid again.', data: { paidOn: null } });
    expect(await paidOnInDb(id)).toBeNull();
  });

  test('a bad day is refused naming paidOn, in the reader’s language, and changes nothing', async () => {
    const { id } = await accepted('Naranja valencia', 5);
    const created = regionDay((await request(shop, id)).createdAt);
    const cases: [string, string][] = [
      ['29/11/2026', 'El campo «fecha de pago» no tiene un formato válido.'],
      [inDays(1), 'La «fecha de pago» no puede ser posterior a hoy.'],
      [addDays(created, -1), 'La «fecha de pago» no puede ser anterior al día de la solicitud.'],
    ];
    for (const [day, message] of cases) {
      const refused = await pay(id, day, farmer, 'es');
      expect([refused.status, refused.body.field, refused.body.message]).toEqual([400, 'paidOn', message]);
    }
    expect(await paidOnInDb(id)).toBeNull();
  });

  test('only the provider records it (403); to anyone else the request does not exist (404)', async () => {
    const { id } = await accepted('Tamarindo', 3);
    const byBuyer = await pay(id, regionToday(), shop);
    expect([byBuyer.status, byBuyer.body.code]).toEqual([403, 'PAYEE_ONLY']);
    expect((await api.delete(`/requests/${id}/payment`, as(shop))).status).toBe(403);
    expect((await pay(id, regionToday(), stranger)).status).toBe(404);
    expect((await pay('not-an-id', regionToday(), farmer)).status).toBe(404);
    expect(await paidOnInDb(id)).toBeNull();
  });

  test('nothing is owed before a price is agreed or once the request is rejected (409 NOT_PAYABLE)', async () => {
    const goods = await createProduct(api, farmer, { name: 'Zapote', amount: 100, unitCost: 1200, price: 3000, public: true });
    const asked = (await post('/requestProduct', { productId: goods._id, amount: 2, proposedPrice: 6000 }, shop)).body.data;
    const pending = await pay(asked._id, regionToday(), farmer);
    expect([pending.status, pending.body.code]).toEqual([409, 'NOT_PAYABLE']);
    await post('/rejectRequest', { requestId: asked._id, reason: 'Sin existencias' }, farmer);
    expect((await pay(asked._id, regionToday(), farmer)).status).toBe(409);
    expect(await paidOnInDb(asked._id)).toBeNull();
  });
});

describe('a price to collect on a delivery to a client', () => {
  /** The farm sends `amount` Kg of a new product of its own to `recipient`, asking `collectPrice`; the carrier agrees. */
  const send = async (name: string, amount: number, recipient: JsonObject) => {
    const goods = await createProduct(api, farmer, { name, amount: 100, unitCost: 1000 });
    return post(
      '/requestTransportService',
      {
        serviceId: truck._id,
        wishDate: inDays(2),
        originAddress: route,
        destinationAddress: destination,
        products: [{ id: goods._id, amount }],
        recipient,
      },
      farmer,
    );
  };

  test('the client receives the goods at that price and owes it; the sender records it paid', async () => {
    // Buying from the farm made the shop one of its clients.
    await accepted('Ciruela', 1);
    const asked = await send('Corozo', 20, { userId: shop.id, collectPrice: 50000 });
    expect(asked.status).toBe(201);
    expect(asked.body.data.recipient).toEqual({ user: expect.objectContaining({ _id: shop.id }), collectPrice: 50000 });
    const id = asked.body.data._id;
    await post('/proposePriceRequest', { requestId: id, proposedPrice: 15000 }, carrier);
    await post('/acceptProposedPrice', { requestId: id }, farmer);
    await post('/acceptServiceRequest', { requestId: id }, carrier);
    await post('/startTransportRequest', { requestId: id }, carrier);
    await post('/completeTransportRequest', { requestId: id }, carrier);
    const waiting = (await api.get(`/users/${shop.id}/requestsAcceptedToMe`, as(shop))).body.data as JsonObject[];
    const delivery = waiting.find((r) => r.kind === 'DELIVERY' && r.linkedRequestId === id) as JsonObject;
    expect(delivery).toMatchObject({ state: 'PENDING_RECEPTION', agreedPrice: 50000, paidOn: null });

    const byClient = await api.post(`/requests/${delivery._id}/payment`, { paidOn: regionToday() }, as(shop));
    expect([byClient.status, byClient.body.code]).toEqual([403, 'PAYEE_ONLY']);
    const bySender = await api.post(`/requests/${delivery._id}/payment`, { paidOn: regionToday() }, as(farmer));
    expect([bySender.status, bySender.body.data.paidOn]).toEqual([200, regionToday()]);

    const goods = (delivery.deliveredProducts as JsonObject[])[0].product as JsonObject;
    await post('/receiveProductsRequest', { requestId: delivery._id as string, productsToReceive: [{ product: goods._id, price: 4000 }] }, shop);
    const mine = ((await api.get(`/users/${shop.id}/products?limit=100`, as(shop))).body.data as JsonObject[]).find(
      (p) => p.name === 'Corozo',
    ) as JsonObject;
    // 50.000 for 20 Kg, not the 1.000 a kilo they cost the farm.
    expect(mine).toMatchObject({ amount: 20, unitCost: 2500, stockValue: 50000 });
  });

  test('only a registered client is asked for a price: 400 naming recipient.collectPrice, nothing written', async () => {
    const toNobody = await send('Níspero', 5, { userId: null, collectPrice: 10000 });
    expect([toNobody.status, toNobody.body.field]).toEqual([400, 'recipient.collectPrice']);
    const { id } = await accepted('Pitahaya', 2);
    const linked = await post(
      '/requestTransportService',
      {
        serviceId: truck._id,
        wishDate: inDays(2),
        originAddress: route,
        destinationAddress: destination,
        linkedRequestId: id,
        recipient: { userId: null, collectPrice: 5000 },
      },
      shop,
    );
    expect([linked.status, linked.body.field]).toEqual([400, 'recipient.collectPrice']);
    expect((await request(shop, id)).state).toBe('ACCEPTED');
    const free = await send('Anón', 5, { userId: shop.id, collectPrice: 0 });
    expect([free.status, free.body.field]).toEqual([400, 'recipient.collectPrice']);
  });
});
