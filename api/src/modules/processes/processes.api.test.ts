import { eq } from 'drizzle-orm';
import { processes } from './tables';
import type { TestUser } from '../../../test/support/accounts';
import { call, type JsonObject } from '../../../test/support/http';
import { createProduct, userOfType } from '../../../test/support/products';
import { useTestApp } from '../../../test/support/test-app';

const t = useTestApp();
const api = t.api;
let plant: TestUser;
let otherPlant: TestUser;
let farmer: TestUser;
let steps: JsonObject[];
let foreignStep: JsonObject;

const as = (user: TestUser) => ({ token: user.token, lang: 'en' as const });
const del = (path: string, user: TestUser) => call(t.baseUrl, 'DELETE', path, { token: user.token, lang: 'en' });

async function activityOf(user: TestUser, name: string): Promise<JsonObject> {
  const input = await createProduct(api, user, { name: `${name}: entrada` });
  const output = await createProduct(api, user, { name: `${name}: salida`, amount: 0, unitCost: 0 });
  const res = await api.post(
    '/activities',
    {
      name,
      description: name,
      estimatedDurationInHours: 1,
      inputProducts: [{ id: input._id, amount: 1 }],
      outputProducts: [{ id: output._id, amount: 1 }],
    },
    as(user),
  );
  expect(res.status).toBe(201);
  return res.body.data;
}

beforeAll(async () => {
  [plant, otherPlant, farmer] = await Promise.all([
    userOfType(api, t.outboxDir, 'ENTERPRISE'),
    userOfType(api, t.outboxDir, 'ENTERPRISE'),
    userOfType(api, t.outboxDir, 'AGRO'),
  ]);
  steps = [];
  for (const name of ['Selección', 'Despulpado', 'Pasteurizado', 'Empacado']) steps.push(await activityOf(plant, name));
  foreignStep = await activityOf(otherPlant, 'Ajena');
});

const processBody = (overrides: Record<string, unknown> = {}): JsonObject => ({
  name: 'Línea de pulpa de mango',
  description: 'De la fruta a la pulpa empacada',
  activities: steps.slice(0, 3).map((s) => s._id),
  ...overrides,
});
const rowsOf = async (user: TestUser) => (await t.database.db.select().from(processes).where(eq(processes.userId, user.id))).length;

async function create(overrides: Record<string, unknown> = {}): Promise<JsonObject> {
  const res = await api.post('/processes', processBody(overrides), as(plant));
  expect(res.status).toBe(201);
  return res.body.data;
}

describe('POST /processes', () => {
  test('creates the process with its activities in the order given', async () => {
    const order = [steps[2], steps[0], steps[1]];
    const res = await api.post('/processes', processBody({ activities: order.map((s) => s._id), user: plant.id }), as(plant));
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Process created successfully.');
    expect(res.body.data).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Línea de pulpa de mango',
      description: 'De la fruta a la pulpa empacada',
      activities: order.map((s) => ({ _id: s._id, name: s.name })),
      user: plant.id,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await api.get(`/processes/${res.body.data._id}`, as(plant))).body.data).toEqual(res.body.data);
  });

  test('bad bodies → 400 naming the field, nothing stored', async () => {
    const before = await rowsOf(plant);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '  ' }, 'name', '"name"'],
      [{ description: undefined }, 'description', '"description"'],
      [{ activities: [] }, 'activities', '"activities"'],
      [{ activities: [steps[0]._id, steps[1]._id, steps[0]._id] }, 'activities.2', 'is already on the list'],
      [{ activities: [steps[0]._id, foreignStep._id] }, 'activities.1', 'is not one of your activities'],
      [{ activities: ['not-an-id'] }, 'activities.0', 'is not one of your activities'],
      [{ user: otherPlant.id }, 'user', 'must be your own user'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await api.post('/processes', processBody(overrides), as(plant));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION', field });
      expect(res.body.message).toContain(message);
    }
    expect(await rowsOf(plant)).toBe(before);
  });

  test('a non-enterprise gets 403 ENTERPRISE_ONLY; another enterprise 404 on read, 403 on change and list', async () => {
    const mine = await create();
    expect((await api.post('/processes', processBody(), as(farmer))).body).toMatchObject({ code: 'ENTERPRISE_ONLY' });
    expect((await api.get(`/users/${farmer.id}/processes?skip=0&limit=12`, as(farmer))).status).toBe(403);
    expect((await api.get(`/processes/${mine._id}`, as(otherPlant))).status).toBe(404);
    expect((await api.put(`/processes/${mine._id}/update`, processBody({ activities: [foreignStep._id] }), as(otherPlant))).status).toBe(403);
    expect((await del(`/processes/${mine._id}/deleteProcess`, otherPlant)).status).toBe(403);
    expect((await api.get(`/users/${plant.id}/processes?skip=0&limit=12`, as(otherPlant))).status).toBe(403);
    expect((await api.get(`/processes/${mine._id}`, as(plant))).body.data).toEqual(mine);
  });
});

describe('list, edit, delete', () => {
  test('the list pages visible processes newest first with a total; an edit reorders; delete hides', async () => {
    const user = await userOfType(api, t.outboxDir, 'ENTERPRISE');
    const a = await activityOf(user, 'A');
    const b = await activityOf(user, 'B');
    const made: JsonObject[] = [];
    for (let i = 1; i <= 3; i++) {
      const res = await api.post('/processes', { name: `P${i}`, description: 'd', activities: [a._id, b._id] }, as(user));
      made.push(res.body.data);
    }
    const edited = await api.put(`/processes/${made[0]._id}/update`, { name: 'P1 al revés', description: 'd', activities: [b._id, a._id] }, as(user));
    expect(edited.status).toBe(200);
    expect(edited.body.data.activities.map((s: JsonObject) => s.name)).toEqual(['B', 'A']);
    expect((await del(`/processes/${made[1]._id}/deleteProcess`, user)).body).toMatchObject({ success: true, message: 'Process deleted.' });
    const page = await api.get(`/users/${user.id}/processes?skip=0&limit=12`, as(user));
    expect(page.body.totalItems).toBe(2);
    expect(page.body.data.map((p: JsonObject) => p.name)).toEqual(['P3', 'P1 al revés']);
    expect((await api.get(`/processes/${made[1]._id}`, as(user))).status).toBe(404);
  });

  test('an activity a live process uses cannot be deleted (409 IN_USE naming the processes); once the process is gone it can', async () => {
    const used = await activityOf(plant, 'Lavado');
    const process = await create({ name: 'Línea con lavado', activities: [used._id, steps[3]._id] });
    const refused = await del(`/activities/${used._id}/deleteActivity`, plant);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'IN_USE',
      message:
        '«Lavado» cannot be deleted: it is used by «Línea con lavado». You can retire it instead: it is no longer offered for new use, and what already uses it keeps working.',
      data: [{ kind: 'process', _id: process._id, name: 'Línea con lavado' }],
    });
    expect((await api.get(`/activities/${used._id}`, as(plant))).status).toBe(200);
    expect((await del(`/processes/${process._id}/deleteProcess`, plant)).status).toBe(200);
    expect((await del(`/activities/${used._id}/deleteActivity`, plant)).status).toBe(200);
  });

  test('retiring an activity a process and a scheduled run use: hidden from new use, the process keeps it through an edit and still runs it, the run starts', async () => {
    const used = await activityOf(plant, 'Escaldado');
    const process = await create({ name: 'Línea escaldada', activities: [used._id, steps[3]._id] });
    const output = used.outputProducts[0].product._id;
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const run = await api.post(
      '/executeActivity',
      { activityId: used._id, expectedOutputProducts: [{ id: output, amount: 1 }], scheduleTime: tomorrow },
      as(plant),
    );
    expect(run.status).toBe(201);
    const refused = await del(`/activities/${used._id}/deleteActivity`, plant);
    expect(refused.body).toMatchObject({
      code: 'IN_USE',
      data: [
        { kind: 'process', _id: process._id, name: 'Línea escaldada' },
        { kind: 'run', _id: run.body.data._id, name: 'Escaldado' },
      ],
    });

    const retired = await api.post(`/activities/${used._id}/retire`, {}, as(plant));
    expect(retired.body).toEqual({ success: true, message: 'Activity retired.', data: null });
    const list = await api.get(`/users/${plant.id}/activities?skip=0&limit=100`, as(plant));
    expect(list.body.data.map((a: JsonObject) => a._id)).not.toContain(used._id);
    // A new process cannot take it up; the one that has it keeps it through an edit.
    const fresh = await api.post('/processes', processBody({ name: 'Nueva', activities: [used._id] }), as(plant));
    expect([fresh.status, fresh.body.field]).toEqual([400, 'activities.0']);
    const edited = await api.put(
      `/processes/${process._id}/update`,
      { name: 'Línea escaldada 2', description: 'd', activities: [used._id, steps[3]._id] },
      as(plant),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data.activities.map((s: JsonObject) => s.name)).toEqual(['Escaldado', 'Empacado']);
    // The run scheduled before starts from its reservation.
    expect((await api.post('/startActivity', { executedActivityId: run.body.data._id }, as(plant))).status).toBe(200);
    // The process still runs it: its plan names it and a new order starts with it; alone it is no longer offered (404).
    const plan = await api.get(`/processes/${process._id}/runPlan`, as(plant));
    expect(plan.body.data.activities.map((a: JsonObject) => a.name)).toEqual(['Escaldado', 'Empacado']);
    const wanted = { activityId: used._id, expectedOutputProducts: [{ id: output, amount: 1 }] };
    const order = await api.post('/executeActivity', { ...wanted, productionOrder: process._id }, as(plant));
    expect([order.status, order.body.data.status]).toEqual([201, 'IN_PROGRESS']);
    const alone = await api.post('/executeActivity', wanted, as(plant));
    expect([alone.status, alone.body.field]).toEqual([404, 'activityId']);
    // Retiring is the owner's.
    expect((await api.post(`/activities/${steps[0]._id}/retire`, {}, as(otherPlant))).status).toBe(403);
    expect((await api.post(`/activities/${steps[0]._id}/retire`, {}, as(farmer))).body.code).toBe('ENTERPRISE_ONLY');
  });

  test('a process with an order not over cannot be deleted (409 IN_USE naming the order); it can be retired, and the order goes on', async () => {
    const only = await activityOf(plant, 'Horneado');
    const output = only.outputProducts[0].product._id;
    const process = await create({ name: 'Panadería', activities: [only._id] });
    const opened = await api.post(
      '/executeActivity',
      {
        activityId: only._id,
        productionOrder: process._id,
        expectedOutputProducts: [{ id: output, amount: 1 }],
        orderWants: [{ id: output, amount: 1 }],
      },
      as(plant),
    );
    expect(opened.status).toBe(201);
    const orderId = opened.body.data.productionOrder;
    const refused = await del(`/processes/${process._id}/deleteProcess`, plant);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'IN_USE', data: [{ kind: 'order', _id: orderId, name: 'Panadería' }] });
    expect((await api.post(`/processes/${process._id}/retire`, {}, as(plant))).body).toMatchObject({ success: true, message: 'Process retired.' });
    expect((await api.get(`/processes/${process._id}`, as(plant))).status).toBe(404);
    expect((await api.get(`/productionOrders/${orderId}`, as(plant))).status).toBe(200);
    const live = await create({ name: 'Otra panadería', activities: [steps[0]._id] });
    expect((await api.post(`/processes/${live._id}/retire`, {}, as(otherPlant))).status).toBe(403);
    expect((await api.get(`/processes/${live._id}`, as(plant))).status).toBe(200);
  });
});
