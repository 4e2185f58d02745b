import { eq } from 'drizzle-orm';
import { stockMovements } from '../products/tables';
import type { TestUser } from '../../../test/support/accounts';
import type { JsonObject } from '../../../test/support/http';
import { createProduct, userOfType } from '../../../test/support/products';
import { useTestApp } from '../../../test/support/test-app';

const t = useTestApp();
const api = t.api;
let plant: TestUser;
let otherPlant: TestUser;
let farmer: TestUser;

const as = (user: TestUser) => ({ token: user.token, lang: 'en' as const });
const today = () => new Date().toISOString().slice(0, 10);
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function product(name: string, amount: number, unitCost: number, price: number | null = 2500): Promise<JsonObject> {
  return createProduct(api, plant, { name, amount, unitCost: amount === 0 ? 0 : unitCost, price });
}

async function activity(name: string, inputs: [JsonObject, number][], outputs: [JsonObject, number][], hours = 2): Promise<JsonObject> {
  const body = {
    name,
    description: name,
    estimatedDurationInHours: hours,
    inputProducts: inputs.map(([p, amount]) => ({ id: p._id, amount })),
    outputProducts: outputs.map(([p, amount]) => ({ id: p._id, amount })),
  };
  const res = await api.post('/activities', body, as(plant));
  expect(res.status).toBe(201);
  return res.body.data;
}

const read = async (p: JsonObject) => (await api.get(`/products/${p._id}`, as(plant))).body.data;

/** The product's stock is exactly the sum of its ledger, to the cent, and so is its value. */
async function expectStockIsLedger(p: JsonObject) {
  const rows = await t.database.db.select().from(stockMovements).where(eq(stockMovements.productId, p._id));
  const sumCents = rows.reduce((sum, row) => sum + Math.round(Number(row.delta) * 100), 0);
  const now = await read(p);
  expect(Math.round(now.amount * 100)).toBe(sumCents);
  return { now, rows };
}

const execute = (body: JsonObject, user = plant) => api.post('/executeActivity', body, as(user));

beforeAll(async () => {
  [plant, otherPlant, farmer] = await Promise.all([
    userOfType(api, t.outboxDir, 'ENTERPRISE'),
    userOfType(api, t.outboxDir, 'ENTERPRISE'),
    userOfType(api, t.outboxDir, 'AGRO'),
  ]);
});

describe('running an activity now', () => {
  test('consumes what the outputs need from stock through the ledger, at the unit cost, and shows in the running list', async () => {
    const mango = await product('Mango', 100, 2000);
    const pulp = await product('Pulpa', 0, 0);
    const pulping = await activity('Despulpado', [[mango, 10]], [[pulp, 4]], 3);

    const res = await execute({ activityId: pulping._id, userId: plant.id, expectedOutputProducts: [{ id: pulp._id, amount: 6 }] });
    expect(res.status).toBe(201);
    const run = res.body.data;
    // 6 / 4 = 1.5 runs: 15 Kg of mango at 2,000.
    expect(run).toMatchObject({
      status: 'IN_PROGRESS',
      actions: ['pause', 'complete', 'abort'],
      neededProducts: [{ product: { _id: mango._id, name: 'Mango', unitMeasure: 'Kg' }, amount: 15 }],
      expectedOutputProducts: [{ product: { _id: pulp._id }, amount: 6 }],
      inputProductsCost: 30000,
      runningCost: 30000,
      productionOrder: null,
    });
    expect(new Date(run.estimatedFinishingDate).getTime() - new Date(run.startedAt).getTime()).toBe(3 * 3600_000);

    const { now, rows } = await expectStockIsLedger(mango);
    expect(now).toMatchObject({ amount: 85, reserved: 0, stockValue: 170000 });
    expect(rows.at(-1)).toMatchObject({ reason: 'consumption', reference: run._id });
    const ledger = (await api.get(`/products/${mango._id}/stockMovements`, as(plant))).body.data;
    expect(ledger.at(-1)).toMatchObject({ reason: 'consumption', change: -15, execution: { _id: run._id, activity: 'Despulpado' } });

    const running = await api.get(`/users/${plant.id}/activeActivities`, as(plant));
    expect(running.body.totalItems).toBe(1);
    expect(running.body.data[0]._id).toBe(run._id);
  });

  test('refuses a run its stock cannot cover (409 NOT_ENOUGH_PRODUCTS naming what is short) and changes nothing', async () => {
    const mango = await product('Mango escaso', 5, 2000);
    const pulp = await product('Pulpa escasa', 0, 0);
    const pulping = await activity('Despulpado escaso', [[mango, 10]], [[pulp, 4]]);
    const res = await execute({ activityId: pulping._id, expectedOutputProducts: [{ id: pulp._id, amount: 4 }] });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'NOT_ENOUGH_PRODUCTS',
      data: { shortages: [{ product: { name: 'Mango escaso' }, required: 10, available: 5 }] },
    });
    expect(res.body.message).toContain('Mango escaso');
    expect((await read(mango)).amount).toBe(5);
    expect((await api.get(`/users/${plant.id}/activitiesOverview`, as(plant))).body.data.activeActivities).toBe(1);
  });

  test('checks what it is sent: outputs of the activity, amounts above 0 with 2 decimals, outsourcing only to my providers, dates from today', async () => {
    const mango = await product('Mango v', 50, 1000);
    const pulp = await product('Pulpa v', 0, 0);
    const other = await product('Otra', 1, 1);
    const pulping = await activity('Despulpado v', [[mango, 1]], [[pulp, 1]]);
    const cases: [JsonObject, string, string][] = [
      [{ expectedOutputProducts: [{ id: pulp._id, amount: 0 }] }, 'expectedOutputProducts.amount', 'VALIDATION'],
      [{ expectedOutputProducts: [{ id: pulp._id, amount: 1.234 }] }, 'expectedOutputProducts.0.amount', 'VALIDATION'],
      [{ expectedOutputProducts: [{ id: other._id, amount: 1 }] }, 'expectedOutputProducts.0.id', 'VALIDATION'],
      [{ expectedOutputProducts: [] }, 'expectedOutputProducts', 'VALIDATION'],
      [{ expectedOutputProducts: [{ id: pulp._id, amount: 1 }], scheduleTime: '2020-01-01' }, 'scheduleTime', 'VALIDATION'],
      [{ expectedOutputProducts: [{ id: pulp._id, amount: 1 }], providerId: otherPlant.id }, 'serviceId', 'VALIDATION'],
      [
        { expectedOutputProducts: [{ id: pulp._id, amount: 1 }], providerId: otherPlant.id, serviceId: pulping._id, requiredDate: '2999-01-01' },
        'providerId',
        'VALIDATION',
      ],
      [{ expectedOutputProducts: [{ id: pulp._id, amount: 1 }], requestId: pulping._id }, 'requestId', 'VALIDATION'],
      [{ expectedOutputProducts: [{ id: pulp._id, amount: 1 }], userId: otherPlant.id }, 'userId', 'VALIDATION'],
    ];
    for (const [body, field, code] of cases) {
      const res = await execute({ activityId: pulping._id, ...body });
      expect([res.status, res.body.code, res.body.field]).toEqual([400, code, field]);
    }
    expect((await read(mango)).amount).toBe(50);
    const missing = await execute({ activityId: otherPlant.id, expectedOutputProducts: [{ id: pulp._id, amount: 1 }] });
    expect([missing.status, missing.body.field]).toEqual([404, 'activityId']);
  });
});

describe('a scheduled run', () => {
  test('reserves its needs (available = amount − reserved), starts into consumption, or releases them when aborted', async () => {
    const milk = await product('Leche', 30, 1500);
    const cheese = await product('Queso', 0, 0);
    const curdling = await activity('Cuajado', [[milk, 10]], [[cheese, 1]]);

    const first = await execute({ activityId: curdling._id, expectedOutputProducts: [{ id: cheese._id, amount: 2 }], scheduleTime: today() });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ status: 'SCHEDULED', actions: ['start', 'abort'], inputProductsCost: 0 });
    expect(await read(milk)).toMatchObject({ amount: 30, reserved: 20 });

    // Only 10 L are free: a second plan for 20 L is refused, one for 10 L fits.
    const tooMuch = await execute({
      activityId: curdling._id,
      expectedOutputProducts: [{ id: cheese._id, amount: 2 }],
      scheduleTime: daysFromNow(2),
    });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.data.shortages[0]).toMatchObject({ required: 20, available: 10 });
    const second = await execute({ activityId: curdling._id, expectedOutputProducts: [{ id: cheese._id, amount: 1 }], scheduleTime: daysFromNow(2) });
    expect(second.status).toBe(201);
    expect(await read(milk)).toMatchObject({ amount: 30, reserved: 30 });

    // The stock dialog cannot take what is reserved.
    const removal = await api.post('/stock', { product: milk._id, amount: 25, previousAmount: 30 }, as(plant));
    expect([removal.status, removal.body.field]).toEqual([400, 'amount']);

    const scheduled = await api.get(`/users/${plant.id}/scheduledActivities`, as(plant));
    expect(scheduled.body.data.map((r: JsonObject) => r._id)).toEqual([second.body.data._id, first.body.data._id]);

    const started = await api.post('/startActivity', { executedActivityId: first.body.data._id }, as(plant));
    expect(started.status).toBe(200);
    expect(started.body.data).toMatchObject({ status: 'IN_PROGRESS', inputProductsCost: 30000 });
    expect(await read(milk)).toMatchObject({ amount: 10, reserved: 10 });

    const aborted = await api.post('/abortActivity', { executedActivityId: second.body.data._id, reason: 'Sin cuajo', finalCost: 0 }, as(plant));
    expect(aborted.body.data).toMatchObject({ status: 'ABORTED', finalCost: 0, reason: 'Sin cuajo' });
    expect(await read(milk)).toMatchObject({ amount: 10, reserved: 0 });
    await expectStockIsLedger(milk);
  });

  test('two starts that both need the last 10 L: one wins, the other gets 409 and consumes nothing', async () => {
    const milk = await product('Leche final', 10, 1000);
    const cheese = await product('Queso final', 0, 0);
    const curdling = await activity('Cuajado final', [[milk, 10]], [[cheese, 1]]);
    const results = await Promise.all(
      [1, 2].map(() => execute({ activityId: curdling._id, expectedOutputProducts: [{ id: cheese._id, amount: 1 }] })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body.code).toBe('NOT_ENOUGH_PRODUCTS');
    const { now, rows } = await expectStockIsLedger(milk);
    expect(now.amount).toBe(0);
    expect(rows.filter((r) => r.reason === 'consumption')).toHaveLength(1);
  });
});

describe('pause, resume, complete, abort', () => {
  let mango: JsonObject;
  let pulp: JsonObject;
  let peel: JsonObject;
  let pulping: JsonObject;

  beforeAll(async () => {
    mango = await product('Mango pc', 100, 1000);
    pulp = await product('Pulpa pc', 0, 0, 6000);
    peel = await product('Cáscara pc', 0, 0, 1000);
    pulping = await activity(
      'Despulpado pc',
      [[mango, 10]],
      [
        [pulp, 6],
        [peel, 2],
      ],
    );
  });

  const start = async (pulpAmount = 6) =>
    (
      await execute({
        activityId: pulping._id,
        expectedOutputProducts: [
          { id: pulp._id, amount: pulpAmount },
          { id: peel._id, amount: 2 * (pulpAmount / 6) },
        ],
      })
    ).body.data;

  test('a pause needs a reason of up to 80 characters and a resume date from today; resuming adds its extra cost', async () => {
    const run = await start();
    const bad: [JsonObject, string][] = [
      [{ reason: '', expectedResumeDate: today() }, 'reason'],
      [{ reason: 'x'.repeat(81), expectedResumeDate: today() }, 'reason'],
      [{ reason: 'Lluvia', expectedResumeDate: '2020-05-01' }, 'expectedResumeDate'],
    ];
    for (const [body, field] of bad) {
      const res = await api.post('/pauseActivity', { executedActivityId: run._id, ...body }, as(plant));
      expect([res.status, res.body.field]).toEqual([400, field]);
    }
    const paused = await api.post(
      '/pauseActivity',
      { executedActivityId: run._id, reason: 'Falla eléctrica', expectedResumeDate: daysFromNow(1) },
      as(plant),
    );
    expect(paused.body.data).toMatchObject({ status: 'PAUSED', pauseReason: 'Falla eléctrica', actions: ['restart', 'abort'] });
    expect((await api.get(`/users/${plant.id}/pausedActivities`, as(plant))).body.data[0]._id).toBe(run._id);

    const again = await api.post('/pauseActivity', { executedActivityId: run._id, reason: 'Otra', expectedResumeDate: today() }, as(plant));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'INVALID_TRANSITION', data: { status: 'PAUSED' } });

    const resumed = await api.post(
      '/restartActivity',
      { executedActivityId: run._id, notes: 'Planta eléctrica alquilada', extraCosts: 5000 },
      as(plant),
    );
    expect(resumed.body.data).toMatchObject({ status: 'IN_PROGRESS', extraCosts: 5000, runningCost: 15000, pauseReason: null });
  });

  test('completing puts the outputs in stock at their share of the final cost by sales value; the archive keeps the milestones', async () => {
    const run = await start();
    const complete = (body: JsonObject) => api.post('/completeActivity', { executedActivityId: run._id, ...body }, as(plant));
    const refused: [JsonObject, string][] = [
      [{ completedProducts: [{ product: pulp._id, amount: 6 }], finalCost: 9999 }, 'finalCost'],
      [{ completedProducts: [{ product: pulp._id, amount: 6.505 }], finalCost: 20000 }, 'completedProducts.0.amount'],
      // Past the contract's amount limit: the schema's own refusal.
      [{ completedProducts: [{ product: pulp._id, amount: 1_000_000_000_000 }], finalCost: 20000 }, 'completedProducts.amount'],
      [{ completedProducts: [{ product: mango._id, amount: 1 }], finalCost: 20000 }, 'completedProducts.0.product'],
      [{ completedProducts: [], finalCost: 20000 }, 'completedProducts'],
    ];
    for (const [body, field] of refused) {
      const res = await complete(body);
      expect([res.status, res.body.field]).toEqual([400, field]);
    }
    expect((await read(pulp)).amount).toBe(0);

    const done = await complete({
      completedProducts: [
        { product: pulp._id, amount: 6 },
        { product: peel._id, amount: 2 },
      ],
      finalCost: 19000,
      note: 'Buen rendimiento',
    });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'COMPLETED', finalCost: 19000, actions: [] });
    // Sales value 6 × 6,000 = 36,000 and 2 × 1,000 = 2,000: the pulp carries 36/38 of 19,000.
    expect(await read(pulp)).toMatchObject({ amount: 6, stockValue: 18000 });
    expect(await read(peel)).toMatchObject({ amount: 2, stockValue: 1000 });
    await expectStockIsLedger(pulp);

    const detail = (await api.get(`/executedActivities/${run._id}`, as(plant))).body.data;
    expect(detail.milestones.map((m: JsonObject) => [m.action, m.status])).toEqual([
      ['create', 'IN_PROGRESS'],
      ['complete', 'COMPLETED'],
    ]);
    expect(detail.milestones[1]).toMatchObject({ note: 'Buen rendimiento', cost: 19000 });
    expect(detail.finalOutputProducts).toHaveLength(2);
    const archive = (await api.get(`/users/${plant.id}/completedActivities`, as(plant))).body.data;
    expect(archive[0]._id).toBe(run._id);
    // The archive's row carries each output's figures: what it cost and that cost per unit made.
    expect(archive[0].outputs.map((o: JsonObject) => [(o.product as JsonObject).name, o.actual, o.cost, o.unitCost])).toEqual([
      [pulp.name, 6, 18000, 3000],
      [peel.name, 2, 1000, 500],
    ]);

    for (const [path, body] of [
      ['/startActivity', {}],
      ['/pauseActivity', { reason: 'x', expectedResumeDate: today() }],
      ['/abortActivity', { reason: 'x', finalCost: 0 }],
    ] as const) {
      const res = await api.post(path, { executedActivityId: run._id, ...body }, as(plant));
      expect([res.status, res.body.code, res.body.data.status]).toEqual([409, 'INVALID_TRANSITION', 'COMPLETED']);
    }
  });

  test('completing records the actual outputs, above or below the expected ones, each stocked at its share of the cost by them', async () => {
    // Expected 6 Kg of pulp and 2 of peel; 7 and 1.5 came out.
    const run = await start();
    const [pulpBefore, peelBefore] = [await read(pulp), await read(peel)];
    const done = await api.post(
      '/completeActivity',
      {
        executedActivityId: run._id,
        completedProducts: [
          { product: pulp._id, amount: 7 },
          { product: peel._id, amount: 1.5 },
        ],
        finalCost: 17400,
      },
      as(plant),
    );
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({
      expectedOutputProducts: [{ amount: 6 }, { amount: 2 }],
      finalOutputProducts: [
        { product: { _id: pulp._id }, amount: 7 },
        { product: { _id: peel._id }, amount: 1.5 },
      ],
    });
    // Sales value 7 × 6,000 = 42,000 and 1.5 × 1,000 = 1,500: the pulp carries 42/43.5 of 17,400.
    expect(await read(pulp)).toMatchObject({ amount: pulpBefore.amount + 7, stockValue: pulpBefore.stockValue + 16800 });
    expect(await read(peel)).toMatchObject({ amount: peelBefore.amount + 1.5, stockValue: peelBefore.stockValue + 600 });
    const ledger = (await api.get(`/products/${pulp._id}/stockMovements`, as(plant))).body.data;
    expect(ledger.at(-1)).toMatchObject({ reason: 'production', change: 7 });
    await expectStockIsLedger(pulp);
    await expectStockIsLedger(peel);
  });

  test('aborting a paused run stocks what it finished as finished, even past the expected amount', async () => {
    const run = await start(3);
    await api.post('/pauseActivity', { executedActivityId: run._id, reason: 'Daño', expectedResumeDate: today() }, as(plant));
    const before = await read(pulp);
    const aborted = await api.post(
      '/abortActivity',
      { executedActivityId: run._id, reason: 'Se acabó el empaque', finalCost: 5000, finishedProducts: [{ product: pulp._id, amount: 3.5 }] },
      as(plant),
    );
    expect(aborted.body.data).toMatchObject({ status: 'ABORTED', finalOutputProducts: [{ amount: 3.5 }] });
    expect(await read(pulp)).toMatchObject({ amount: before.amount + 3.5, stockValue: before.stockValue + 5000 });
  });

  test('aborting a paused run keeps its inputs consumed and stocks what it finished at its share of the final cost', async () => {
    // 3 Kg of pulp: 5 Kg of mango at 1,000 consumed.
    const run = await start(3);
    await api.post('/pauseActivity', { executedActivityId: run._id, reason: 'Daño', expectedResumeDate: today() }, as(plant));
    const before = await read(pulp);
    const noReason = await api.post('/abortActivity', { executedActivityId: run._id, reason: ' ', finalCost: 5000 }, as(plant));
    expect([noReason.status, noReason.body.field]).toEqual([400, 'reason']);
    const aborted = await api.post(
      '/abortActivity',
      { executedActivityId: run._id, reason: 'Daño en la máquina', finalCost: 5500, finishedProducts: [{ product: pulp._id, amount: 1 }] },
      as(plant),
    );
    expect(aborted.body.data).toMatchObject({ status: 'ABORTED', finalCost: 5500, finalOutputProducts: [{ amount: 1 }] });
    expect((await read(pulp)).amount).toBe(before.amount + 1);
    expect((await read(pulp)).stockValue).toBe(before.stockValue + 5500);
    expect((await api.get(`/users/${plant.id}/abortedActivities`, as(plant))).body.data[0]._id).toBe(run._id);
    await expectStockIsLedger(mango);
  });
});

describe('a final cost below what the run already cost', () => {
  test('is refused on abort and on completion (400 naming finalCost, in the reader’s language) and nothing moves', async () => {
    const milk = await product('Leche costo', 200, 1591.223456);
    const cheese = await product('Queso costo', 0, 0);
    const curdling = await activity('Cuajado costo', [[milk, 100]], [[cheese, 10]]);
    const run = (await execute({ activityId: curdling._id, expectedOutputProducts: [{ id: cheese._id, amount: 10 }] })).body.data;
    expect(run.runningCost).toBeCloseTo(159122.35, 2);
    const milkBefore = await read(milk);

    const abort = (body: JsonObject, lang: 'es' | 'en' = 'en') =>
      api.post('/abortActivity', { executedActivityId: run._id, reason: 'Leche cortada', ...body }, { ...as(plant), lang });
    const low = await abort({ finalCost: 1000 }, 'es');
    expect([low.status, low.body.code, low.body.field]).toEqual([400, 'VALIDATION', 'finalCost']);
    expect(low.body.message.replace(/\s/g, ' ')).toBe('El «costo final» no puede ser menor que lo que ya costó la actividad ($ 159.123).');
    // A whole peso short of the running cost's fraction is still below it.
    const justBelow = await abort({ finalCost: 159_122 });
    expect(justBelow.body.message.replace(/\s/g, ' ')).toBe('The "final cost" cannot be less than what the activity already cost (COP 159,123).');
    const withOutputs = await abort({ finalCost: 0, finishedProducts: [{ product: cheese._id, amount: 2 }] });
    expect([withOutputs.status, withOutputs.body.field]).toEqual([400, 'finalCost']);
    const complete = await api.post(
      '/completeActivity',
      { executedActivityId: run._id, completedProducts: [{ product: cheese._id, amount: 10 }], finalCost: 159_000 },
      as(plant),
    );
    expect([complete.status, complete.body.field]).toEqual([400, 'finalCost']);

    const still = (await api.get(`/executedActivities/${run._id}`, as(plant))).body.data;
    expect(still).toMatchObject({ status: 'IN_PROGRESS', finalCost: null });
    expect(still.milestones).toHaveLength(1);
    expect(await read(cheese)).toMatchObject({ amount: 0, stockValue: 0 });
    expect(await read(milk)).toEqual(milkBefore);

    const aborted = await abort({ finalCost: 159_123 });
    expect(aborted.body.data).toMatchObject({ status: 'ABORTED', finalCost: 159_123 });
  });

  test('a scheduled run aborts at 0: nothing was consumed', async () => {
    const milk = await product('Leche programada costo', 20, 1000);
    const cheese = await product('Queso programado costo', 0, 0);
    const curdling = await activity('Cuajado programado costo', [[milk, 10]], [[cheese, 1]]);
    const run = (await execute({ activityId: curdling._id, expectedOutputProducts: [{ id: cheese._id, amount: 1 }], scheduleTime: daysFromNow(1) }))
      .body.data;
    expect(run.runningCost).toBe(0);
    const aborted = await api.post('/abortActivity', { executedActivityId: run._id, reason: 'Sin pedido', finalCost: 0 }, as(plant));
    expect(aborted.body.data).toMatchObject({ status: 'ABORTED', finalCost: 0 });
    expect(await read(milk)).toMatchObject({ amount: 20, reserved: 0 });
  });
});

describe('a production order', () => {
  test('starts with a secondary activity, waits on hold, continues with the next one, and finishes with the process', async () => {
    const mango = await product('Mango po', 50, 1000);
    const pulp = await product('Pulpa po', 0, 0);
    const sugar = await product('Azúcar po', 10, 3000);
    const packed = await product('Pulpa empacada po', 0, 0, 9000);
    const pulping = await activity('Despulpado po', [[mango, 10]], [[pulp, 5]]);
    const packing = await activity(
      'Empacado po',
      [
        [pulp, 5],
        [sugar, 1],
      ],
      [[packed, 10]],
    );
    const line = (await api.post('/processes', { name: 'Línea po', description: 'Mango a pulpa', activities: [pulping._id, packing._id] }, as(plant)))
      .body.data;

    const plan = (await api.get(`/processes/${line._id}/runPlan`, as(plant))).body.data;
    expect(plan.name).toBe('Línea po');
    expect(plan.activities.map((a: JsonObject) => a._id)).toEqual([pulping._id, packing._id]);
    expect(plan.stock[mango._id]).toMatchObject({ amount: 50, available: 50, unitCost: 1000 });

    // The principal (packing) needs pulp there is none of: nothing starts, no order is left behind.
    const orderWants = [{ id: packed._id, amount: 10 }];
    const short = await execute({
      activityId: packing._id,
      productionOrder: line._id,
      expectedOutputProducts: [{ id: packed._id, amount: 10 }],
      orderWants,
    });
    expect(short.body.code).toBe('NOT_ENOUGH_PRODUCTS');
    expect((await api.get(`/users/${plant.id}/activeProductionOrders`, as(plant))).body.data).toEqual([]);
    // What the order delivers must be the principal's: 400 naming the line, nothing written.
    const stranger = await execute({
      activityId: pulping._id,
      productionOrder: line._id,
      expectedOutputProducts: [{ id: pulp._id, amount: 5 }],
      orderWants: [{ id: pulp._id, amount: 5 }],
    });
    expect([stranger.status, stranger.body.field]).toEqual([400, 'orderWants.0.id']);
    expect((await api.get(`/users/${plant.id}/activeProductionOrders`, as(plant))).body.data).toEqual([]);

    // One call starts the order with the pulping and plans it: what it delivers, what its principal needs.
    const first = await execute({
      activityId: pulping._id,
      productionOrder: line._id,
      expectedOutputProducts: [{ id: pulp._id, amount: 5 }],
      orderWants,
    });
    expect(first.status).toBe(201);
    const orderId = first.body.data.productionOrder;
    expect(orderId).toEqual(expect.any(String));
    const planned = (await api.get(`/productionOrders/${orderId}`, as(plant))).body.data;
    expect(planned.metadata).toEqual({
      expectedProducts: [expect.objectContaining({ product: expect.objectContaining({ name: 'Pulpa empacada po' }), amount: 10 })],
      neededProducts: [
        expect.objectContaining({ product: expect.objectContaining({ name: 'Pulpa po' }), amount: 5 }),
        expect.objectContaining({ product: expect.objectContaining({ name: 'Azúcar po' }), amount: 1 }),
      ],
    });
    // Apps built before orderWants still record the plan with a second call.
    const meta = await api.post(
      '/processMetadata',
      {
        executedActivityId: first.body.data._id,
        expectedProducts: [{ product: packed._id, amount: 10 }],
        neededProducts: [{ id: pulp._id, amount: 5 }],
      },
      as(plant),
    );
    expect(meta.body.data.metadata.expectedProducts[0]).toMatchObject({ product: { name: 'Pulpa empacada po' }, amount: 10 });

    const active = (await api.get(`/users/${plant.id}/activeProductionOrders`, as(plant))).body.data;
    expect(active[0]).toMatchObject({
      _id: orderId,
      status: 'ACTIVE',
      process: { name: 'Línea po' },
      currentActivity: { activity: { name: 'Despulpado po' } },
    });

    // Not its turn: the order is running, not waiting for a next activity.
    const early = await execute({ activityId: packing._id, productionOrder: orderId, expectedOutputProducts: [{ id: packed._id, amount: 10 }] });
    expect([early.status, early.body.code, early.body.data.status]).toEqual([409, 'INVALID_TRANSITION', 'ACTIVE']);
    // What an order delivers is set when it begins.
    const replanned = await execute({
      activityId: packing._id,
      productionOrder: orderId,
      expectedOutputProducts: [{ id: packed._id, amount: 10 }],
      orderWants,
    });
    expect([replanned.status, replanned.body.field]).toEqual([400, 'orderWants']);

    await api.post(
      '/completeActivity',
      { executedActivityId: first.body.data._id, completedProducts: [{ product: pulp._id, amount: 5 }], finalCost: 10000 },
      as(plant),
    );
    const paused = (await api.get(`/users/${plant.id}/pausedProductionOrders`, as(plant))).body.data;
    expect(paused[0]).toMatchObject({ _id: orderId, status: 'ON_HOLD' });
    expect((await api.get(`/productionOrder/${orderId}/nextActivity`, as(plant))).body.data).toEqual({
      activityId: packing._id,
      name: 'Empacado po',
    });

    const wrong = await execute({ activityId: pulping._id, productionOrder: orderId, expectedOutputProducts: [{ id: pulp._id, amount: 5 }] });
    expect([wrong.status, wrong.body.field]).toEqual([400, 'activityId']);
    const second = await execute({ activityId: packing._id, productionOrder: orderId, expectedOutputProducts: [{ id: packed._id, amount: 10 }] });
    expect(second.status).toBe(201);
    expect(second.body.data).toMatchObject({ productionOrder: orderId, inputProductsCost: 13000 });
    await api.post(
      '/completeActivity',
      { executedActivityId: second.body.data._id, completedProducts: [{ product: packed._id, amount: 10 }], finalCost: 13000 },
      as(plant),
    );

    expect((await api.get(`/productionOrder/${orderId}/nextActivity`, as(plant))).body.data).toEqual({ activityId: null, name: null });
    const order = (await api.get(`/productionOrders/${orderId}`, as(plant))).body.data;
    expect(order).toMatchObject({ status: 'COMPLETED', activities: [{ name: 'Despulpado po' }, { name: 'Empacado po' }] });
    expect(order.executedActivities.map((r: JsonObject) => r.status)).toEqual(['COMPLETED', 'COMPLETED']);
    // What came in: the mango's 10,000 and the sugar's 3,000, in the packed pulp.
    expect(await read(packed)).toMatchObject({ amount: 10, stockValue: 13000, unitCost: 1300 });
    expect(await read(pulp)).toMatchObject({ amount: 0 });
    for (const p of [mango, pulp, sugar, packed]) await expectStockIsLedger(p);
    const overview = (await api.get(`/users/${plant.id}/processesOverview`, as(plant))).body.data;
    expect(overview.completedProcesses).toBeGreaterThanOrEqual(1);
  });

  test('a scheduled order can be started and aborted like its run; an activity outside the process is refused', async () => {
    const milk = await product('Leche po', 20, 1000);
    const yogurt = await product('Yogur po', 0, 0);
    const stray = await product('Suelto po', 0, 0);
    const fermenting = await activity('Fermentado po', [[milk, 10]], [[yogurt, 10]]);
    const strayActivity = await activity('Suelta po', [[milk, 1]], [[stray, 1]]);
    const line = (await api.post('/processes', { name: 'Yogur po', description: 'Yogur', activities: [fermenting._id] }, as(plant))).body.data;

    const outside = await execute({
      activityId: strayActivity._id,
      productionOrder: line._id,
      expectedOutputProducts: [{ id: stray._id, amount: 1 }],
    });
    expect([outside.status, outside.body.field]).toEqual([400, 'activityId']);

    const run = (
      await execute({
        activityId: fermenting._id,
        productionOrder: line._id,
        expectedOutputProducts: [{ id: yogurt._id, amount: 10 }],
        scheduleTime: daysFromNow(3),
      })
    ).body.data;
    const scheduled = (await api.get(`/users/${plant.id}/scheduledProductionOrders`, as(plant))).body.data;
    expect(scheduled[0]).toMatchObject({
      _id: run.productionOrder,
      status: 'SCHEDULED',
      currentActivity: { _id: run._id, scheduleTime: expect.any(String) },
    });
    await api.post('/abortActivity', { executedActivityId: run._id, reason: 'Pedido cancelado', finalCost: 0 }, as(plant));
    expect((await api.get(`/productionOrders/${run.productionOrder}`, as(plant))).body.data.status).toBe('ABORTED');
    expect(await read(milk)).toMatchObject({ amount: 20, reserved: 0 });
  });
});

describe('who may see and act', () => {
  test('another enterprise gets 404 reading and 403 acting; other user types get 403 ENTERPRISE_ONLY', async () => {
    const mango = await product('Mango ajeno', 20, 1000);
    const pulp = await product('Pulpa ajena', 0, 0);
    const pulping = await activity('Despulpado ajeno', [[mango, 1]], [[pulp, 1]]);
    const run = (await execute({ activityId: pulping._id, expectedOutputProducts: [{ id: pulp._id, amount: 1 }] })).body.data;

    expect((await api.get(`/executedActivities/${run._id}`, as(otherPlant))).status).toBe(404);
    const pause = await api.post('/pauseActivity', { executedActivityId: run._id, reason: 'x', expectedResumeDate: today() }, as(otherPlant));
    expect([pause.status, pause.body.field]).toEqual([403, 'executedActivityId']);
    expect((await api.get(`/users/${plant.id}/activeActivities`, as(otherPlant))).status).toBe(403);
    expect((await execute({ activityId: pulping._id, expectedOutputProducts: [{ id: pulp._id, amount: 1 }] }, otherPlant)).status).toBe(404);
    expect((await api.get(`/activities/${pulping._id}/runPlan`, as(otherPlant))).status).toBe(404);

    const farmerCall = await api.get(`/users/${farmer.id}/activeActivities`, as(farmer));
    expect([farmerCall.status, farmerCall.body.code]).toEqual([403, 'ENTERPRISE_ONLY']);
    expect((await api.get(`/executedActivities/${run._id}`)).status).toBe(401);
    expect((await api.get(`/executedActivities/${run._id}`, as(plant))).status).toBe(200);
  });
});
