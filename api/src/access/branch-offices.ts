import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { branchOffices, type BranchOfficeRow } from '../db/schema';
import { isUuid } from '../util/ids';
import { definePolicy } from './policy';

async function findVisibleOffice(db: Db, id: string, lock: boolean): Promise<BranchOfficeRow | undefined> {
  if (!isUuid(id)) return undefined;
  const query = db
    .select()
    .from(branchOffices)
    .where(and(eq(branchOffices.id, id), isNull(branchOffices.deletedAt)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * A branch office is its owner's alone: reading someone else's answers 404 (their offices'
 * existence is not revealed), changing it 403.
 */
export const branchOfficePolicy = definePolicy<BranchOfficeRow, 'read' | 'write'>({
  load: findVisibleOffice,
  writes: ['write'],
  decide(row, caller, action) {
    if (!row) return 'NOT_FOUND';
    if (row.userId === caller.id) return 'allow';
    return action === 'read' ? 'NOT_FOUND' : 'FORBIDDEN';
  },
});
