import { services, type ServiceRow } from './tables';
import { capabilitiesOf } from '@agrocadena/contracts';
import { ownerOnlyPolicy } from '../../access/owned';

/** A carrier's or an enterprise's own services; the other user types have none (403 SERVICES_NOT_OFFERED). */
export const servicePolicy = ownerOnlyPolicy<ServiceRow>(services, (caller) =>
  capabilitiesOf(caller.userType).serviceTypes.length > 0 ? null : 'SERVICES_NOT_OFFERED',
);
