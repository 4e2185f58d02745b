import { and, asc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { InUse, PageQuery, Process, ProcessBody } from '@agrocadena/contracts';
import { removeOrRetire, RUN_OVER, type Removable, type Removal } from '../../access/in-use';
import { productionOrders } from '../executions/tables';
import type { Caller } from '../../access/policy';
import { processPolicy } from './policy';
import { selfPolicy } from '../accounts/policy';
import type { Db } from '../../db/client';
import { pagedList, readPage } from '../../db/paged-list';
import { firstNotOwnVisible, hideRow } from '../../db/visible-rows';
import { activities } from '../activities/tables';
import { processActivities, processes, type ProcessRow } from './tables';
import { assertDefinesProduction } from '../activities/rules';
import { normaliseProcess, type ProcessFields } from './rules';
import { validationError } from '../../errors';
import type { Page } from '../../http/routes';

type Step = { _id: string; name: string };

/** The process's activities in order as one JSON column (a hidden activity still shows by name). */
const steps = sql<Step[]>`(
  select coalesce(json_agg(json_build_object('_id', a.id, 'name', a.name) order by pa.position), '[]'::json)
  from ${processActivities} pa join ${activities} a on a.id = pa.activity_id
  where pa.process_id = "processes"."id")`;

const toProcess = (row: ProcessRow, activitySteps: Step[]): Process => ({
  _id: row.id,
  name: row.name,
  description: row.description,
  activities: activitySteps,
  user: row.userId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

async function readProcess(db: Db, id: string): Promise<Process> {
  const [found] = await db.select({ process: processes, steps }).from(processes).where(eq(processes.id, id));
  return toProcess(found.process, found.steps);
}

/**
 * Each activity must be the caller's and visible: the first that is not is named by place. `kept`:
 * the activities the process already orders, which an edit may keep even once retired
 * (docs/domain.md#in-use).
 */
async function assertOwnActivities(db: Db, caller: Caller, ids: string[], kept: ReadonlySet<string> = new Set()): Promise<void> {
  const checked = ids.map((id, place) => ({ id, place })).filter((step) => !kept.has(step.id));
  const stranger = await firstNotOwnVisible(
    db,
    activities,
    caller.id,
    checked.map((step) => step.id),
  );
  if (stranger >= 0) throw validationError(`activities.${checked[stranger].place}`, 'unknownActivity');
}

async function writeSteps(db: Db, processId: string, fields: ProcessFields): Promise<void> {
  await db.insert(processActivities).values(fields.activityIds.map((activityId, position) => ({ processId, position, activityId })));
}

export async function createProcess(db: Db, caller: Caller, body: ProcessBody): Promise<Process> {
  const fields = normaliseProcess(body, caller);
  return db.transaction(async (tx) => {
    await assertOwnActivities(tx, caller, fields.activityIds);
    const [row] = await tx.insert(processes).values({ userId: caller.id, name: fields.name, description: fields.description }).returning();
    await writeSteps(tx, row.id, fields);
    return readProcess(tx, row.id);
  });
}

/** A user's visible processes, newest first, each with its activities in order. */
export const userProcesses = pagedList({
  name: 'processes',
  owner: processes.userId,
  visible: isNull(processes.deletedAt),
  key: [processes.createdAt, processes.id],
  direction: 'desc',
  select: (db, fields) =>
    db
      .select({ process: processes, steps, ...fields })
      .from(processes)
      .$dynamic(),
});

export async function listProcesses(db: Db, caller: Caller, userId: string, page: PageQuery): Promise<Page<Process>> {
  assertDefinesProduction(caller);
  await selfPolicy.authorize(db, caller, userId, 'read');
  return readPage(db, userProcesses, userId, page, ({ process, steps: found }) => toProcess(process, found));
}

export async function getProcess(db: Db, caller: Caller, id: string): Promise<Process> {
  await processPolicy.authorize(db, caller, id, 'read');
  return readProcess(db, id);
}

export async function updateProcess(db: Db, caller: Caller, id: string, body: ProcessBody): Promise<Process> {
  const fields = normaliseProcess(body, caller);
  return db.transaction(async (tx) => {
    await processPolicy.authorize(tx, caller, id, 'write');
    const current = await tx.select({ id: processActivities.activityId }).from(processActivities).where(eq(processActivities.processId, id));
    await assertOwnActivities(tx, caller, fields.activityIds, new Set(current.map((step) => step.id)));
    await tx.update(processes).set({ name: fields.name, description: fields.description, updatedAt: new Date() }).where(eq(processes.id, id));
    await tx.delete(processActivities).where(eq(processActivities.processId, id));
    await writeSteps(tx, id, fields);
    return readProcess(tx, id);
  });
}

/** What uses a process (docs/domain.md#in-use): its production orders not over, by its name. */
async function processUses(db: Db, id: string): Promise<InUse[]> {
  const orders = await db
    .select({ _id: productionOrders.id, name: processes.name })
    .from(productionOrders)
    .innerJoin(processes, eq(processes.id, productionOrders.processId))
    .where(and(eq(productionOrders.processId, id), notInArray(productionOrders.status, [...RUN_OVER])))
    .orderBy(asc(productionOrders.createdAt));
  return orders.map((use) => ({ kind: 'order' as const, ...use }));
}

/** The processes' part of the rule for deleting what is in use (access/in-use.ts): deleting hides, as orders name it. */
const removableProcess: Removable<'deleted'> = {
  table: processes,
  authorize: (tx, caller, id) => processPolicy.authorize(tx, caller, id, 'write'),
  usesOf: (tx, id) => processUses(tx, id),
  remove: async (tx, id) => {
    await hideRow(tx, processes, id);
    return 'deleted';
  },
};

/**
 * DELETE /processes/{id}/deleteProcess: hides the process, never destroys it (docs/domain.md#processes);
 * 409 IN_USE while an order from it is not over. POST /processes/{id}/retire: hides it all the same.
 */
export async function deleteProcess(db: Db, caller: Caller, id: string, asked: Removal = 'delete'): Promise<void> {
  await removeOrRetire(db, caller, id, asked, removableProcess);
}

/** The visible processes that use an activity: it cannot be deleted while there are any. */
export async function processesUsing(db: Db, activityId: string): Promise<Step[]> {
  return db
    .selectDistinct({ _id: processes.id, name: processes.name })
    .from(processActivities)
    .innerJoin(processes, eq(processes.id, processActivities.processId))
    .where(and(eq(processActivities.activityId, activityId), isNull(processes.deletedAt)))
    .orderBy(processes.name);
}
