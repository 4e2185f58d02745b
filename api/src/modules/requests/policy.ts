import { eq } from 'drizzle-orm';
import { requests, type RequestRow } from './tables';
import { partyOf } from './rules';
import { isUuid } from '../../util/ids';
import { definePolicy } from '../../access/policy';

/**
 * A request is its two parties' alone: to anyone else it does not exist (404). Which party may do
 * what is the transition table's business (modules/requests/service.ts), not access's.
 */
export const requestPolicy = definePolicy<RequestRow, 'read' | 'write'>({
  async load(db, id, lock) {
    if (!isUuid(id)) return undefined;
    const query = db.select().from(requests).where(eq(requests.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },
  writes: ['write'],
  decide: (row, caller) => (row && partyOf(row, caller.id) ? 'allow' : 'NOT_FOUND'),
});
