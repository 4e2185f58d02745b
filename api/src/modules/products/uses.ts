import { and, asc, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import { REQUEST_LIST_STATES, type InUse } from '@agrocadena/contracts';
import type { Caller } from '../../access/policy';
import type { Db } from '../../db/client';
import { activities, activityProducts } from '../activities/tables';
import { processActivities, processes } from '../processes/tables';
import { executedActivities } from '../executions/tables';
import { requests } from '../requests/tables';
import { users } from '../accounts/tables';
import { displayName } from '../catalog/suggestions';
import { RUN_OVER } from '../../access/in-use';

/** A request not yet over: in a pending or an on-course list (docs/domain.md#request-lists). */
const OPEN_REQUEST_STATES = [...REQUEST_LIST_STATES.pending, ...REQUEST_LIST_STATES.onCourse];

const names = (jsonColumn: unknown, id: string) => sql`${jsonColumn} @> ${JSON.stringify([{ product: id }])}::jsonb`;

/**
 * What uses a product (docs/domain.md#in-use): the visible activities that name it, the visible
 * processes whose steps do, the runs not over that need or make it (their reservations included)
 * and the requests not over that name it — each request by the other party's name.
 */
export async function productUses(db: Db, id: string, caller: Caller): Promise<InUse[]> {
  const [byActivity, byProcess, byRun, byRequest] = await Promise.all([
    db
      .selectDistinct({ _id: activities.id, name: activities.name })
      .from(activityProducts)
      .innerJoin(activities, eq(activities.id, activityProducts.activityId))
      .where(and(eq(activityProducts.productId, id), isNull(activities.deletedAt)))
      .orderBy(asc(activities.name), asc(activities.id)),
    db
      .selectDistinct({ _id: processes.id, name: processes.name })
      .from(activityProducts)
      .innerJoin(processActivities, eq(processActivities.activityId, activityProducts.activityId))
      .innerJoin(processes, eq(processes.id, processActivities.processId))
      .where(and(eq(activityProducts.productId, id), isNull(processes.deletedAt)))
      .orderBy(asc(processes.name), asc(processes.id)),
    db
      .select({ _id: executedActivities.id, name: activities.name })
      .from(executedActivities)
      .innerJoin(activities, eq(activities.id, executedActivities.activityId))
      .where(
        and(
          eq(executedActivities.userId, caller.id),
          notInArray(executedActivities.status, [...RUN_OVER]),
          or(names(executedActivities.neededProducts, id), names(executedActivities.expectedOutputProducts, id)),
        ),
      )
      .orderBy(asc(executedActivities.createdAt)),
    db
      .select({ _id: requests.id, name: displayName })
      .from(requests)
      .innerJoin(users, eq(users.id, sql`case when ${requests.userId} = ${caller.id} then ${requests.requesterId} else ${requests.userId} end`))
      .where(
        and(
          inArray(requests.state, OPEN_REQUEST_STATES),
          or(eq(requests.productId, id), names(requests.products, id), names(requests.deliveredProducts, id)),
        ),
      )
      .orderBy(asc(requests.createdAt)),
  ]);
  return [
    ...byActivity.map((use) => ({ kind: 'activity' as const, ...use })),
    ...byProcess.map((use) => ({ kind: 'process' as const, ...use })),
    ...byRun.map((use) => ({ kind: 'run' as const, ...use })),
    ...byRequest.map((use) => ({ kind: 'request' as const, ...use })),
  ];
}
