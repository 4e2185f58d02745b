import type { HidingTable } from '../db/visible-rows';
import type { ErrorCode } from '../errors';
import { definePolicy, loadVisible, type Caller, type Policy, type PolicySpec } from './policy';

/** Which user types may have the rows at all: null, or the 403 the others get. */
export type TypeRefusal = (caller: Caller) => ErrorCode | null;

/**
 * The decision of what only its owner sees and changes, and only some user types have: a user type
 * without any gets `refusal` (403), another's row reads 404 (not revealed) and answers 403 to a change.
 */
export function ownerOnlyDecision<Row extends { userId: string }>(refusal: TypeRefusal): PolicySpec<Row, 'read' | 'write'>['decide'] {
  return (row, caller, action) => {
    const refused = refusal(caller);
    if (refused) return refused;
    if (!row) return 'NOT_FOUND';
    if (row.userId === caller.id) return 'allow';
    return action === 'read' ? 'NOT_FOUND' : 'FORBIDDEN';
  };
}

/**
 * The owner-only rule over a table whose rows a delete hides (activities and processes for
 * enterprises, services for carriers and enterprises).
 */
export function ownerOnlyPolicy<Row extends { userId: string }>(table: HidingTable, refusal: TypeRefusal): Policy<Row, 'read' | 'write'> {
  return definePolicy<Row, 'read' | 'write'>({ load: loadVisible<Row>(table), writes: ['write'], decide: ownerOnlyDecision<Row>(refusal) });
}
