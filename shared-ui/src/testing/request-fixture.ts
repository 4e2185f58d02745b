import type { Request } from '@agrocadena/contracts';

/**
 * A request with every field the contract has, empty where a test does not say otherwise: the base
 * each remote's request fixtures spread (a new field of the contract is added here once).
 */
export function requestFixture(given: Pick<Request, '_id' | 'kind' | 'state' | 'side' | 'requester' | 'user'> & Partial<Request>): Request {
  return {
    actions: [],
    unseen: false,
    unreadNotes: 0,
    product: null,
    service: null,
    run: null,
    products: [],
    amount: null,
    amountAccepted: null,
    proposedPrice: null,
    agreedPrice: null,
    paidOn: null,
    requiredDate: null,
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
    ...given,
  };
}
