import { executedActivities, productionOrders } from './tables';
import type { TestUser } from '../../../test/support/accounts';
import { call, type JsonObject } from '../../../test/support/http';
import { createProduct, userOfType } from '../../../test/support/products';
import { useTestApp } from '../../../test/support/test-app';

const t = useTestApp();
const api = t.api;
let plant: TestUser;
let otherPlant: TestUser;
let farmer: TestUser;
import type { ExecutionState } from '@agrocadena/contracts';
let pulping: JsonObject;
let packing: JsonObject;
let line: JsonObject;

const as = (user: TestUser) => ({ token: user.token, lang: 'en' as const });

async function activityOf(user: TestUser, name: string): Promise<JsonObject> {
  const input = await createProduct(api, user, { name: `${name}: entrada` });
  const output = await createProduct(api, user, { name: `${name}: salida`, amount: 0, unitCost: 0 });
  const body = {
    name,
    description: name,
    estimatedDurationInHours: 1,
    inputProducts: [{ id: input._id, amount: 1 }],
    outputProducts: [{ id: output._id, amount: 1 }],
  };
  return (await api.post('/activities', body, as(user))).body.data;
}

beforeAll(async () => {
  [plant, otherPlant, farmer] = await Promise.all([
    userOfType(api, t.outboxDir, 'ENTERPRISE'),
    userOfType(api, t.outboxDir, 'ENTERPRISE'),
    userOfType(api, t.outboxDir, 'AGRO'),
  ]);
  pulping = await activityOf(plant, 'Despulpado');
  packing = await activityOf(plant, 'Empacado');
  line = (await api.post('/processes', { name: 'Línea', description: 'Pulpa', activities: [pulping._id, packing._id] }, as(plant))).body.data;
});

const ZERO_RUNS = { scheduledActivities: 0, activeActivities: 0, pausedActivities: 0, completedActivities: 0, abortedActivities: 0 };
const ZERO_ORDERS = { scheduledProcesses: 0, activeProcesses: 0, pausedProcesses: 0, completedProcesses: 0, abortedProcesses: 0 };

describe('GET /users/{id}/activitiesOverview and /processesOverview', () => {
  test('count what is defined, and no run before any has started', async () => {
    const otherActivities = (await api.get(`/users/${otherPlant.id}/activitiesOverview`, as(otherPlant))).body.data;
    expect(otherActivities).toEqual({ allActivities: 0, ...ZERO_RUNS });
    const activities = await api.get(`/users/${plant.id}/activitiesOverview`, as(plant));
    expect(activities.status).toBe(200);
    expect(activities.body.data).toEqual({ allActivities: 2, ...ZERO_RUNS });
    const processes = await api.get(`/users/${plant.id}/processesOverview`, as(plant));
    expect(processes.body.data).toEqual({ allProcesses: 1, ...ZERO_ORDERS });
  });

  test('count the runs and the orders as the lists they link to hold them, an order’s steps among the runs', async () => {
    const { db } = t.database;
    const [order, waiting] = await db
      .insert(productionOrders)
      .values([
        { userId: plant.id, processId: line._id as string, status: 'ON_HOLD' },
        { userId: plant.id, processId: line._id as string, status: 'SCHEDULED' },
      ])
      .returning();
    const run = (status: ExecutionState, extra: Partial<typeof executedActivities.$inferInsert> = {}) => ({
      userId: plant.id,
      activityId: pulping._id as string,
      status,
      ...extra,
    });
    await db.insert(executedActivities).values([
      run('SCHEDULED'),
      run('OUTSOURCED'),
      run('IN_PROGRESS'),
      run('OUTSOURCED_STARTED'),
      run('PAUSED'),
      run('COMPLETED'),
      run('COMPLETED'),
      run('ABORTED'),
      // The completed first step of an order and the scheduled one of another are runs too (the lists show their order).
      run('COMPLETED', { productionOrderId: order.id }),
      run('SCHEDULED', { productionOrderId: waiting.id }),
      // Another enterprise's run is not mine.
      { userId: otherPlant.id, activityId: pulping._id as string, status: 'IN_PROGRESS' },
    ]);
    const activities = (await api.get(`/users/${plant.id}/activitiesOverview`, as(plant))).body.data;
    expect(activities).toEqual({
      allActivities: 2,
      scheduledActivities: 3,
      activeActivities: 2,
      pausedActivities: 1,
      completedActivities: 3,
      abortedActivities: 1,
    });
    const processes = (await api.get(`/users/${plant.id}/processesOverview`, as(plant))).body.data;
    // An order waiting for its next activity (ON_HOLD) is in the paused/stopped list.
    expect(processes).toEqual({ allProcesses: 1, ...ZERO_ORDERS, scheduledProcesses: 1, pausedProcesses: 1 });
  });

  test('a deleted activity no longer counts as defined; the runs already counted stay', async () => {
    const spare = await activityOf(plant, 'Sobrante');
    expect((await api.get(`/users/${plant.id}/activitiesOverview`, as(plant))).body.data.allActivities).toBe(3);
    await call(t.baseUrl, 'DELETE', `/activities/${spare._id}/deleteActivity`, as(plant));
    const after = (await api.get(`/users/${plant.id}/activitiesOverview`, as(plant))).body.data;
    expect(after.allActivities).toBe(2);
    expect(after.completedActivities).toBe(3);
  });

  test('another user’s overview is refused, and only enterprises have one', async () => {
    for (const path of ['activitiesOverview', 'processesOverview']) {
      const foreign = await api.get(`/users/${plant.id}/${path}`, as(otherPlant));
      expect(foreign.status).toBe(403);
      const notEnterprise = await api.get(`/users/${farmer.id}/${path}`, as(farmer));
      expect(notEnterprise.status).toBe(403);
      expect(notEnterprise.body.code).toBe('ENTERPRISE_ONLY');
      expect((await api.get(`/users/${plant.id}/${path}`)).status).toBe(401);
    }
  });
});
