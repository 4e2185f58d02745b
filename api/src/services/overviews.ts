import { eq, isNull, sql } from 'drizzle-orm';
import type { ActivitiesOverview, ProcessesOverview } from '@agrocadena/contracts';
import type { Caller } from '../access/policy';
import { selfPolicy } from '../access/users';
import type { Db } from '../db/client';
import { listTotal } from '../db/paged-list';
import { executedActivities, productionOrders, users } from '../db/schema';
import { assertDefinesProduction } from '../domain/activities';
import { ACTIVITY_COUNTS, ORDER_COUNTS, countsByGroup } from '../domain/overviews';
import { userActivities } from './activities';
import { userProcesses } from './processes';

type ByState = Record<string, number>;

/** {state: rows} of a user's runs or orders, as one JSON column of the same statement. */
const byState = (table: typeof executedActivities | typeof productionOrders, userId: string, extra = sql`true`) => sql<ByState | null>`(
  select json_object_agg(s.status, s.n) from (
    select status, count(*)::int as n from ${table} where ${table.userId} = ${userId} and ${extra} group by status
  ) s)`;

async function authorize(db: Db, caller: Caller, userId: string): Promise<void> {
  assertDefinesProduction(caller);
  await selfPolicy.authorize(db, caller, userId, 'read');
}

/** GET /users/{id}/activitiesOverview: one statement — the list's kept total and the runs by state. */
export async function activitiesOverview(db: Db, caller: Caller, userId: string): Promise<ActivitiesOverview> {
  await authorize(db, caller, userId);
  const [row] = await db
    .select({ all: listTotal(userActivities, userId), states: byState(executedActivities, userId, isNull(executedActivities.productionOrderId)) })
    .from(users)
    .where(eq(users.id, userId));
  return { allActivities: row.all, ...countsByGroup(ACTIVITY_COUNTS, row.states ?? {}) };
}

/** GET /users/{id}/processesOverview: one statement — the list's kept total and the orders by state. */
export async function processesOverview(db: Db, caller: Caller, userId: string): Promise<ProcessesOverview> {
  await authorize(db, caller, userId);
  const [row] = await db
    .select({ all: listTotal(userProcesses, userId), states: byState(productionOrders, userId) })
    .from(users)
    .where(eq(users.id, userId));
  return { allProcesses: row.all, ...countsByGroup(ORDER_COUNTS, row.states ?? {}) };
}
