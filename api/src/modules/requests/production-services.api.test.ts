import { eq } from 'drizzle-orm';
import { executedActivities } from '../executions/tables';
import { stockMovements } from '../products/tables';
import type { TestUser } from '../../../test/support/accounts';
import type { JsonObject } from '../../../test/support/http';
import { createProduct, userOfType } from '../../../test/support/products';
import { useTestApp } from '../../../test/support/test-app';

/**
 * A production service carried out (docs/domain.md#production-requests): the provider's run follows
 * the request from acceptance to the outputs received by the requester, the stock on both sides
 * equal to its ledger at every step.
 */
const t = useTestApp();
const api = t.api;
let plant: TestUser;
let shop: TestUser;
let carrier: TestUser;
let stranger: TestUser;
let milk: JsonObject;
let cheese: JsonObject;
let service: JsonObject;

const as = (user: TestUser) => ({ token: user.token, lang: 'en' as const });
const post = (path: string, body: JsonObject, user: TestUser) => api.post(path, body, as(user));
const get = async (path: string, user: TestUser) => (await api.get(path, as(user))).body;
const product = async (user: TestUser, id: string) => (await get(`/products/${id}`, user)).data;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The product's stock and its ledger's sum, which must agree to the cent. */
async function stockAndLedger(user: TestUser, id: string) {
  const rows = await t.database.db.select().from(stockMovements).where(eq(stockMovements.productId, id));
  const ledger = rows.reduce((sum, row) => sum + Math.round(Number(row.delta) * 100), 0) / 100;
  const { amount, reserved } = await product(user, id);
  expect(ledger).toBe(amount);
  return { amount, reserved, reasons: rows.map((row) => row.reason) };
}

beforeAll(async () => {
  [plant, shop, carrier, stranger] = await Promise.all([
    userOfType(api, t.outboxDir, 'ENTERPRISE'),
    userOfType(api, t.outboxDir, 'MINORIST'),
    userOfType(api, t.outboxDir, 'LOGISTIC'),
    userOfType(api, t.outboxDir, 'ENTERPRISE'),
  ]);
  milk = await createProduct(api, plant, { name: 'Leche cruda', amount: 1000, unitCost: 1000 });
  cheese = await createProduct(api, plant, { name: 'Queso costeño', amount: 0, unitCost: 0, price: 18000 });
  const activity = await post(
    '/activities',
    {
      name: 'Cuajado',
      description: 'Cuajado',
      estimatedDurationInHours: 4,
      inputProducts: [{ id: milk._id, amount: 10 }],
      outputProducts: [{ id: cheese._id, amount: 1 }],
    },
    plant,
  );
  service = (await post('/services', { name: 'Maquila de queso', type: 'PRODUCTION', public: true, activity: activity.body.data._id }, plant)).body
    .data;
});

/** The shop asks for `amount` kilos of cheese; the plant's 380.000 is agreed. */
async function agreed(amount = 5, by = shop): Promise<string> {
  const asked = await post('/createServiceRequest', { serviceId: service._id, products: [{ id: cheese._id, amount }], requiredDate: inDays(5) }, by);
  expect(asked.status).toBe(201);
  const id = asked.body.data._id;
  await post('/proposePriceRequest', { requestId: id, proposedPrice: 380000 }, plant);
  await post('/acceptProposedPrice', { requestId: id }, by);
  return id;
}

const runOf = async (requestId: string) => (await get(`/requests/${requestId}`, plant)).data.run;

describe('a production service carried out', () => {
  test('accepted now, its run consumes the inputs; completed, the outputs wait for the requester; delivered and received at the agreed price', async () => {
    const id = await agreed(5);
    const before = await stockAndLedger(plant, milk._id);
    expect((await get(`/requests/${id}`, plant)).data).toMatchObject({
      state: 'PROPOSAL_ACCEPTED',
      actions: ['acceptProductionService', 'reject'],
      service: { activityId: expect.any(String), processId: null },
      run: null,
    });

    const accepted = await post('/acceptServiceRequest', { requestId: id, expectedOutputProducts: [{ id: cheese._id, amount: 5 }] }, plant);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ state: 'IN_PROGRESS', actions: [], run: { status: 'IN_PROGRESS' } });
    expect(accepted.body.data.startedServiceAt).not.toBeNull();
    const runId = accepted.body.data.run._id;
    const run = (await get(`/executedActivities/${runId}`, plant)).data;
    expect(run).toMatchObject({ status: 'IN_PROGRESS', request: id, inputProductsCost: 50000 });
    expect((await stockAndLedger(plant, milk._id)).amount).toBe(before.amount - 50);
    // The shop sees it under way; the run's details are the plant's own.
    expect((await get(`/requests/${id}`, shop)).data).toMatchObject({ state: 'IN_PROGRESS', actions: [], unseen: false });
    expect((await api.get(`/executedActivities/${runId}`, as(shop))).status).toBe(403);

    // A pause keeps the request under way; the ready call is refused while the run is not done.
    await post('/pauseActivity', { executedActivityId: runId, reason: 'Sin cuajo', expectedResumeDate: inDays(1) }, plant);
    expect((await get(`/requests/${id}`, shop)).data.state).toBe('IN_PROGRESS');
    expect(await runOf(id)).toMatchObject({ status: 'PAUSED' });
    expect((await post('/updateRequestState', { requestId: id }, plant)).body).toMatchObject({ data: { state: 'IN_PROGRESS' } });
    expect((await post('/completeServiceRequest', { requestId: id }, plant)).status).toBe(409);
    await post('/restartActivity', { executedActivityId: runId, extraCosts: 10000 }, plant);

    const completed = await post(
      '/completeActivity',
      { executedActivityId: runId, completedProducts: [{ product: cheese._id, amount: 4.5 }], finalCost: 60000 },
      plant,
    );
    expect(completed.status).toBe(200);
    // The outputs are made and set aside for the shop: not the plant's to sell any more.
    expect(await stockAndLedger(plant, cheese._id)).toMatchObject({ amount: 4.5, reserved: 4.5 });
    const ready = (await get(`/requests/${id}`, plant)).data;
    expect(ready).toMatchObject({ state: 'PENDING_DELIVERY', actions: ['completeService'], run: { status: 'COMPLETED' } });
    expect((await post('/updateRequestState', { requestId: id, activityId: run.activity._id }, plant)).body).toMatchObject({
      message: expect.stringMatching(/ready/i),
      data: { state: 'PENDING_DELIVERY' },
    });
    expect((await post('/updateRequestState', { requestId: id }, shop)).status).toBe(409);

    const delivered = await post('/completeServiceRequest', { requestId: id }, plant);
    expect(delivered.body.data).toMatchObject({
      state: 'SIMPLE_PENDING_RECEPTION',
      deliveredProducts: [{ product: { _id: cheese._id }, amount: 4.5 }],
    });
    expect(await stockAndLedger(plant, cheese._id)).toMatchObject({ amount: 0, reserved: 0, reasons: ['production', 'delivery'] });
    // The plant's ledger says which run made the cheese and for whom, and which request took it away.
    const plantRows = (await get(`/products/${cheese._id}/stockMovements?limit=100`, plant)).data.slice(-2);
    expect(plantRows).toMatchObject([
      { reason: 'production', execution: { _id: runId, activity: 'Cuajado', party: { _id: shop.id } }, request: null },
      { reason: 'delivery', execution: null, request: { _id: id, kind: 'PRODUCTION', party: { _id: shop.id } } },
    ]);
    expect((await post('/completeServiceRequest', { requestId: id }, plant)).status).toBe(409);
    expect((await get(`/requests/${id}`, shop)).data).toMatchObject({ unseen: true, actions: ['receive'] });

    const received = await post(
      '/receiveProductsRequest',
      { requestId: id, productsToReceive: [{ product: cheese._id, price: 20000, public: false }] },
      shop,
    );
    expect(received.body.data.state).toBe('COMPLETED');
    const mine = (await get(`/users/${shop.id}/products?search=Queso`, shop)).data[0];
    // The agreed 380.000 is what the 4,5 kilos cost the shop.
    expect(mine).toMatchObject({ name: 'Queso costeño', amount: 4.5, stockValue: 380000 });
    expect((await stockAndLedger(shop, mine._id)).reasons).toEqual(['reception']);
    const history = await get(`/users/${shop.id}/requestsCompletedMadeToOthers`, shop);
    expect(history.data.map((r: JsonObject) => r._id)).toContain(id);
  });

  test('scheduled, its run reserves the inputs; started, the request is under way; aborted, the request is aborted with the reason', async () => {
    const id = await agreed(2);
    const before = await stockAndLedger(plant, milk._id);
    const past = await post('/acceptServiceRequest', { requestId: id, scheduleTime: inDays(-3) }, plant);
    expect(past.body).toMatchObject({ code: 'VALIDATION', field: 'scheduleTime' });

    const scheduled = await post('/acceptServiceRequest', { requestId: id, scheduleTime: inDays(2) }, plant);
    expect(scheduled.body.data).toMatchObject({ state: 'SCHEDULED', run: { status: 'SCHEDULED' } });
    expect(await stockAndLedger(plant, milk._id)).toMatchObject({ amount: before.amount, reserved: before.reserved + 20 });
    expect((await get(`/users/${shop.id}/requestsAcceptedToOthers`, shop)).data.map((r: JsonObject) => r._id)).toContain(id);

    const runId = scheduled.body.data.run._id;
    await post('/startActivity', { executedActivityId: runId }, plant);
    expect((await get(`/requests/${id}`, shop)).data.state).toBe('IN_PROGRESS');
    expect(await stockAndLedger(plant, milk._id)).toMatchObject({ amount: before.amount - 20, reserved: before.reserved });

    const aborted = await post('/abortActivity', { executedActivityId: runId, reason: 'Se dañó la leche', finalCost: 20000 }, plant);
    expect(aborted.status).toBe(200);
    const seen = (await get(`/requests/${id}`, shop)).data;
    expect(seen).toMatchObject({ state: 'ABORTED', reason: 'Se dañó la leche', actions: [] });
    expect((await get(`/users/${shop.id}/requestsCompletedMadeToOthers`, shop)).data.map((r: JsonObject) => r._id)).toContain(id);
    expect((await post('/updateRequestState', { requestId: id }, plant)).status).toBe(409);
  });

  test('the provider’s run names its customer in its list and details; its abort’s reason is what the customer reads', async () => {
    const id = await agreed(1);
    const runId = (await post('/acceptServiceRequest', { requestId: id }, plant)).body.data.run._id;
    const customer = { _id: shop.id, firstName: expect.any(String), enterpriseName: null };
    const running = (await get(`/users/${plant.id}/activeActivities?skip=0&limit=100`, plant)).data;
    expect(running.find((run: JsonObject) => run._id === runId)).toMatchObject({ customer, request: id, provider: null });
    expect(running.filter((run: JsonObject) => run.request === null).every((run: JsonObject) => run.customer === null)).toBe(true);
    expect((await get(`/executedActivities/${runId}`, plant)).data).toMatchObject({ customer, request: id });

    await post('/abortActivity', { executedActivityId: runId, reason: 'Se dañó el cuajo', finalCost: 10000 }, plant);
    expect((await get(`/requests/${id}`, shop)).data).toMatchObject({ state: 'ABORTED', reason: 'Se dañó el cuajo' });
    expect((await get(`/executedActivities/${runId}`, plant)).data).toMatchObject({ status: 'ABORTED', customer });
  });

  test('a scheduled request cancelled by its requester aborts the provider’s run and lets its reservation go', async () => {
    const id = await agreed(1);
    const before = await stockAndLedger(plant, milk._id);
    const runId = (await post('/acceptServiceRequest', { requestId: id, scheduleTime: inDays(3) }, plant)).body.data.run._id;
    expect((await get(`/requests/${id}`, shop)).data.actions).toEqual(['cancel']);
    expect((await post('/cancelRequest', { requestId: id }, shop)).body.data.state).toBe('CANCELLED');
    expect(await stockAndLedger(plant, milk._id)).toMatchObject({ amount: before.amount, reserved: before.reserved });
    expect((await get(`/executedActivities/${runId}`, plant)).data).toMatchObject({ status: 'ABORTED', finalCost: 0 });
    // Started, it is no longer the requester's to withdraw.
    const started = await agreed(1);
    await post('/acceptServiceRequest', { requestId: started }, plant);
    expect((await post('/cancelRequest', { requestId: started }, shop)).status).toBe(409);
  });

  test('a scheduled run aborted lets its reservation go and aborts the request', async () => {
    const id = await agreed(1);
    const before = await stockAndLedger(plant, milk._id);
    const runId = (await post('/acceptServiceRequest', { requestId: id, scheduleTime: inDays(1) }, plant)).body.data.run._id;
    await post('/abortActivity', { executedActivityId: runId, reason: 'Sin transporte de leche', finalCost: 0 }, plant);
    expect(await stockAndLedger(plant, milk._id)).toMatchObject({ amount: before.amount, reserved: before.reserved });
    expect((await get(`/requests/${id}`, plant)).data).toMatchObject({ state: 'ABORTED', reason: 'Sin transporte de leche' });
  });

  test('refusals change nothing: the wrong side, the wrong state, a stranger, outputs not of the activity, inputs short', async () => {
    const pending = (
      await post('/createServiceRequest', { serviceId: service._id, products: [{ id: cheese._id, amount: 1 }], requiredDate: inDays(5) }, shop)
    ).body.data;
    expect((await post('/acceptServiceRequest', { requestId: pending._id }, plant)).body).toMatchObject({
      code: 'INVALID_REQUEST_TRANSITION',
      data: { state: 'PENDING' },
    });
    const id = await agreed(1);
    expect((await post('/acceptServiceRequest', { requestId: id }, shop)).status).toBe(409);
    expect((await post('/acceptServiceRequest', { requestId: id }, stranger)).status).toBe(404);
    const notOutput = await post('/acceptServiceRequest', { requestId: id, expectedOutputProducts: [{ id: milk._id, amount: 1 }] }, plant);
    expect(notOutput.body).toMatchObject({ code: 'VALIDATION', field: 'expectedOutputProducts.0.id' });
    const before = await stockAndLedger(plant, milk._id);
    const tooMuch = await post('/acceptServiceRequest', { requestId: id, expectedOutputProducts: [{ id: cheese._id, amount: 5000 }] }, plant);
    expect(tooMuch.body).toMatchObject({ code: 'NOT_ENOUGH_PRODUCTS', data: { shortages: [{ product: { _id: milk._id } }] } });
    expect(await stockAndLedger(plant, milk._id)).toMatchObject(before);
    expect((await get(`/requests/${id}`, plant)).data).toMatchObject({ state: 'PROPOSAL_ACCEPTED', run: null });
    expect(await t.database.db.select().from(executedActivities).where(eq(executedActivities.requestId, id))).toHaveLength(0);
    // Still agreed: it can be accepted now.
    expect((await post('/acceptServiceRequest', { requestId: id }, plant)).body.data.state).toBe('IN_PROGRESS');
  });

  test('20 concurrent accepts open one run and consume the inputs once', async () => {
    const id = await agreed(3);
    const before = await stockAndLedger(plant, milk._id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => post('/acceptServiceRequest', { requestId: id }, plant)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    expect(await t.database.db.select().from(executedActivities).where(eq(executedActivities.requestId, id))).toHaveLength(1);
    expect((await stockAndLedger(plant, milk._id)).amount).toBe(before.amount - 30);
  });
});

describe("a production service's outputs sent with a carrier", () => {
  test('the provider books a transport: the outputs travel to the requester, who receives them; a transport completed twice moves once', async () => {
    const transport = (await post('/services', { name: 'Furgón', type: 'TRANSPORT', public: true, towns: ['08001', '08758'] }, carrier)).body.data;
    const id = await agreed(2);
    const runId = (await post('/acceptServiceRequest', { requestId: id }, plant)).body.data.run._id;
    const from = { town: '08758', address: 'Planta de quesos, Soledad' };
    const to = { town: '08001', address: 'Calle 72 #45-10' };
    const book = (requestId: string, who: TestUser) =>
      post(
        '/requestTransportService',
        { serviceId: transport._id, wishDate: inDays(2), originAddress: from, destinationAddress: to, linkedRequestId: requestId },
        who,
      );
    // Not ready yet: nothing to carry.
    expect((await book(id, plant)).body).toMatchObject({ code: 'VALIDATION', field: 'linkedRequestId' });
    await post('/completeActivity', { executedActivityId: runId, completedProducts: [{ product: cheese._id, amount: 2 }], finalCost: 20000 }, plant);
    // Only the provider sends a service's outputs.
    expect((await book(id, shop)).body.field).toBe('linkedRequestId');

    const asked = await book(id, plant);
    expect(asked.status).toBe(201);
    expect(asked.body.data).toMatchObject({
      linkedRequestId: id,
      products: [{ product: { _id: cheese._id }, amount: 2 }],
      recipient: { user: { _id: shop.id } },
    });
    const transportId = asked.body.data._id;
    // Booked: neither a second transport nor a hand-over.
    expect((await book(id, plant)).body.field).toBe('linkedRequestId');
    expect((await post('/completeServiceRequest', { requestId: id }, plant)).status).toBe(409);
    expect((await get(`/requests/${id}`, plant)).data).toMatchObject({ state: 'PENDING_DELIVERY', actions: [] });

    await post('/proposePriceRequest', { requestId: transportId, proposedPrice: 90000 }, carrier);
    await post('/acceptProposedPrice', { requestId: transportId }, plant);
    await post('/acceptServiceRequest', { requestId: transportId }, carrier);
    const before = await stockAndLedger(plant, cheese._id);
    await post('/startTransportRequest', { requestId: transportId }, carrier);
    expect(await stockAndLedger(plant, cheese._id)).toMatchObject({ amount: before.amount - 2, reserved: before.reserved - 2 });
    expect((await get(`/requests/${id}`, shop)).data.state).toBe('IN_TRANSPORT');

    const twice = await Promise.all([1, 2].map(() => post('/completeTransportRequest', { requestId: transportId }, carrier)));
    expect(twice.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await get(`/requests/${id}`, shop)).data).toMatchObject({ state: 'PENDING_RECEPTION', actions: ['receive'] });
    const mine = await createProduct(api, shop, { name: 'Queso de la casa', amount: 1, unitCost: 70000, price: 20000 });
    const received = await post(
      '/receiveProductsRequest',
      { requestId: id, productsToReceive: [{ product: cheese._id, counterPart: mine._id }] },
      shop,
    );
    expect(received.body.data.state).toBe('COMPLETED');
    expect((await stockAndLedger(shop, mine._id)).amount).toBe(mine.amount + 2);
  });
});

describe('a process offered as a service', () => {
  test('its order carries the request through every step; the last one makes the outputs ready', async () => {
    const curd = await createProduct(api, plant, { name: 'Cuajada', amount: 0, unitCost: 0, price: 9000 });
    const curdling = await post(
      '/activities',
      {
        name: 'Cuajar',
        description: 'Cuajar',
        estimatedDurationInHours: 2,
        inputProducts: [{ id: milk._id, amount: 5 }],
        outputProducts: [{ id: curd._id, amount: 1 }],
      },
      plant,
    );
    const pressing = await post(
      '/activities',
      {
        name: 'Prensar',
        description: 'Prensar',
        estimatedDurationInHours: 2,
        inputProducts: [{ id: curd._id, amount: 2 }],
        outputProducts: [{ id: cheese._id, amount: 1 }],
      },
      plant,
    );
    const line = (
      await post('/processes', { name: 'Quesería', description: 'Queso', activities: [curdling.body.data._id, pressing.body.data._id] }, plant)
    ).body.data;
    const offered = (await post('/services', { name: 'Queso por proceso', type: 'PRODUCTION', public: true, process: line._id }, plant)).body.data;
    const asked = await post(
      '/createServiceRequest',
      { serviceId: offered._id, products: [{ id: cheese._id, amount: 1 }], requiredDate: inDays(5) },
      shop,
    );
    const id = asked.body.data._id;
    await post('/proposePriceRequest', { requestId: id, proposedPrice: 50000 }, plant);
    await post('/acceptProposedPrice', { requestId: id }, shop);

    // The first step's outputs are the provider's to choose: they are not the ones asked.
    expect((await post('/acceptServiceRequest', { requestId: id }, plant)).body).toMatchObject({ field: 'expectedOutputProducts' });
    // It may start with another of its steps, not with an activity outside it.
    const notAStep = await post(
      '/acceptServiceRequest',
      { requestId: id, activityId: service.activity._id, expectedOutputProducts: [{ id: cheese._id, amount: 1 }] },
      plant,
    );
    expect(notAStep.body).toMatchObject({ code: 'VALIDATION', field: 'activityId' });
    const accepted = await post('/acceptServiceRequest', { requestId: id, expectedOutputProducts: [{ id: curd._id, amount: 2 }] }, plant);
    expect(accepted.body.data).toMatchObject({ state: 'IN_PROGRESS', service: { processId: line._id } });
    const first = (await get(`/executedActivities/${accepted.body.data.run._id}`, plant)).data;
    await post(
      '/completeActivity',
      { executedActivityId: first._id, completedProducts: [{ product: curd._id, amount: 2 }], finalCost: 10000 },
      plant,
    );
    // Between two steps the order waits; the request is still under way.
    expect((await get(`/requests/${id}`, shop)).data.state).toBe('IN_PROGRESS');

    const second = await post(
      '/executeActivity',
      { activityId: pressing.body.data._id, productionOrder: first.productionOrder, expectedOutputProducts: [{ id: cheese._id, amount: 1 }] },
      plant,
    );
    expect(second.body.data).toMatchObject({ request: id, productionOrder: first.productionOrder });
    await post(
      '/completeActivity',
      { executedActivityId: second.body.data._id, completedProducts: [{ product: cheese._id, amount: 1 }], finalCost: 15000 },
      plant,
    );
    expect((await get(`/requests/${id}`, plant)).data).toMatchObject({ state: 'PENDING_DELIVERY', run: { _id: second.body.data._id } });
    const delivered = await post('/completeServiceRequest', { requestId: id }, plant);
    expect(delivered.body.data.deliveredProducts).toEqual([
      expect.objectContaining({ product: expect.objectContaining({ _id: cheese._id }), amount: 1 }),
    ]);
  });
});

describe('an activity outsourced to a provider', () => {
  let dairy: TestUser;
  let myCheese: JsonObject;
  let myActivity: JsonObject;

  beforeAll(async () => {
    dairy = await userOfType(api, t.outboxDir, 'ENTERPRISE');
    const myMilk = await createProduct(api, dairy, { name: 'Leche de la finca', amount: 10, unitCost: 900 });
    myCheese = await createProduct(api, dairy, { name: 'Queso de mi marca', amount: 1, unitCost: 50000, price: 21000 });
    myActivity = (
      await post(
        '/activities',
        {
          name: 'Queso de mi marca',
          description: 'Queso',
          estimatedDurationInHours: 5,
          inputProducts: [{ id: myMilk._id, amount: 10 }],
          outputProducts: [{ id: myCheese._id, amount: 1 }],
        },
        dairy,
      )
    ).body.data;
  });

  const outsource = (body: JsonObject = {}) =>
    post(
      '/executeActivity',
      {
        activityId: myActivity._id,
        providerId: plant.id,
        serviceId: service._id,
        requiredDate: inDays(6),
        expectedOutputProducts: [{ id: myCheese._id, amount: 3, counterpart: cheese._id }],
        ...body,
      },
      dairy,
    );

  test('only to my providers, through their production services, each output homologated with one of theirs', async () => {
    expect((await outsource()).body).toMatchObject({ code: 'VALIDATION', field: 'providerId' });
    expect((await post('/addProvider', { userId: dairy.id, providerId: plant.id }, dairy)).status).toBe(201);
    expect((await outsource({ requiredDate: undefined })).body.field).toBe('requiredDate');
    expect((await outsource({ requiredDate: inDays(-2) })).body.field).toBe('requiredDate');
    expect((await outsource({ expectedOutputProducts: [{ id: myCheese._id, amount: 3 }] })).body.field).toBe('expectedOutputProducts.0.counterpart');
    expect((await outsource({ expectedOutputProducts: [{ id: myCheese._id, amount: 3, counterpart: milk._id }] })).body.field).toBe(
      'expectedOutputProducts.0.counterpart',
    );
    const theirs = await post('/services', { name: 'Transporte', type: 'TRANSPORT', public: true, towns: ['08001'] }, carrier);
    expect((await outsource({ serviceId: theirs.body.data._id })).body.field).toBe('serviceId');
    const requests = (await get(`/users/${dairy.id}/requestsMadeToOthers`, dairy)).data;
    expect(requests).toHaveLength(0);
  });

  test('the provider runs it; the run shows it started; the goods received complete it at the agreed price', async () => {
    const asked = await outsource();
    expect(asked.status).toBe(201);
    const run = asked.body.data;
    expect(run).toMatchObject({ status: 'OUTSOURCED', actions: [], provider: { _id: plant.id }, neededProducts: [] });
    expect(run.scheduleTime.slice(0, 10)).toBe(inDays(6));
    const requestId = run.request;
    expect((await get(`/requests/${requestId}`, plant)).data).toMatchObject({
      state: 'PENDING',
      requester: { _id: dairy.id },
      products: [{ product: { _id: cheese._id }, amount: 3 }],
    });
    expect((await get(`/users/${dairy.id}/scheduledActivities`, dairy)).data.map((r: JsonObject) => r._id)).toContain(run._id);
    // Outsourced: its owner neither pauses, aborts nor completes it.
    expect((await post('/abortActivity', { executedActivityId: run._id, reason: 'No', finalCost: 0 }, dairy)).status).toBe(409);
    expect(
      (
        await post(
          '/completeActivity',
          { executedActivityId: run._id, completedProducts: [{ product: myCheese._id, amount: 3 }], finalCost: 1 },
          dairy,
        )
      ).status,
    ).toBe(409);

    await post('/proposePriceRequest', { requestId, proposedPrice: 240000 }, plant);
    await post('/acceptProposedPrice', { requestId }, dairy);
    const acceptance = await post('/acceptServiceRequest', { requestId }, plant);
    expect(acceptance.body).toMatchObject({ data: { state: 'IN_PROGRESS' } });
    const providerRun = acceptance.body.data.run._id;
    expect((await get(`/executedActivities/${run._id}`, dairy)).data.status).toBe('OUTSOURCED_STARTED');
    expect((await get(`/users/${dairy.id}/activeActivities`, dairy)).data.map((r: JsonObject) => r._id)).toContain(run._id);

    await post(
      '/completeActivity',
      { executedActivityId: providerRun, completedProducts: [{ product: cheese._id, amount: 3 }], finalCost: 30000 },
      plant,
    );
    await post('/completeServiceRequest', { requestId }, plant);
    // No counterpart named: the goods go into the product they were homologated with.
    const received = await post('/receiveProductsRequest', { requestId, productsToReceive: [{ product: cheese._id }] }, dairy);
    expect(received.body.data.state).toBe('COMPLETED');
    expect(await stockAndLedger(dairy, myCheese._id)).toMatchObject({ amount: 4, reasons: ['initial', 'reception'] });
    expect((await product(dairy, myCheese._id)).stockValue).toBe(290000);
    const done = (await get(`/executedActivities/${run._id}`, dairy)).data;
    expect(done).toMatchObject({ status: 'COMPLETED', finalCost: 240000, finalOutputProducts: [{ product: { _id: myCheese._id }, amount: 3 }] });
    expect(done.milestones.map((m: JsonObject) => m.status)).toEqual(['OUTSOURCED', 'OUTSOURCED_STARTED', 'COMPLETED']);
  });

  test('cancelling the request of a scheduled outsourced run aborts it; the provider turning it down does too', async () => {
    const cancelled = (await outsource()).body.data;
    expect((await post('/cancelRequest', { requestId: cancelled.request }, dairy)).body).toMatchObject({ data: { state: 'CANCELLED' } });
    expect((await get(`/executedActivities/${cancelled._id}`, dairy)).data).toMatchObject({ status: 'ABORTED', finalCost: 0 });
    const rejected = (await outsource()).body.data;
    await post('/rejectRequest', { requestId: rejected.request, reason: 'Sin leche esa semana' }, plant);
    expect((await get(`/executedActivities/${rejected._id}`, dairy)).data).toMatchObject({ status: 'ABORTED', reason: 'Sin leche esa semana' });
  });
});

describe('a production order whose short step is outsourced', () => {
  test('the order waits for the provider’s goods, then goes on with its next activity, which uses them', async () => {
    // The kitchen's arepas need cheese it cannot make (no milk): the plant makes the cheese step.
    const kitchen = await userOfType(api, t.outboxDir, 'ENTERPRISE');
    await post('/addProvider', { userId: kitchen.id, providerId: plant.id }, kitchen);
    const kitchenMilk = await createProduct(api, kitchen, { name: 'Leche', amount: 0, unitCost: 0 });
    const kitchenCheese = await createProduct(api, kitchen, { name: 'Queso para arepas', amount: 0, unitCost: 0 });
    const arepas = await createProduct(api, kitchen, { name: 'Arepa de queso', amount: 0, unitCost: 0, price: 3000 });
    const activity = async (name: string, input: JsonObject, output: JsonObject, amount: number, makes: number) =>
      (
        await post(
          '/activities',
          {
            name,
            description: name,
            estimatedDurationInHours: 2,
            inputProducts: [{ id: input._id, amount }],
            outputProducts: [{ id: output._id, amount: makes }],
          },
          kitchen,
        )
      ).body.data;
    const cheeseStep = await activity('Queso', kitchenMilk, kitchenCheese, 10, 1);
    const arepaStep = await activity('Arepas', kitchenCheese, arepas, 1, 5);
    const line = (await post('/processes', { name: 'Arepas de queso', description: 'Arepas', activities: [cheeseStep._id, arepaStep._id] }, kitchen))
      .body.data;

    const outsourced = await post(
      '/executeActivity',
      {
        activityId: cheeseStep._id,
        productionOrder: line._id,
        orderWants: [{ id: arepas._id, amount: 10 }],
        providerId: plant.id,
        serviceId: service._id,
        requiredDate: inDays(3),
        expectedOutputProducts: [{ id: kitchenCheese._id, amount: 2, counterpart: cheese._id }],
      },
      kitchen,
    );
    expect(outsourced.status).toBe(201);
    const run = outsourced.body.data;
    expect(run).toMatchObject({ status: 'OUTSOURCED', productionOrder: expect.any(String), neededProducts: [] });
    const order = () => get(`/productionOrders/${run.productionOrder}`, kitchen);
    expect((await order()).data).toMatchObject({
      status: 'SCHEDULED',
      metadata: { expectedProducts: [{ product: { _id: arepas._id }, amount: 10 }] },
    });

    const requestId = run.request;
    await post('/proposePriceRequest', { requestId, proposedPrice: 60000 }, plant);
    await post('/acceptProposedPrice', { requestId }, kitchen);
    const providerRun = (await post('/acceptServiceRequest', { requestId }, plant)).body.data.run._id;
    expect((await order()).data.status).toBe('OUTSOURCED_STARTED');
    await post(
      '/completeActivity',
      { executedActivityId: providerRun, completedProducts: [{ product: cheese._id, amount: 2 }], finalCost: 20000 },
      plant,
    );
    await post('/completeServiceRequest', { requestId }, plant);
    // Until the goods arrive the order waits on its outsourced step; received, it waits for its next activity.
    expect((await order()).data.status).toBe('OUTSOURCED_STARTED');
    await post('/receiveProductsRequest', { requestId, productsToReceive: [{ product: cheese._id }] }, kitchen);
    expect((await order()).data).toMatchObject({ status: 'ON_HOLD', currentActivity: { _id: run._id, status: 'COMPLETED' } });
    expect((await get(`/productionOrder/${run.productionOrder}/nextActivity`, kitchen)).data).toEqual({ activityId: arepaStep._id, name: 'Arepas' });

    const next = await post(
      '/executeActivity',
      { activityId: arepaStep._id, productionOrder: run.productionOrder, expectedOutputProducts: [{ id: arepas._id, amount: 10 }] },
      kitchen,
    );
    expect(next.body.data).toMatchObject({ status: 'IN_PROGRESS', productionOrder: run.productionOrder });
    expect(await stockAndLedger(kitchen, kitchenCheese._id)).toMatchObject({ amount: 0, reasons: ['reception', 'consumption'] });
    expect((await order()).data.status).toBe('ACTIVE');
  });
});
