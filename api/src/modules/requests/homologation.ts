import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executedActivities } from '../executions/tables';
import type { RequestRow } from './tables';

/**
 * The provider's product → the requester's product, as the requester's outsourced run behind a
 * production request homologated them (docs/domain.md#outsourcing); empty for any other request.
 */
export async function homologationOf(db: Db, request: Pick<RequestRow, 'id' | 'kind' | 'requesterId'>): Promise<Map<string, string>> {
  if (request.kind !== 'PRODUCTION') return new Map();
  const [run] = await db
    .select({ expected: executedActivities.expectedOutputProducts })
    .from(executedActivities)
    .where(and(eq(executedActivities.requestId, request.id), eq(executedActivities.userId, request.requesterId)));
  return new Map((run?.expected ?? []).flatMap((line) => (line.counterpart ? [[line.counterpart, line.product] as const] : [])));
}
