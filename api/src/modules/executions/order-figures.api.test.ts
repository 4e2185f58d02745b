import type { TestUser } from '../../../test/support/accounts';
import type { JsonObject } from '../../../test/support/http';
import { createProduct, userOfType } from '../../../test/support/products';
import { useTestApp } from '../../../test/support/test-app';

// Finished production orders and what they cost (docs/domain.md#order-figures).
const t = useTestApp();
const api = t.api;
let dairy: TestUser;
let otherDairy: TestUser;
let farmer: TestUser;

const as = (user: TestUser) => ({ token: user.token, lang: 'en' as const });
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const product = (name: string, amount: number, unitCost: number, price: number | null) =>
  createProduct(api, dairy, { name, amount, unitCost: amount === 0 ? 0 : unitCost, price, unitMeasure: 'Kg' });

async function activity(name: string, inputs: [JsonObject, number][], outputs: [JsonObject, number][]): Promise<JsonObject> {
  const body = {
    name,
    description: name,
    estimatedDurationInHours: 2,
    inputProducts: inputs.map(([p, amount]) => ({ id: p._id, amount })),
    outputProducts: outputs.map(([p, amount]) => ({ id: p._id, amount })),
  };
  const res = await api.post('/activities', body, as(dairy));
  expect(res.status).toBe(201);
  return res.body.data;
}

const process = async (name: string, steps: JsonObject[]) =>
  (await api.post('/processes', { name, description: name, activities: steps.map((s) => s._id) }, as(dairy))).body.data;

async function post(path: string, body: JsonObject) {
  const res = await api.post(path, body, as(dairy));
  expect([res.status, res.body.code ?? 'OK']).toEqual([path === '/executeActivity' ? 201 : 200, 'OK']);
  return res.body.data;
}

const list = (kind: 'completed' | 'aborted', query = '', user = dairy) => api.get(`/users/${dairy.id}/${kind}ProductionOrders${query}`, as(user));
const pesos = (value: number) => Math.round(value);

let cheeseOrder: string;
let cheeseRun: string;
let yogurtOrder: string;
let unstartedOrder: string;

beforeAll(async () => {
  [dairy, otherDairy, farmer] = await Promise.all([
    userOfType(api, t.outboxDir, 'ENTERPRISE'),
    userOfType(api, t.outboxDir, 'ENTERPRISE'),
    userOfType(api, t.outboxDir, 'AGRO'),
  ]);
  const milk = await product('Leche cruda', 200, 1000, null);
  const rennet = await product('Cuajo', 10, 5000, null);
  const pasteurised = await product('Leche pasteurizada', 0, 0, 2000);
  const cheese = await product('Queso fresco', 0, 0, 30000);
  const whey = await product('Suero', 0, 0, 500);
  const yogurt = await product('Yogur', 0, 0, 4000);
  const pasteurising = await activity('Pasteurizado', [[milk, 1]], [[pasteurised, 1]]);
  const cheesemaking = await activity(
    'Cuajado',
    [
      [pasteurised, 8],
      [rennet, 0.1],
    ],
    [
      [cheese, 1],
      [whey, 4],
    ],
  );
  const fermenting = await activity('Fermentado', [[milk, 1]], [[yogurt, 1]]);
  const cheeseLine = await process('Línea de queso', [pasteurising, cheesemaking]);
  const yogurtLine = await process('Línea de yogur', [fermenting]);

  // The cheese order: 80 Lt pasteurised (80,000 of milk + 4,000 of energy), then 10 Kg of cheese
  // asked for, 9.5 made, with 42 Kg of whey (the pasteurised milk 84,000 + rennet 5,000 + 1,000).
  const first = await post('/executeActivity', {
    activityId: pasteurising._id,
    productionOrder: cheeseLine._id,
    expectedOutputProducts: [{ id: pasteurised._id, amount: 80 }],
    orderWants: [{ id: cheese._id, amount: 10 }],
  });
  cheeseOrder = first.productionOrder;
  await post('/completeActivity', { executedActivityId: first._id, completedProducts: [{ product: pasteurised._id, amount: 80 }], finalCost: 84000 });
  const second = await post('/executeActivity', {
    activityId: cheesemaking._id,
    productionOrder: cheeseOrder,
    expectedOutputProducts: [{ id: cheese._id, amount: 10 }],
  });
  cheeseRun = second._id;
  await post('/completeActivity', {
    executedActivityId: cheeseRun,
    completedProducts: [
      { product: cheese._id, amount: 9.5 },
      { product: whey._id, amount: 42 },
    ],
    finalCost: 90000,
  });

  // A yogurt order aborted halfway: 10 Lt of milk consumed, 4 Kg of yogurt finished, 12,000 spent.
  const yogurtRun = await post('/executeActivity', {
    activityId: fermenting._id,
    productionOrder: yogurtLine._id,
    expectedOutputProducts: [{ id: yogurt._id, amount: 10 }],
    orderWants: [{ id: yogurt._id, amount: 10 }],
  });
  yogurtOrder = yogurtRun.productionOrder;
  await post('/abortActivity', {
    executedActivityId: yogurtRun._id,
    reason: 'Fermento dañado',
    finalCost: 12000,
    finishedProducts: [{ product: yogurt._id, amount: 4 }],
  });

  // And one aborted before it started: nothing consumed, nothing spent.
  const scheduled = await post('/executeActivity', {
    activityId: fermenting._id,
    productionOrder: yogurtLine._id,
    expectedOutputProducts: [{ id: yogurt._id, amount: 5 }],
    orderWants: [{ id: yogurt._id, amount: 5 }],
    scheduleTime: daysFromNow(2),
  });
  unstartedOrder = scheduled.productionOrder;
  await post('/abortActivity', { executedActivityId: scheduled._id, reason: 'Pedido cancelado', finalCost: 0 });
});

describe('the finished orders', () => {
  test('the completed list shows each order with its total cost, counting its own intermediate once, and its yield and cost per unit', async () => {
    const res = await list('completed');
    expect(res.status).toBe(200);
    expect(res.body.totalItems).toBe(1);
    const [order] = res.body.data;
    expect(order).toMatchObject({
      _id: cheeseOrder,
      status: 'COMPLETED',
      process: { name: 'Línea de queso' },
      finishedAt: expect.any(String),
      currentActivity: { _id: cheeseRun, status: 'COMPLETED' },
    });
    // 84,000 + 90,000 spent in its steps, of which the pasteurised milk (84,000) is in the cheese run's cost.
    expect(order.totalCost).toBe(90000);
    const [cheese, whey] = order.outputs;
    expect(cheese).toMatchObject({ product: { name: 'Queso fresco', unitMeasure: 'Kg' }, expected: 10, actual: 9.5, yieldPercent: 95 });
    // Split by sales value as the completion did (285,000 : 21,000): 83,823.53 for 9.5 Kg.
    expect([pesos(cheese.cost), pesos(cheese.unitCost)]).toEqual([83824, 8824]);
    // The plan holds the principal's other output at the same scale: the whey, with the rest of the cost.
    expect(whey).toMatchObject({ product: { name: 'Suero' }, expected: 40, actual: 42, yieldPercent: 105 });
    expect(pesos(whey.cost)).toBe(6176);
    expect(cheese.cost + whey.cost).toBeCloseTo(90000, 4);
  });

  test('the aborted list holds aborted orders, newest first, with what they cost and what they made; paged like the other lists', async () => {
    const res = await list('aborted');
    expect(res.body.totalItems).toBe(2);
    expect(res.body.data.map((o: JsonObject) => o._id)).toEqual([unstartedOrder, yogurtOrder]);
    const [unstarted, yogurt] = res.body.data;
    expect(unstarted).toMatchObject({
      status: 'ABORTED',
      totalCost: 0,
      outputs: [{ product: { name: 'Yogur' }, expected: 5, actual: 0, yieldPercent: 0, cost: 0, unitCost: null }],
    });
    expect(yogurt).toMatchObject({
      status: 'ABORTED',
      totalCost: 12000,
      outputs: [{ expected: 10, actual: 4, yieldPercent: 40, cost: 12000, unitCost: 3000 }],
    });

    const first = await list('aborted', '?limit=1');
    expect([first.body.totalItems, first.body.data.length, first.body.data[0]._id]).toEqual([2, 1, unstartedOrder]);
    const next = await list('aborted', `?limit=1&after=${encodeURIComponent(first.body.nextCursor)}`);
    expect(next.body.data.map((o: JsonObject) => o._id)).toEqual([yogurtOrder]);
    expect(next.body.nextCursor).toBeNull();
    expect((await list('aborted', '?skip=1&limit=1')).body.data[0]._id).toBe(yogurtOrder);
    // The lists' totals are the overview's counts.
    const overview = (await api.get(`/users/${dairy.id}/processesOverview`, as(dairy))).body.data;
    expect([overview.completedProcesses, overview.abortedProcesses]).toEqual([1, 2]);
  });

  test("an order's figures show each step: inputs consumed with their cost, outputs expected and made, yields, cost per unit", async () => {
    const res = await api.get(`/productionOrders/${cheeseOrder}/figures`, as(dairy));
    expect(res.status).toBe(200);
    const figures = res.body.data;
    expect(figures).toMatchObject({ _id: cheeseOrder, status: 'COMPLETED', stepsCost: 174000, reusedCost: 84000, totalCost: 90000 });
    expect(figures.steps).toHaveLength(2);
    const [pasteurising, cheesemaking] = figures.steps;
    expect(pasteurising).toMatchObject({
      activity: { name: 'Pasteurizado' },
      status: 'COMPLETED',
      finalCost: 84000,
      inputs: [{ product: { name: 'Leche cruda' }, amount: 80, cost: 80000 }],
      outputs: [{ product: { name: 'Leche pasteurizada' }, expected: 80, actual: 80, yieldPercent: 100, cost: 84000, unitCost: 1050 }],
    });
    expect(cheesemaking).toMatchObject({
      activity: { name: 'Cuajado' },
      finalCost: 90000,
      inputs: [
        { product: { name: 'Leche pasteurizada' }, amount: 80, cost: 84000 },
        { product: { name: 'Cuajo' }, amount: 1, cost: 5000 },
      ],
      outputs: [
        { product: { name: 'Queso fresco' }, expected: 10, actual: 9.5, yieldPercent: 95 },
        { product: { name: 'Suero' }, expected: 40, actual: 42, yieldPercent: 105 },
      ],
    });
    expect(figures.outputs[0]).toMatchObject({ product: { name: 'Queso fresco' }, expected: 10, actual: 9.5, yieldPercent: 95 });
  });

  test("a single run's figures are the same as its step's in the order", async () => {
    const run = (await api.get(`/executedActivities/${cheeseRun}/figures`, as(dairy))).body.data;
    const order = (await api.get(`/productionOrders/${cheeseOrder}/figures`, as(dairy))).body.data;
    expect(run).toEqual(order.steps[1]);
    expect(pesos(run.outputs[0].unitCost)).toBe(8824);
  });

  test("another enterprise's token gets 403 on the lists and 404 on the figures; other user types 403 ENTERPRISE_ONLY", async () => {
    expect((await list('completed', '', otherDairy)).status).toBe(403);
    expect((await list('aborted', '', otherDairy)).status).toBe(403);
    expect((await api.get(`/productionOrders/${cheeseOrder}/figures`, as(otherDairy))).status).toBe(404);
    expect((await api.get(`/executedActivities/${cheeseRun}/figures`, as(otherDairy))).status).toBe(404);
    const own = await api.get(`/users/${otherDairy.id}/completedProductionOrders`, as(otherDairy));
    expect([own.status, own.body.totalItems, own.body.data]).toEqual([200, 0, []]);
    const farmerCall = await api.get(`/users/${farmer.id}/completedProductionOrders`, as(farmer));
    expect([farmerCall.status, farmerCall.body.code]).toEqual([403, 'ENTERPRISE_ONLY']);
    expect((await api.get(`/productionOrders/${cheeseOrder}/figures`)).status).toBe(401);
    expect((await api.get('/productionOrders/not-an-id/figures', as(dairy))).status).toBe(404);
  });
});
