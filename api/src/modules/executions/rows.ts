import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  executionActions,
  type ExecutedActivity,
  type ExecutedActivityDetail,
  type Milestone,
  type PageQuery,
  type ProductionOrder,
  type RunProduct,
  type UnitMeasure,
} from '@agrocadena/contracts';
import { runPolicy } from './policy';
import type { Caller } from '../../access/policy';
import { selfPolicy } from '../accounts/policy';
import type { Db } from '../../db/client';
import { pagedList, readPage } from '../../db/paged-list';
import { activities } from '../activities/tables';
import {
  executedActivities,
  executionMilestones,
  productionOrders,
  type ExecutedActivityRow,
  type ProductionOrderRow,
  type StoredAmount,
} from './tables';
import { processes } from '../processes/tables';
import { products } from '../products/tables';
import { requests } from '../requests/tables';
import { users } from '../accounts/tables';
import { assertDefinesProduction } from '../activities/rules';
import { ORDER_LISTS, RUN_LISTS, type OrderListKind, type RunListKind } from './overview-rules';
import { runningCostOf } from './rules';
import type { Page } from '../../http/routes';

const HOUR_MS = 60 * 60 * 1000;

/** A run as read with its activity's name and duration. */
export interface RunRow {
  run: ExecutedActivityRow;
  activityName: string;
  duration: string;
  provider: ExecutedActivity['provider'];
  customer: ExecutedActivity['customer'];
}

export type ProductNames = Map<string, { name: string; unitMeasure: UnitMeasure }>;

const runFields = {
  run: executedActivities,
  activityName: activities.name,
  duration: activities.estimatedDurationHours,
  // An outsourced run's provider: who was asked by the request the run carries.
  provider: sql<
    ExecutedActivity['provider']
  >`(select json_build_object('_id', u.id, 'firstName', coalesce(u.first_name, ''), 'enterpriseName', u.enterprise_name)
    from ${requests} r join ${users} u on u.id = r.user_id where r.id = ${executedActivities.requestId} and r.requester_id = ${executedActivities.userId})`,
  // A run done for someone else: the requester of the production request it carries out.
  customer: sql<
    ExecutedActivity['customer']
  >`(select json_build_object('_id', u.id, 'firstName', coalesce(u.first_name, ''), 'enterpriseName', u.enterprise_name)
    from ${requests} r join ${users} u on u.id = r.requester_id where r.id = ${executedActivities.requestId} and r.user_id = ${executedActivities.userId})`,
};

/** The names and units of the products runs mention (hidden ones too), in one query. */
export async function productNames(db: Db, lists: StoredAmount[][]): Promise<ProductNames> {
  const ids = [...new Set(lists.flat().map((line) => line.product))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.name, unitMeasure: products.unitMeasure })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((row) => [row.id, { name: row.name, unitMeasure: row.unitMeasure }]));
}

/** Stored product amounts as the contract shows them, each product with its name and unit. */
export const namedLines = (stored: StoredAmount[], names: ProductNames): RunProduct[] =>
  stored.map((line) => ({
    product: { _id: line.product, ...(names.get(line.product) ?? { name: '', unitMeasure: 'Un' }) },
    amount: Number(line.amount),
  }));

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toRun({ run, activityName, duration, provider, customer }: RunRow, names: ProductNames): ExecutedActivity {
  const status = run.status;
  const inputs = Number(run.inputProductsCost);
  const extras = Number(run.extraCosts);
  return {
    _id: run.id,
    activity: { _id: run.activityId, name: activityName, estimatedDurationInHours: Number(duration) },
    status,
    actions: executionActions(status),
    productionOrder: run.productionOrderId,
    provider,
    customer,
    request: run.requestId,
    expectedOutputProducts: namedLines(run.expectedOutputProducts, names),
    neededProducts: namedLines(run.neededProducts, names),
    inputProductsCost: inputs,
    extraCosts: extras,
    runningCost: Number(runningCostOf(run)),
    finalCost: run.finalCost === null ? null : Number(run.finalCost),
    finalOutputProducts: namedLines(run.finalOutputProducts, names),
    scheduleTime: iso(run.scheduleTime),
    startedAt: iso(run.startedAt),
    estimatedFinishingDate: run.startedAt ? new Date(run.startedAt.getTime() + Number(duration) * HOUR_MS).toISOString() : null,
    pausedAt: iso(run.pausedAt),
    pauseReason: run.pauseReason,
    expectedResumeDate: iso(run.expectedResumeDate),
    finishedAt: iso(run.finishedAt),
    reason: run.reason,
    createdAt: run.createdAt.toISOString(),
    updatedAt: run.updatedAt.toISOString(),
  };
}

/** Rows of runs as the contract's runs, with their products named (one more query for all). */
export async function toRuns(db: Db, rows: RunRow[]): Promise<ExecutedActivity[]> {
  const names = await productNames(
    db,
    rows.flatMap(({ run }) => [run.expectedOutputProducts, run.neededProducts, run.finalOutputProducts]),
  );
  return rows.map((row) => toRun(row, names));
}

/** The runs of these ids, in that order. */
export async function readRuns(db: Db, ids: string[]): Promise<ExecutedActivity[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(runFields)
    .from(executedActivities)
    .innerJoin(activities, eq(activities.id, executedActivities.activityId))
    .where(inArray(executedActivities.id, ids));
  const runs = await toRuns(db, rows);
  return ids.flatMap((id) => runs.find((run) => run._id === id) ?? []);
}

export async function readRun(db: Db, id: string): Promise<ExecutedActivity> {
  const [run] = await readRuns(db, [id]);
  return run;
}

/** A run's milestones, oldest first. */
export async function readMilestones(db: Db, runId: string): Promise<Milestone[]> {
  const rows = await db
    .select()
    .from(executionMilestones)
    .where(eq(executionMilestones.executedActivityId, runId))
    .orderBy(asc(executionMilestones.createdAt));
  return rows.map((m) => ({
    action: m.action,
    status: m.status,
    note: m.note,
    cost: m.cost === null ? null : Number(m.cost),
    date: m.createdAt.toISOString(),
  }));
}

/** GET /executedActivities/{id}: one of the caller's runs with its milestones. */
export async function getRun(db: Db, caller: Caller, id: string): Promise<ExecutedActivityDetail> {
  await runPolicy.authorize(db, caller, id, 'read');
  const [run, milestones] = await Promise.all([readRun(db, id), readMilestones(db, id)]);
  return { ...run, milestones };
}

/** A production order as its lists show it, its current run read by the caller (toRuns). */
export function toOrder(row: { order: ProductionOrderRow; processName: string }, current: ExecutedActivity | null): ProductionOrder {
  return {
    _id: row.order.id,
    process: { _id: row.order.processId, name: row.processName },
    status: row.order.status,
    currentActivity: current,
    createdAt: row.order.createdAt.toISOString(),
    updatedAt: row.order.updatedAt.toISOString(),
  };
}

/** Orders with their current runs (one query for all the runs). */
export async function withCurrentRuns(db: Db, rows: { order: ProductionOrderRow; processName: string }[]): Promise<ProductionOrder[]> {
  const runs = await readRuns(
    db,
    rows.flatMap(({ order }) => (order.currentRunId ? [order.currentRunId] : [])),
  );
  return rows.map((row) => toOrder(row, runs.find((run) => run._id === row.order.currentRunId) ?? null));
}

const runList = (kind: RunListKind) =>
  pagedList({
    name: RUN_LISTS[kind].list,
    owner: executedActivities.userId,
    visible: inArray(executedActivities.status, [...RUN_LISTS[kind].states]),
    key: [executedActivities.createdAt, executedActivities.id],
    direction: 'desc',
    select: (db, fields) =>
      db
        .select({ ...runFields, ...fields })
        .from(executedActivities)
        .innerJoin(activities, eq(activities.id, executedActivities.activityId))
        .$dynamic(),
  });

const orderList = (kind: OrderListKind) =>
  pagedList({
    name: ORDER_LISTS[kind].list,
    owner: productionOrders.userId,
    visible: inArray(productionOrders.status, [...ORDER_LISTS[kind].states]),
    key: [productionOrders.createdAt, productionOrders.id],
    direction: 'desc',
    select: (db, fields) =>
      db
        .select({ order: productionOrders, processName: processes.name, ...fields })
        .from(productionOrders)
        .innerJoin(processes, eq(processes.id, productionOrders.processId))
        .$dynamic(),
  });

const RUN_PAGES = {
  scheduled: runList('scheduled'),
  active: runList('active'),
  paused: runList('paused'),
  completed: runList('completed'),
  aborted: runList('aborted'),
};
const ORDER_PAGES = {
  scheduled: orderList('scheduled'),
  active: orderList('active'),
  paused: orderList('paused'),
  completed: orderList('completed'),
  aborted: orderList('aborted'),
};

async function authorizeLists(db: Db, caller: Caller, userId: string): Promise<void> {
  assertDefinesProduction(caller);
  await selfPolicy.authorize(db, caller, userId, 'read');
}

/** GET /users/{id}/{scheduled|active|paused|completed|aborted}Activities: the caller's runs, newest first. */
export async function listRuns(db: Db, caller: Caller, userId: string, kind: RunListKind, page: PageQuery): Promise<Page<ExecutedActivity>> {
  await authorizeLists(db, caller, userId);
  const found = await readPage(db, RUN_PAGES[kind], userId, page, (row) => row);
  return { ...found, items: await toRuns(db, found.items) };
}

/** GET /users/{id}/{scheduled|active|paused}ProductionOrders: the caller's orders, newest first. */
export async function listOrders(
  db: Db,
  caller: Caller,
  userId: string,
  kind: 'scheduled' | 'active' | 'paused',
  page: PageQuery,
): Promise<Page<ProductionOrder>> {
  await authorizeLists(db, caller, userId);
  const found = await readPage(db, ORDER_PAGES[kind], userId, page, (row) => row);
  return { ...found, items: await withCurrentRuns(db, found.items) };
}

/** A page of the caller's finished orders (completed or aborted), newest first, as stored: order-figures.ts figures them. */
export async function finishedOrderRows(
  db: Db,
  caller: Caller,
  userId: string,
  kind: 'completed' | 'aborted',
  page: PageQuery,
): Promise<Page<{ order: ProductionOrderRow; processName: string }>> {
  await authorizeLists(db, caller, userId);
  return readPage(db, ORDER_PAGES[kind], userId, page, (row) => ({ order: row.order, processName: row.processName }));
}
