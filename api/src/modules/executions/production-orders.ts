import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  amountText,
  orderPlan,
  orderStatusOf,
  type NextActivity,
  type ProcessMetadataBody,
  type ProductionOrderDetail,
  type RunPlan,
} from '@agrocadena/contracts';
import { activityPolicy } from '../activities/policy';
import { freeForNewUse } from '../stock/rules';
import { orderPolicy, runPolicy } from './policy';
import type { Caller } from '../../access/policy';
import { processPolicy } from '../processes/policy';
import type { Db } from '../../db/client';
import { firstNotOwnVisible } from '../../db/visible-rows';
import { activities } from '../activities/tables';
import { executedActivities, productionOrders, type ExecutedActivityRow, type OrderMetadata, type ProductionOrderRow } from './tables';
import { processActivities, processes } from '../processes/tables';
import { products } from '../products/tables';
import { assertDefinesProduction } from '../activities/rules';
import { AppError, validationError } from '../../errors';
import { isUuid } from '../../util/ids';
import { readActivities } from '../activities/service';
import { namedLines, productNames, readRuns, withCurrentRuns } from './rows';

/** The process's activities in their order (the last is the principal). */
async function processSteps(db: Db, processId: string): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: activities.id, name: activities.name })
    .from(processActivities)
    .innerJoin(activities, eq(activities.id, processActivities.activityId))
    .where(eq(processActivities.processId, processId))
    .orderBy(asc(processActivities.position));
}

/** The process's activity after the order's current run, or null when that run made the final product. */
async function nextStep(db: Db, order: ProductionOrderRow): Promise<{ id: string; name: string } | null> {
  const steps = await processSteps(db, order.processId);
  if (!order.currentRunId) return steps[0] ?? null;
  const [current] = await db
    .select({ activityId: executedActivities.activityId })
    .from(executedActivities)
    .where(eq(executedActivities.id, order.currentRunId));
  const at = steps.findIndex((step) => step.id === current?.activityId);
  return at >= 0 && at + 1 < steps.length ? steps[at + 1] : null;
}

/** What a new order is asked to deliver: the principal's outputs (`wants`), or, without them, what the run makes when it is the principal. */
export interface OrderAsk {
  wants?: Record<string, number>;
  runWanted: Record<string, number>;
}

/**
 * The order a new run belongs to, from `productionOrder` (docs/domain.md#production-orders): a
 * process of the caller starts a new order with this run (the activity must be one of its steps),
 * planned here from what it is asked to deliver (contracts' orderPlan) so the order and its plan
 * are written in the run's transaction; an order of the caller waiting between two activities
 * (ON_HOLD) is continued with its next one. `open` gives the order's id once the run is about to be
 * written.
 */
export async function orderForNewRun(
  tx: Db,
  caller: Caller,
  id: string,
  activityId: string,
  ask: OrderAsk,
): Promise<{ open(runId: string): Promise<{ orderId: string; requestId: string | null }> }> {
  const [existing] = isUuid(id) ? await tx.select({ id: productionOrders.id }).from(productionOrders).where(eq(productionOrders.id, id)) : [];
  if (existing) {
    const order = await orderPolicy.authorize(tx, caller, id, 'write', { field: 'productionOrder' });
    if (ask.wants) throw validationError('orderWants', 'orderUnderWay');
    if (order.status !== 'ON_HOLD')
      throw new AppError('INVALID_TRANSITION', {
        data: { status: order.status, shortages: [] },
        params: { status: order.status, action: 'continue' },
      });
    const next = await nextStep(tx, order);
    if (next?.id !== activityId) throw validationError('activityId', 'notNextActivity');
    const [current] = order.currentRunId
      ? await tx.select({ requestId: executedActivities.requestId }).from(executedActivities).where(eq(executedActivities.id, order.currentRunId))
      : [];
    return { open: async () => ({ orderId: order.id, requestId: current?.requestId ?? null }) };
  }
  const process = await processPolicy.authorize(tx, caller, id, 'read', { field: 'productionOrder' });
  const steps = await processSteps(tx, process.id);
  if (!steps.some((step) => step.id === activityId)) throw validationError('activityId', 'notInProcess');
  const metadata = await planOrder(tx, steps, activityId, ask);
  return {
    async open(runId) {
      const [order] = await tx
        .insert(productionOrders)
        .values({ userId: caller.id, processId: process.id, status: 'SCHEDULED', currentRunId: runId, metadata, createdAt: sql`clock_timestamp()` })
        .returning();
      return { orderId: order.id, requestId: null };
    },
  };
}

/** The plan of a new order, or null when it was not asked for (an app built before orderWants sends /processMetadata next). */
async function planOrder(tx: Db, steps: { id: string }[], activityId: string, ask: OrderAsk): Promise<OrderMetadata | null> {
  const principalId = steps[steps.length - 1].id;
  const wants = ask.wants ?? (activityId === principalId ? ask.runWanted : null);
  if (!wants) return null;
  const chain = await readActivities(
    tx,
    steps.map((step) => step.id),
  );
  const principal = chain.find((activity) => activity._id === principalId)!;
  Object.keys(wants).forEach((product, i) => {
    if (!principal.outputProducts.some((output) => output.product._id === product)) throw validationError(`orderWants.${i}.id`, 'notOrderOutput');
  });
  const plan = orderPlan([principal], wants);
  const stored = (lines: { product: string; amount: number }[]) => lines.map((line) => ({ product: line.product, amount: amountText(line.amount) }));
  return { expectedProducts: stored(plan.expectedProducts), neededProducts: stored(plan.neededProducts) };
}

/** The order of a run follows it (docs/domain.md#order-states): its status from the run's, the run as its current one. */
export async function syncOrder(tx: Db, run: ExecutedActivityRow): Promise<void> {
  if (!run.productionOrderId) return;
  const [order] = await tx.select().from(productionOrders).where(eq(productionOrders.id, run.productionOrderId));
  const hasNext = run.status === 'COMPLETED' ? (await nextStep(tx, { ...order, currentRunId: run.id })) !== null : false;
  await tx
    .update(productionOrders)
    .set({ status: orderStatusOf(run.status, hasNext), currentRunId: run.id, updatedAt: new Date() })
    .where(eq(productionOrders.id, order.id));
}

/** GET /productionOrder/{id}/nextActivity. */
export async function nextActivity(db: Db, caller: Caller, orderId: string): Promise<NextActivity> {
  const order = await orderPolicy.authorize(db, caller, orderId, 'read');
  if (order.status === 'ABORTED' || order.status === 'COMPLETED') return { activityId: null, name: null };
  const next = await nextStep(db, order);
  return { activityId: next?.id ?? null, name: next?.name ?? null };
}

/** GET /productionOrders/{id}. */
export async function getProductionOrder(db: Db, caller: Caller, orderId: string): Promise<ProductionOrderDetail> {
  const order = await orderPolicy.authorize(db, caller, orderId, 'read');
  const [process] = await db.select({ name: processes.name }).from(processes).where(eq(processes.id, order.processId));
  const [withRun] = await withCurrentRuns(db, [{ order, processName: process.name }]);
  const runIds = await db
    .select({ id: executedActivities.id })
    .from(executedActivities)
    .where(eq(executedActivities.productionOrderId, order.id))
    .orderBy(asc(executedActivities.createdAt));
  const steps = await processSteps(db, order.processId);
  const metadata = order.metadata;
  const names = metadata ? await productNames(db, [metadata.expectedProducts, metadata.neededProducts]) : new Map();
  return {
    ...withRun,
    activities: steps.map((step) => ({ _id: step.id, name: step.name })),
    executedActivities: await readRuns(
      db,
      runIds.map((row) => row.id),
    ),
    metadata: metadata
      ? { expectedProducts: namedLines(metadata.expectedProducts, names), neededProducts: namedLines(metadata.neededProducts, names) }
      : null,
  } as ProductionOrderDetail;
}

/** POST /processMetadata: what the order of this run is to make and needs (the caller's own products). */
export async function processMetadata(db: Db, caller: Caller, body: ProcessMetadataBody): Promise<ProductionOrderDetail> {
  assertDefinesProduction(caller);
  const orderId = await db.transaction(async (tx) => {
    const run = await runPolicy.authorize(tx, caller, body.executedActivityId, 'write', { field: 'executedActivityId' });
    if (!run.productionOrderId) throw validationError('executedActivityId', 'notInProcess');
    const expectedIds = body.expectedProducts.map((line) => line.product);
    const neededIds = body.neededProducts.map((line) => line.id);
    const strangerExpected = await firstNotOwnVisible(tx, products, caller.id, expectedIds);
    if (strangerExpected >= 0) throw validationError(`expectedProducts.${strangerExpected}.product`, 'unknownProduct');
    const strangerNeeded = await firstNotOwnVisible(tx, products, caller.id, neededIds);
    if (strangerNeeded >= 0) throw validationError(`neededProducts.${strangerNeeded}.id`, 'unknownProduct');
    await tx
      .update(productionOrders)
      .set({
        metadata: {
          expectedProducts: body.expectedProducts.map((line) => ({ product: line.product, amount: amountText(line.amount) })),
          neededProducts: body.neededProducts.map((line) => ({ product: line.id, amount: amountText(line.amount) })),
        },
        updatedAt: new Date(),
      })
      .where(eq(productionOrders.id, run.productionOrderId));
    return run.productionOrderId;
  });
  return getProductionOrder(db, caller, orderId);
}

/** The stock of every product the activities name, as the wizards read it (the caller's own). */
async function stockOf(db: Db, caller: Caller, activityList: Awaited<ReturnType<typeof readActivities>>): Promise<RunPlan['stock']> {
  const ids = [...new Set(activityList.flatMap((a) => [...a.inputProducts, ...a.outputProducts].map((line) => line.product._id)))];
  if (ids.length === 0) return {};
  const rows = await db.select().from(products).where(inArray(products.id, ids));
  return Object.fromEntries(
    rows
      .filter((row) => row.userId === caller.id)
      .map((row) => [
        row.id,
        {
          amount: Number(row.amount),
          reserved: Number(row.reserved),
          // A retired product offers nothing to a new run (docs/domain.md#in-use).
          available: Number(freeForNewUse(row)),
          unitCost: Number(row.unitCost),
          price: row.price,
        },
      ]),
  );
}

/** GET /activities/{id}/runPlan. */
export async function activityRunPlan(db: Db, caller: Caller, activityId: string): Promise<RunPlan> {
  await activityPolicy.authorize(db, caller, activityId, 'read');
  const list = await readActivities(db, [activityId]);
  return { name: list[0].name, activities: list, stock: await stockOf(db, caller, list) };
}

/** GET /processes/{id}/runPlan: the process's activities in order, the last the principal. */
export async function processRunPlan(db: Db, caller: Caller, processId: string): Promise<RunPlan> {
  const process = await processPolicy.authorize(db, caller, processId, 'read');
  const steps = await processSteps(db, processId);
  const list = await readActivities(
    db,
    steps.map((step) => step.id),
  );
  return { name: process.name, activities: list, stock: await stockOf(db, caller, list) };
}
