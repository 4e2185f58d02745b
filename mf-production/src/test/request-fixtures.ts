import type { Request, RequestLine } from '@agrocadena/contracts';
import { ENTERPRISE_USER } from './activity-fixtures';

/**
 * Production request n made to me (the enterprise) by Tienda La Esquina for `products` of the
 * service "Despulpado por encargo", which runs the activity a-pulping; the price agreed.
 */
export function productionRequest(n: number, products: RequestLine[], extra: Partial<Request> = {}): Request {
  return {
    _id: `q${n}`,
    kind: 'PRODUCTION',
    state: 'PROPOSAL_ACCEPTED',
    side: 'received',
    actions: ['acceptProductionService', 'reject'],
    unseen: false,
    requester: { _id: 'u-shop', firstName: null, lastName: null, enterpriseName: 'Tienda La Esquina' },
    user: { _id: ENTERPRISE_USER._id, firstName: ENTERPRISE_USER.firstName, lastName: ENTERPRISE_USER.lastName, enterpriseName: 'Frutas del Caribe' },
    product: null,
    service: { _id: 's-pulping', name: 'Despulpado por encargo', type: 'PRODUCTION', activityId: 'a-pulping', processId: null },
    run: null,
    products,
    amount: null,
    amountAccepted: null,
    proposedPrice: 300_000,
    agreedPrice: 300_000,
    requiredDate: '2026-03-20T00:00:00.000Z',
    wishDate: null,
    originAddress: null,
    destinationAddress: null,
    recipient: null,
    linkedRequestId: null,
    startDate: null,
    finishedDate: null,
    reason: null,
    deliveredProducts: [],
    completedAt: null,
    startedServiceAt: null,
    endedServiceAt: null,
    createdAt: '2026-03-10T15:30:00.000Z',
    updatedAt: '2026-03-11T09:00:00.000Z',
    ...extra,
  };
}
