import type { HidingTable } from '../db/visible-rows';
import type { ErrorCode } from '../errors';
import { definePolicy, loadVisible, type Caller, type Policy } from './policy';

/**
 * The access rule of what only its owner sees and changes, and only some user types have
 * (activities and processes for enterprises, services for carriers and enterprises): a user type
 * without any gets `refusal` (403), another's row reads 404 (not revealed) and answers 403 to a change.
 */
export function ownerOnlyPolicy<Row extends { userId: string }>(
  table: HidingTable,
  refusal: (caller: Caller) => ErrorCode | null,
): Policy<Row, 'read' | 'write'> {
  return definePolicy<Row, 'read' | 'write'>({
    load: loadVisible<Row>(table),
    writes: ['write'],
    decide(row, caller, action) {
      const refused = refusal(caller);
      if (refused) return refused;
      if (!row) return 'NOT_FOUND';
      if (row.userId === caller.id) return 'allow';
      return action === 'read' ? 'NOT_FOUND' : 'FORBIDDEN';
    },
  });
}
