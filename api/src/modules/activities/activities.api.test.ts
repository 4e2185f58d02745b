import { eq } from 'drizzle-orm';
import { activities, activityProducts } from './tables';
import { products } from '../products/tables';
import type { TestUser } from '../../../test/support/accounts';
import { call, type JsonObject } from '../../../test/support/http';
import { createProduct, userOfType } from '../../../test/support/products';
import { useTestApp } from '../../../test/support/test-app';

const t = useTestApp();
const api = t.api;
let plant: TestUser;
let otherPlant: TestUser;
let farmer: TestUser;
let carrier: TestUser;
let mango: JsonObject;
let pulp: JsonObject;
let peel: JsonObject;
let foreignMango: JsonObject;

beforeAll(async () => {
  [plant, otherPlant, farmer, carrier] = await Promise.all([
    userOfType(api, t.outboxDir, 'ENTERPRISE'),
    userOfType(api, t.outboxDir, 'ENTERPRISE'),
    userOfType(api, t.outboxDir, 'AGRO'),
    userOfType(api, t.outboxDir, 'LOGISTIC'),
  ]);
  [mango, pulp, peel, foreignMango] = await Promise.all([
    createProduct(api, plant, { name: 'Mango de azúcar', unitMeasure: 'Kg' }),
    createProduct(api, plant, { name: 'Pulpa de mango', unitMeasure: 'Kg', type: 'FINISHED_PRODUCT', amount: 0, unitCost: 0 }),
    createProduct(api, plant, { name: 'Cáscara', unitMeasure: 'Kg', amount: 0, unitCost: 0 }),
    createProduct(api, otherPlant, { name: 'Mango ajeno' }),
  ]);
});

const as = (user: TestUser) => ({ token: user.token, lang: 'en' as const });
const activityBody = (overrides: Record<string, unknown> = {}): JsonObject => ({
  name: 'Despulpado',
  description: 'Pulpa a partir de mango seleccionado',
  estimatedDurationInHours: 2.5,
  inputProducts: [{ id: mango._id, amount: 100 }],
  outputProducts: [
    { id: pulp._id, amount: 62.5 },
    { id: peel._id, amount: 30 },
  ],
  ...overrides,
});
const del = (path: string, user: TestUser) => call(t.baseUrl, 'DELETE', path, { token: user.token });
const rowsOf = async (user: TestUser) => (await t.database.db.select().from(activities).where(eq(activities.userId, user.id))).length;

async function create(overrides: Record<string, unknown> = {}, user = plant): Promise<JsonObject> {
  const res = await api.post('/activities', activityBody(overrides), as(user));
  expect(res.status).toBe(201);
  return res.body.data;
}

describe('POST /activities', () => {
  test('creates the activity with its products in order, and reads it back the same', async () => {
    const res = await api.post('/activities', activityBody({ name: '  Despulpado   ', user: plant.id }), as(plant));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: 'Activity created successfully.' });
    expect(res.body.data).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Despulpado',
      description: 'Pulpa a partir de mango seleccionado',
      estimatedDurationInHours: 2.5,
      inputProducts: [{ product: { _id: mango._id, name: 'Mango de azúcar', unitMeasure: 'Kg' }, amount: 100 }],
      outputProducts: [
        { product: { _id: pulp._id, name: 'Pulpa de mango', unitMeasure: 'Kg' }, amount: 62.5 },
        { product: { _id: peel._id, name: 'Cáscara', unitMeasure: 'Kg' }, amount: 30 },
      ],
      user: plant.id,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect((await api.get(`/activities/${res.body.data._id}`, as(plant))).body.data).toEqual(res.body.data);
  });

  test.each([
    ['name', { name: '   ' }, '"name"'],
    ['description', { description: undefined }, '"description"'],
    ['estimatedDurationInHours', { estimatedDurationInHours: -1 }, '"lead time (hours)"'],
    ['inputProducts', { inputProducts: [] }, '"input product"'],
    ['outputProducts', { outputProducts: undefined }, '"output product"'],
    ['inputProducts.0.amount', { inputProducts: [{ id: 'x', amount: 0 }] }, 'Invalid amount: "amount (input product 1)" must be above zero.'],
    [
      'outputProducts.1.amount',
      {
        outputProducts: [
          { id: 'x', amount: 1 },
          { id: 'y', amount: 2.555 },
        ],
      },
      '"amount (output product 2)" allows at most 2 decimals',
    ],
    [
      'outputProducts.1.id',
      {
        outputProducts: [
          { id: 'x', amount: 1 },
          { id: 'x', amount: 2 },
        ],
      },
      'The product of "output product 2" is already on the list.',
    ],
    ['user', { user: '11111111-1111-4111-8111-111111111111' }, '"user" must be your own user'],
  ])('bad %s → 400 naming it, nothing stored', async (field, overrides, message) => {
    const before = await rowsOf(plant);
    const res = await api.post('/activities', activityBody(overrides), as(plant));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION', field, data: null });
    expect(res.body.message).toContain(message);
    expect(await rowsOf(plant)).toBe(before);
  });

  test('a product that is not the caller’s, is deleted or is no id at all is refused by place, nothing stored', async () => {
    const hidden = await createProduct(api, plant, { name: 'Oculto' });
    expect((await api.post(`/products/${hidden._id}/delete`, {}, as(plant))).status).toBe(200);
    const before = await rowsOf(plant);
    for (const [overrides, field] of [
      [
        {
          outputProducts: [
            { id: pulp._id, amount: 1 },
            { id: foreignMango._id, amount: 1 },
          ],
        },
        'outputProducts.1.id',
      ],
      [{ inputProducts: [{ id: hidden._id, amount: 1 }] }, 'inputProducts.0.id'],
      [{ inputProducts: [{ id: 'not-an-id', amount: 1 }] }, 'inputProducts.0.id'],
    ] as const) {
      const res = await api.post('/activities', activityBody(overrides), as(plant));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION', field });
      expect(res.body.message).toContain('is not one of your products');
    }
    expect(await rowsOf(plant)).toBe(before);
  });

  test.each(['farmer', 'carrier'])('a %s gets 403 ENTERPRISE_ONLY on every call, nothing stored', async (who) => {
    const user = who === 'farmer' ? farmer : carrier;
    const own = await create();
    const create403 = await api.post('/activities', activityBody(), as(user));
    expect(create403.status).toBe(403);
    expect(create403.body).toMatchObject({ code: 'ENTERPRISE_ONLY', message: 'Only enterprises define production activities and processes.' });
    expect((await api.get(`/users/${user.id}/activities?skip=0&limit=12`, as(user))).status).toBe(403);
    expect((await api.get(`/activities/${own._id}`, as(user))).status).toBe(403);
    expect((await api.put(`/activities/${own._id}/update`, activityBody(), as(user))).status).toBe(403);
    expect((await del(`/activities/${own._id}/deleteActivity`, user)).status).toBe(403);
    expect(await rowsOf(user)).toBe(0);
  });
});

describe('another enterprise', () => {
  test('reads 404, cannot change or delete (403), cannot list mine (403)', async () => {
    const mine = await create();
    expect((await api.get(`/activities/${mine._id}`, as(otherPlant))).status).toBe(404);
    expect(
      (await api.put(`/activities/${mine._id}/update`, activityBody({ inputProducts: [{ id: foreignMango._id, amount: 1 }] }), as(otherPlant)))
        .status,
    ).toBe(403);
    expect((await del(`/activities/${mine._id}/deleteActivity`, otherPlant)).status).toBe(403);
    expect((await api.get(`/users/${plant.id}/activities?skip=0&limit=12`, as(otherPlant))).status).toBe(403);
    expect((await api.get(`/activities/${mine._id}`, as(plant))).body.data).toEqual(mine);
  });
});

describe('GET /users/{id}/activities', () => {
  test('pages my visible activities newest first, with their products and a counted total', async () => {
    const user = await userOfType(api, t.outboxDir, 'ENTERPRISE');
    const input = await createProduct(api, user, { name: 'Leche' });
    const output = await createProduct(api, user, { name: 'Queso', amount: 0, unitCost: 0 });
    const made: JsonObject[] = [];
    for (let i = 1; i <= 14; i++) {
      made.push(
        await create(
          { name: `Actividad ${i}`, inputProducts: [{ id: input._id, amount: i }], outputProducts: [{ id: output._id, amount: 1 }] },
          user,
        ),
      );
    }
    expect((await del(`/activities/${made[13]._id}/deleteActivity`, user)).status).toBe(200);
    const first = await api.get(`/users/${user.id}/activities?skip=0&limit=12`, as(user));
    expect(first.status).toBe(200);
    expect(first.body.totalItems).toBe(13);
    expect(first.body.data.map((a: JsonObject) => a.name)).toEqual(
      made
        .slice(1, 13)
        .reverse()
        .map((a) => a.name),
    );
    expect(first.body.data[0]).toEqual(made[12]);
    const second = await api.get(`/users/${user.id}/activities?after=${encodeURIComponent(first.body.nextCursor)}&limit=12`, as(user));
    expect(second.body.data.map((a: JsonObject) => a.name)).toEqual(['Actividad 1']);
  });
});

describe('PUT /activities/{id}/update', () => {
  test('replaces the fields and both sides’ products', async () => {
    const activity = await create();
    const res = await api.put(
      `/activities/${activity._id}/update`,
      activityBody({
        name: 'Despulpado fino',
        estimatedDurationInHours: 0,
        inputProducts: [{ id: mango._id, amount: 80.25 }],
        outputProducts: [{ id: pulp._id, amount: 50 }],
      }),
      as(plant),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Activity updated.' });
    expect(res.body.data).toMatchObject({
      name: 'Despulpado fino',
      estimatedDurationInHours: 0,
      inputProducts: [{ product: { _id: mango._id }, amount: 80.25 }],
      outputProducts: [{ product: { _id: pulp._id }, amount: 50 }],
    });
    expect((await api.get(`/activities/${activity._id}`, as(plant))).body.data).toEqual(res.body.data);
  });

  test('a bad edit changes nothing', async () => {
    const activity = await create();
    const res = await api.put(
      `/activities/${activity._id}/update`,
      activityBody({ name: 'Nuevo', outputProducts: [{ id: foreignMango._id, amount: 1 }] }),
      as(plant),
    );
    expect(res.status).toBe(400);
    expect((await api.get(`/activities/${activity._id}`, as(plant))).body.data).toEqual(activity);
  });
});

describe('DELETE /activities/{id}/deleteActivity', () => {
  test('hides the activity: it is gone from reads and lists, its row and products kept', async () => {
    const activity = await create();
    const res = await del(`/activities/${activity._id}/deleteActivity`, plant);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Actividad eliminada.' });
    expect((await api.get(`/activities/${activity._id}`, as(plant))).status).toBe(404);
    expect((await del(`/activities/${activity._id}/deleteActivity`, plant)).status).toBe(404);
    const [row] = await t.database.db
      .select()
      .from(activities)
      .where(eq(activities.id, activity._id as string));
    expect(row.deletedAt).not.toBeNull();
    expect(
      await t.database.db
        .select()
        .from(activityProducts)
        .where(eq(activityProducts.activityId, activity._id as string)),
    ).toHaveLength(3);
  });

  test('a product an activity uses cannot be deleted (409 IN_USE naming it); retired, the activity still names it and nothing new takes it up', async () => {
    const used = await createProduct(api, plant, { name: 'Azúcar' });
    const activity = await create({
      inputProducts: [
        { id: mango._id, amount: 1 },
        { id: used._id, amount: 2 },
      ],
    });
    const refused = await api.post(`/products/${used._id}/delete`, {}, as(plant));
    expect(refused.body).toMatchObject({ code: 'IN_USE', data: [{ kind: 'activity', _id: activity._id }] });
    expect((await api.post(`/products/${used._id}/retire`, {}, as(plant))).status).toBe(200);
    const [product] = await t.database.db
      .select()
      .from(products)
      .where(eq(products.id, used._id as string));
    expect(product.deletedAt).not.toBeNull();
    const read = await api.get(`/activities/${activity._id}`, as(plant));
    expect(read.body.data.inputProducts[1]).toEqual({ product: { _id: used._id, name: 'Azúcar', unitMeasure: 'Kg' }, amount: 2 });
    const reuse = await api.post('/activities', activityBody({ inputProducts: [{ id: used._id, amount: 1 }] }), as(plant));
    expect(reuse.body).toMatchObject({ code: 'VALIDATION', field: 'inputProducts.0.id' });
  });
});
