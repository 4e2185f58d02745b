import type { ActivitiesOverview, ProcessesOverview } from '@agrocadena/contracts';
import type { Caller } from '../../access/policy';
import { selfPolicy } from '../accounts/policy';
import type { Db } from '../../db/client';
import { readListTotals } from '../../db/paged-list';
import { assertDefinesProduction } from '../activities/rules';
import { ORDER_LISTS, RUN_LISTS } from './overview-rules';
import { userActivities } from '../activities/service';
import { userProcesses } from '../processes/service';

async function authorize(db: Db, caller: Caller, userId: string): Promise<void> {
  assertDefinesProduction(caller);
  await selfPolicy.authorize(db, caller, userId, 'read');
}

const countsOf = <K extends string>(lists: Record<string, { list: string; count: K }>) =>
  Object.fromEntries(Object.values(lists).map(({ list, count }) => [count, { name: list }])) as Record<K, { name: string }>;

/** GET /users/{id}/activitiesOverview: the activities defined and the runs in each list. */
export async function activitiesOverview(db: Db, caller: Caller, userId: string): Promise<ActivitiesOverview> {
  await authorize(db, caller, userId);
  return readListTotals(db, userId, { allActivities: userActivities, ...countsOf(RUN_LISTS) });
}

/** GET /users/{id}/processesOverview: the processes defined and the orders in each list. */
export async function processesOverview(db: Db, caller: Caller, userId: string): Promise<ProcessesOverview> {
  await authorize(db, caller, userId);
  return readListTotals(db, userId, { allProcesses: userProcesses, ...countsOf(ORDER_LISTS) });
}
