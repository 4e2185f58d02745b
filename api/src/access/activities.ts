import { activities, type ActivityRow } from '../db/schema';
import { definesProduction } from '../domain/activities';
import { definePolicy, loadVisible } from './policy';

/**
 * An activity is its owner's alone, and only enterprises have any: another type gets 403
 * ENTERPRISE_ONLY; someone else's activity reads as 404 (not revealed) and answers 403 to a change.
 */
export const activityPolicy = definePolicy<ActivityRow, 'read' | 'write'>({
  load: loadVisible<ActivityRow>(activities),
  writes: ['write'],
  decide(row, caller, action) {
    if (!definesProduction(caller)) return 'ENTERPRISE_ONLY';
    if (!row) return 'NOT_FOUND';
    if (row.userId === caller.id) return 'allow';
    return action === 'read' ? 'NOT_FOUND' : 'FORBIDDEN';
  },
});
