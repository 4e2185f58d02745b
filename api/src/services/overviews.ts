import { eq } from 'drizzle-orm';
import type { ActivitiesOverview, ProcessesOverview } from '@agrocadena/contracts';
import type { Caller } from '../access/policy';
import { selfPolicy } from '../access/users';
import type { Db } from '../db/client';
import { listTotal } from '../db/paged-list';
import { users } from '../db/schema';
import { assertDefinesProduction } from '../domain/activities';
import { ORDER_LISTS, RUN_LISTS } from '../domain/overviews';
import { userActivities } from './activities';
import { userProcesses } from './processes';

async function authorize(db: Db, caller: Caller, userId: string): Promise<void> {
  assertDefinesProduction(caller);
  await selfPolicy.authorize(db, caller, userId, 'read');
}

/** Each count as the kept total of the list it links to, all in one statement (no row is counted). */
async function totals<K extends string>(db: Db, userId: string, lists: Record<K, { name: string }>): Promise<Record<K, number>> {
  const columns = Object.fromEntries(Object.entries<{ name: string }>(lists).map(([key, list]) => [key, listTotal(list, userId)]));
  const [row] = await db.select(columns).from(users).where(eq(users.id, userId));
  return row as Record<K, number>;
}

const countsOf = <K extends string>(lists: Record<string, { list: string; count: K }>) =>
  Object.fromEntries(Object.values(lists).map(({ list, count }) => [count, { name: list }])) as Record<K, { name: string }>;

/** GET /users/{id}/activitiesOverview: the activities defined and the runs in each list. */
export async function activitiesOverview(db: Db, caller: Caller, userId: string): Promise<ActivitiesOverview> {
  await authorize(db, caller, userId);
  return totals(db, userId, { allActivities: userActivities, ...countsOf(RUN_LISTS) });
}

/** GET /users/{id}/processesOverview: the processes defined and the orders in each list. */
export async function processesOverview(db: Db, caller: Caller, userId: string): Promise<ProcessesOverview> {
  await authorize(db, caller, userId);
  return totals(db, userId, { allProcesses: userProcesses, ...countsOf(ORDER_LISTS) });
}
