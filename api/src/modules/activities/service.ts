import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Activity, ActivityBody, ActivityProduct, InUse, PageQuery } from '@agrocadena/contracts';
import { activityPolicy } from './policy';
import type { Caller } from '../../access/policy';
import { selfPolicy } from '../accounts/policy';
import type { Db } from '../../db/client';
import { pagedList, readPage } from '../../db/paged-list';
import { firstNotOwnVisible, hideRow } from '../../db/visible-rows';
import { activities, activityProducts, type ActivityRow } from './tables';
import { products } from '../products/tables';
import { assertDefinesProduction, normaliseActivity, type ActivityFields } from './rules';
import { validationError } from '../../errors';
import { removeOrRetire, RUN_OVER, type Removable, type Removal } from '../../access/in-use';
import { executedActivities } from '../executions/tables';
import type { Page } from '../../http/routes';
import { processesUsing } from '../processes/service';

interface ProductLine {
  side: 'input' | 'output';
  id: string;
  name: string;
  unitMeasure: ActivityProduct['product']['unitMeasure'];
  amount: string;
}

/**
 * An activity's products as one JSON column, so that a page or a single activity is one statement.
 * A hidden product still shows by name: the activity was defined with it. The outer row is named
 * in full: drizzle writes a column of the only table of a select without its table.
 */
const productLines = sql<ProductLine[]>`(
  select coalesce(json_agg(json_build_object('side', ap.side, 'id', p.id, 'name', p.name,
    'unitMeasure', p.unit_measure, 'amount', ap.amount) order by ap.side, ap.position), '[]'::json)
  from ${activityProducts} ap join ${products} p on p.id = ap.product_id
  where ap.activity_id = "activities"."id")`;

const side = (lines: ProductLine[], which: ProductLine['side']): ActivityProduct[] =>
  lines
    .filter((line) => line.side === which)
    .map((line) => ({ product: { _id: line.id, name: line.name, unitMeasure: line.unitMeasure }, amount: Number(line.amount) }));

function toActivity(row: ActivityRow, lines: ProductLine[]): Activity {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    estimatedDurationInHours: Number(row.estimatedDurationHours),
    inputProducts: side(lines, 'input'),
    outputProducts: side(lines, 'output'),
    user: row.userId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function readActivity(db: Db, id: string): Promise<Activity> {
  const [found] = await readActivities(db, [id]);
  return found;
}

/** Activities with their products (hidden ones too: a run or a process names them), in the order of `ids`. */
export async function readActivities(db: Db, ids: string[]): Promise<Activity[]> {
  if (ids.length === 0) return [];
  const found = await db.select({ activity: activities, lines: productLines }).from(activities).where(inArray(activities.id, ids));
  const byId = new Map(found.map((row) => [row.activity.id, toActivity(row.activity, row.lines)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Each product must be the caller's own and not hidden (docs/domain.md#activities): the first that
 * is not is named by place. `kept`: the products the activity already names, which an edit may keep
 * even once retired (docs/domain.md#in-use) — what uses a retired product keeps working.
 */
async function assertOwnProducts(db: Db, caller: Caller, fields: ActivityFields, kept: ReadonlySet<string> = new Set()): Promise<void> {
  const named = [
    ...fields.inputs.map((line, i) => ({ id: line.productId, field: `inputProducts.${i}.id` })),
    ...fields.outputs.map((line, i) => ({ id: line.productId, field: `outputProducts.${i}.id` })),
  ].filter((line) => !kept.has(line.id));
  const stranger = await firstNotOwnVisible(
    db,
    products,
    caller.id,
    named.map((n) => n.id),
  );
  if (stranger >= 0) throw validationError(named[stranger].field, 'unknownProduct');
}

async function writeProducts(db: Db, activityId: string, fields: ActivityFields): Promise<void> {
  const rows = [
    ...fields.inputs.map((line, position) => ({ activityId, side: 'input' as const, position, ...line })),
    ...fields.outputs.map((line, position) => ({ activityId, side: 'output' as const, position, ...line })),
  ];
  await db.insert(activityProducts).values(rows);
}

const columns = (fields: ActivityFields) => ({
  name: fields.name,
  description: fields.description,
  estimatedDurationHours: fields.estimatedDurationHours,
});

export async function createActivity(db: Db, caller: Caller, body: ActivityBody): Promise<Activity> {
  const fields = normaliseActivity(body, caller);
  return db.transaction(async (tx) => {
    await assertOwnProducts(tx, caller, fields);
    const [row] = await tx
      .insert(activities)
      .values({ userId: caller.id, ...columns(fields) })
      .returning();
    await writeProducts(tx, row.id, fields);
    return readActivity(tx, row.id);
  });
}

/** A user's visible activities, newest first, each with its products. */
export const userActivities = pagedList({
  name: 'activities',
  owner: activities.userId,
  visible: isNull(activities.deletedAt),
  key: [activities.createdAt, activities.id],
  direction: 'desc',
  select: (db, fields) =>
    db
      .select({ activity: activities, lines: productLines, ...fields })
      .from(activities)
      .$dynamic(),
});

export async function listActivities(db: Db, caller: Caller, userId: string, page: PageQuery): Promise<Page<Activity>> {
  assertDefinesProduction(caller);
  await selfPolicy.authorize(db, caller, userId, 'read');
  return readPage(db, userActivities, userId, page, ({ activity, lines }) => toActivity(activity, lines));
}

export async function getActivity(db: Db, caller: Caller, id: string): Promise<Activity> {
  await activityPolicy.authorize(db, caller, id, 'read');
  return readActivity(db, id);
}

/** Replaces the fields and the products (both sides, in the order given). */
export async function updateActivity(db: Db, caller: Caller, id: string, body: ActivityBody): Promise<Activity> {
  const fields = normaliseActivity(body, caller);
  return db.transaction(async (tx) => {
    await activityPolicy.authorize(tx, caller, id, 'write');
    const current = await tx.select({ id: activityProducts.productId }).from(activityProducts).where(eq(activityProducts.activityId, id));
    await assertOwnProducts(tx, caller, fields, new Set(current.map((line) => line.id)));
    await tx
      .update(activities)
      .set({ ...columns(fields), updatedAt: new Date() })
      .where(eq(activities.id, id));
    await tx.delete(activityProducts).where(eq(activityProducts.activityId, id));
    await writeProducts(tx, id, fields);
    return readActivity(tx, id);
  });
}

/** What uses an activity (docs/domain.md#in-use): the visible processes that order it, its runs not over. */
async function activityUses(db: Db, id: string): Promise<InUse[]> {
  const runs = await db
    .select({ _id: executedActivities.id, name: activities.name })
    .from(executedActivities)
    .innerJoin(activities, eq(activities.id, executedActivities.activityId))
    .where(and(eq(executedActivities.activityId, id), notInArray(executedActivities.status, [...RUN_OVER])))
    .orderBy(asc(executedActivities.createdAt));
  const byProcess = await processesUsing(db, id);
  return [...byProcess.map((use) => ({ kind: 'process' as const, ...use })), ...runs.map((use) => ({ kind: 'run' as const, ...use }))];
}

/** The activities' part of the rule for deleting what is in use (access/in-use.ts): deleting hides, as runs name it. */
const removableActivity: Removable<'deleted'> = {
  table: activities,
  authorize: (tx, caller, id) => activityPolicy.authorize(tx, caller, id, 'write'),
  usesOf: (tx, id) => activityUses(tx, id),
  remove: async (tx, id) => {
    await hideRow(tx, activities, id);
    return 'deleted';
  },
};

/**
 * DELETE /activities/{id}/deleteActivity: hides the activity, whose runs keep reading its name; 409
 * IN_USE while a visible process orders it or a run of it is not over. POST /activities/{id}/retire:
 * hides it whatever uses it — those keep working, nothing new starts from it.
 */
export async function deleteActivity(db: Db, caller: Caller, id: string, asked: Removal = 'delete'): Promise<void> {
  await removeOrRetire(db, caller, id, asked, removableActivity);
}
