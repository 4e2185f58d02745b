import type { HidingTable } from '../db/visible-rows';
import { capabilitiesOf } from '@agrocadena/contracts';
import { ownerOnlyPolicy, type TypeRefusal } from './owned';
import type { Policy } from './policy';

/** Production is an enterprise's (the contract's capabilities): every other type gets 403 ENTERPRISE_ONLY. */
export const enterpriseOnly: TypeRefusal = (caller) => (capabilitiesOf(caller.userType).hasProduction ? null : 'ENTERPRISE_ONLY');

/** What an enterprise defines for its production (activities, processes). */
export function enterpriseOwnedPolicy<Row extends { userId: string }>(table: HidingTable): Policy<Row, 'read' | 'write'> {
  return ownerOnlyPolicy<Row>(table, enterpriseOnly);
}
