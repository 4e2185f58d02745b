import type { Request, RequestLine } from '@agrocadena/contracts';
import { requestFixture } from '@agrocadena/shared-ui/src/testing';
import { ENTERPRISE_USER } from './activity-fixtures';

/**
 * Production request n made to me (the enterprise) by Tienda La Esquina for `products` of the
 * service "Despulpado por encargo", which runs the activity a-pulping; the price agreed.
 */
export function productionRequest(n: number, products: RequestLine[], extra: Partial<Request> = {}): Request {
  return requestFixture({
    _id: `q${n}`,
    kind: 'PRODUCTION',
    state: 'PROPOSAL_ACCEPTED',
    side: 'received',
    actions: ['acceptProductionService', 'reject'],
    requester: { _id: 'u-shop', firstName: null, lastName: null, enterpriseName: 'Tienda La Esquina' },
    user: { _id: ENTERPRISE_USER._id, firstName: ENTERPRISE_USER.firstName, lastName: ENTERPRISE_USER.lastName, enterpriseName: 'Frutas del Caribe' },
    service: { _id: 's-pulping', name: 'Despulpado por encargo', type: 'PRODUCTION', activityId: 'a-pulping', processId: null },
    products,
    proposedPrice: 300_000,
    agreedPrice: 300_000,
    requiredDate: '2026-03-20T00:00:00.000Z',
    ...extra,
  });
}
