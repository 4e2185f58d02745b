import { activities, type ActivityRow } from './tables';
import { enterpriseOnly, enterpriseOwnedPolicy } from '../../access/production';
import { ownerOnlyDecision } from '../../access/owned';
import { definePolicy } from '../../access/policy';
import { rowById } from '../../db/visible-rows';

/** An enterprise's own activities (access/production.ts). */
export const activityPolicy = enterpriseOwnedPolicy<ActivityRow>(activities);

/**
 * The same rule over retired activities too: a process keeps ordering an activity retired since it
 * was added, and its orders still run it (docs/domain.md#in-use). Only for a step of an order,
 * whose caller checks that the process orders the activity.
 */
export const orderedActivityPolicy = definePolicy<ActivityRow, 'read' | 'write'>({
  load: (db, id, lock) => rowById<ActivityRow>(db, activities, id, lock),
  writes: ['write'],
  decide: ownerOnlyDecision<ActivityRow>(enterpriseOnly),
});
