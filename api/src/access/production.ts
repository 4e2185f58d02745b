import type { HidingTable } from '../db/visible-rows';
import { definesProduction } from '../domain/activities';
import { ownerOnlyPolicy } from './owned';
import type { Policy } from './policy';

/** What an enterprise defines for its production (activities, processes): 403 ENTERPRISE_ONLY for the other types. */
export function enterpriseOwnedPolicy<Row extends { userId: string }>(table: HidingTable): Policy<Row, 'read' | 'write'> {
  return ownerOnlyPolicy<Row>(table, (caller) => (definesProduction(caller) ? null : 'ENTERPRISE_ONLY'));
}
