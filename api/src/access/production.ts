import type { HidingTable } from '../db/visible-rows';
import { definesProduction } from '../domain/activities';
import { definePolicy, loadVisible, type Policy } from './policy';

/**
 * The access rule of what an enterprise defines for its production (activities, processes): only
 * enterprises have any (403 ENTERPRISE_ONLY for the others); another's reads 404 (not revealed) and
 * answers 403 to a change.
 */
export function enterpriseOwnedPolicy<Row extends { userId: string }>(table: HidingTable): Policy<Row, 'read' | 'write'> {
  return definePolicy<Row, 'read' | 'write'>({
    load: loadVisible<Row>(table),
    writes: ['write'],
    decide(row, caller, action) {
      if (!definesProduction(caller)) return 'ENTERPRISE_ONLY';
      if (!row) return 'NOT_FOUND';
      if (row.userId === caller.id) return 'allow';
      return action === 'read' ? 'NOT_FOUND' : 'FORBIDDEN';
    },
  });
}
