import type { ExecutionState, RequestKind, RequestState } from './enums';

/** The two parties of a request: who asks (requester) and who is asked (provider, the request's `user`). */
export const REQUEST_PARTIES = ['requester', 'provider'] as const;
export type RequestParty = (typeof REQUEST_PARTIES)[number];

/** The kinds that name a service (everything but a product from the catalogue). */
export const SERVICE_REQUEST_KINDS = ['PRODUCTION', 'LOGISTIC', 'STORAGE', 'TRANSPORT'] as const satisfies readonly RequestKind[];
export type ServiceRequestKind = (typeof SERVICE_REQUEST_KINDS)[number];
/** The kinds someone asks for (a DELIVERY follows its transport instead). */
const ASKED_KINDS = ['PRODUCT', ...SERVICE_REQUEST_KINDS] as const satisfies readonly RequestKind[];

/** What a party can do with a request (docs/domain.md#request-transitions); each is one call of the API. */
export const REQUEST_ACTIONS = [
  'acceptProduct',
  'proposePrice',
  'cancelProposal',
  'acceptProposedPrice',
  'acceptProductionService',
  'scheduleProductionService',
  'startProductionService',
  'abortProductionService',
  'productionReady',
  'completeService',
  'completeProduct',
  'acceptLogisticService',
  'completeLogisticService',
  'acceptStorageService',
  'completeStorageService',
  'acceptTransport',
  'startTransport',
  'completeTransport',
  'receive',
  'receiveDelivery',
  'reject',
  'cancel',
] as const;
export type RequestAction = (typeof REQUEST_ACTIONS)[number];

export interface RequestTransition {
  kinds: readonly RequestKind[];
  from: readonly RequestState[];
  by: RequestParty;
  to: RequestState;
  /**
   * Not a button of its own: the move is taken through something else the client offers — the
   * start wizard (scheduling is accepting with a day) or the linked run's own actions.
   */
  offered?: false;
}

/**
 * The one transition table of a request: which kinds and states each action leaves, who may take
 * it and where it leads. The API refuses anything else with 409 naming the current state; the apps
 * offer exactly the actions `requestActions` gives the caller's side. The later stages of service,
 * storage and transport requests (accepting a service, transports, deliveries) plug in here.
 *
 * What each does besides (the API's services/requests.ts):
 * - acceptProduct: the accepted amount (≤ asked, ≤ available) is reserved on the provider's product;
 * - completeProduct ("mark as complete"): the goods leave the provider's stock (ledger 'delivery');
 * - receive: each delivered line enters one of the receiver's products (its counterpart) or a new
 *   one, at the agreed unit price (ledger 'reception');
 * - reject / cancel: any reservation is released;
 * - acceptProposedPrice: the proposal becomes the agreed price;
 * - acceptLogisticService (POST /acceptServiceRequest on a logistic request): the service starts
 *   now (startedServiceAt); completeLogisticService ends it (endedServiceAt). No goods move;
 * - acceptStorageService (POST /acceptServiceRequest on a storage request): the requester's goods
 *   leave its stock into storage (ledger 'storage'; startedServiceAt); completeStorageService ("end
 *   storage service") hands them back (endedServiceAt) and the requester receives them at the value
 *   they left with (ledger 'storageReturn');
 * - acceptTransport (POST /acceptServiceRequest on a transport): the carrier takes the order on;
 *   startTransport: the goods leave their owner's stock (ledger 'delivery') — a linked product
 *   request's seller's, the linked request then IN_TRANSPORT; else the requester's own — and travel
 *   with the carrier; completeTransport: delivered — a linked request then waits for its buyer's
 *   reception (PENDING_RECEPTION). A transport of the sender's own goods to a registered client
 *   of theirs writes, when it starts, a DELIVERY for that client (requester: the sender; user: the
 *   client) IN_TRANSPORT with the goods; its completion leaves the delivery PENDING_RECEPTION;
 * - receiveDelivery (POST /receiveProductsRequest on a delivery, by the client it is for): the goods
 *   enter the client's products at its price to collect, or else at the value they left the sender with (ledger 'reception');
 * - acceptProductionService / scheduleProductionService (POST /acceptServiceRequest on a production
 *   request, from the start wizard): the provider runs the service's activity for the request — now
 *   (its needs consumed) or on a day (reserved); the request then follows that run:
 *   startProductionService when the run starts, abortProductionService when it is aborted (the
 *   reason kept), productionReady when it completes (its outputs reserved for the requester; POST
 *   /updateRequestState answers the same). A pause leaves the request IN_PROGRESS;
 * - completeService (POST /completeServiceRequest): the ready outputs leave the provider's stock
 *   for the requester (ledger 'delivery'), who receives them at the agreed price; or the provider
 *   asks a carrier for them (requestTransportService with the request linked), and they travel as a
 *   purchase's do;
 * - a production request made by outsourcing a run (executeActivity with a provider) moves the
 *   requester's run too (contracts' outsourcedRunMove): started with the provider's run, aborted
 *   with the request (cancelled, rejected, aborted), completed at the agreed price when the goods
 *   are received — each into the requester's product it was homologated with, unless told otherwise.
 */
export const REQUEST_TRANSITIONS: Record<RequestAction, RequestTransition> = {
  acceptProduct: { kinds: ['PRODUCT'], from: ['PENDING'], by: 'provider', to: 'ACCEPTED' },
  proposePrice: { kinds: SERVICE_REQUEST_KINDS, from: ['PENDING'], by: 'provider', to: 'PROPOSAL_SUBMITTED' },
  cancelProposal: { kinds: SERVICE_REQUEST_KINDS, from: ['PROPOSAL_SUBMITTED'], by: 'provider', to: 'PENDING' },
  acceptProposedPrice: { kinds: SERVICE_REQUEST_KINDS, from: ['PROPOSAL_SUBMITTED'], by: 'requester', to: 'PROPOSAL_ACCEPTED' },
  acceptProductionService: { kinds: ['PRODUCTION'], from: ['PROPOSAL_ACCEPTED'], by: 'provider', to: 'IN_PROGRESS' },
  scheduleProductionService: { kinds: ['PRODUCTION'], from: ['PROPOSAL_ACCEPTED'], by: 'provider', to: 'SCHEDULED', offered: false },
  startProductionService: { kinds: ['PRODUCTION'], from: ['SCHEDULED'], by: 'provider', to: 'IN_PROGRESS', offered: false },
  abortProductionService: { kinds: ['PRODUCTION'], from: ['SCHEDULED', 'IN_PROGRESS'], by: 'provider', to: 'ABORTED', offered: false },
  productionReady: { kinds: ['PRODUCTION'], from: ['IN_PROGRESS'], by: 'provider', to: 'PENDING_DELIVERY', offered: false },
  completeService: { kinds: ['PRODUCTION'], from: ['PENDING_DELIVERY'], by: 'provider', to: 'SIMPLE_PENDING_RECEPTION' },
  completeProduct: { kinds: ['PRODUCT'], from: ['ACCEPTED'], by: 'provider', to: 'SIMPLE_PENDING_RECEPTION' },
  acceptLogisticService: { kinds: ['LOGISTIC'], from: ['PROPOSAL_ACCEPTED'], by: 'provider', to: 'IN_PROGRESS' },
  completeLogisticService: { kinds: ['LOGISTIC'], from: ['IN_PROGRESS'], by: 'provider', to: 'COMPLETED' },
  acceptStorageService: { kinds: ['STORAGE'], from: ['PROPOSAL_ACCEPTED'], by: 'provider', to: 'IN_PROGRESS' },
  completeStorageService: { kinds: ['STORAGE'], from: ['IN_PROGRESS'], by: 'provider', to: 'SIMPLE_PENDING_RECEPTION' },
  acceptTransport: { kinds: ['TRANSPORT'], from: ['PROPOSAL_ACCEPTED'], by: 'provider', to: 'ACCEPTED' },
  startTransport: { kinds: ['TRANSPORT'], from: ['ACCEPTED'], by: 'provider', to: 'IN_PROGRESS' },
  completeTransport: { kinds: ['TRANSPORT'], from: ['IN_PROGRESS'], by: 'provider', to: 'COMPLETED' },
  receive: { kinds: ['PRODUCT', 'PRODUCTION', 'STORAGE'], from: ['SIMPLE_PENDING_RECEPTION', 'PENDING_RECEPTION'], by: 'requester', to: 'COMPLETED' },
  receiveDelivery: { kinds: ['DELIVERY'], from: ['PENDING_RECEPTION'], by: 'provider', to: 'COMPLETED' },
  reject: { kinds: ASKED_KINDS, from: ['PENDING', 'PROPOSAL_SUBMITTED', 'PROPOSAL_ACCEPTED'], by: 'provider', to: 'REJECTED' },
  // SCHEDULED: only a production request reaches it; the provider's run waiting for its day is aborted.
  cancel: { kinds: ASKED_KINDS, from: ['PENDING', 'PROPOSAL_SUBMITTED', 'PROPOSAL_ACCEPTED', 'SCHEDULED'], by: 'requester', to: 'CANCELLED' },
};

/** The state `action` by `party` leads to from `state`, or null when the table has no such move. */
export function requestTransition(kind: RequestKind, state: RequestState, action: RequestAction, party: RequestParty): RequestState | null {
  const transition = REQUEST_TRANSITIONS[action];
  return transition.by === party && transition.kinds.includes(kind) && transition.from.includes(state) ? transition.to : null;
}

/** The actions `party` is offered as buttons on a request of `kind` in `state`, in the table's order. */
export function requestActions(kind: RequestKind, state: RequestState, party: RequestParty): RequestAction[] {
  return REQUEST_ACTIONS.filter((action) => REQUEST_TRANSITIONS[action].offered !== false && requestTransition(kind, state, action, party) !== null);
}

/**
 * The request a production run carries follows it (docs/domain.md#production-requests): the state a
 * run in `status` puts it in. A pause keeps it IN_PROGRESS; the outsourcing states are the
 * requester's run's own.
 */
export function productionRequestState(status: ExecutionState): RequestState | null {
  switch (status) {
    case 'SCHEDULED':
      return 'SCHEDULED';
    case 'IN_PROGRESS':
    case 'PAUSED':
      return 'IN_PROGRESS';
    case 'COMPLETED':
      return 'PENDING_DELIVERY';
    case 'ABORTED':
      return 'ABORTED';
    default:
      return null;
  }
}

/** The move of the table that brings a production request to `to` (the run's state as productionRequestState gives it). */
export const PRODUCTION_FOLLOWS: Partial<Record<RequestState, RequestAction>> = {
  SCHEDULED: 'scheduleProductionService',
  IN_PROGRESS: 'startProductionService',
  PENDING_DELIVERY: 'productionReady',
  ABORTED: 'abortProductionService',
};

/**
 * Who must act next on a request of `kind` in `state`: the party that sees it unseen (bold, counted
 * on the badge) until it opens its pending list. Null once the request is over.
 */
export function nextActor(state: RequestState, kind?: RequestKind): RequestParty | null {
  switch (state) {
    case 'PENDING_RECEPTION':
      // A delivery is received by the client it is for, its provider side.
      return kind === 'DELIVERY' ? 'provider' : 'requester';
    case 'PROPOSAL_SUBMITTED':
    case 'SIMPLE_PENDING_RECEPTION':
      return 'requester';
    case 'REJECTED':
    case 'CANCELLED':
    case 'COMPLETED':
    case 'ABORTED':
      return null;
    default:
      return 'provider';
  }
}

/** The four lists of each side and the states each gathers (docs/domain.md#request-lists). */
export const REQUEST_LIST_STATES = {
  pending: ['PENDING', 'PROPOSAL_SUBMITTED', 'PROPOSAL_ACCEPTED', 'SIMPLE_PENDING_RECEPTION'],
  onCourse: ['ACCEPTED', 'SCHEDULED', 'IN_PROGRESS', 'IN_TRANSPORT', 'PENDING_DELIVERY', 'PENDING_RECEPTION'],
  rejected: ['REJECTED'],
  historical: ['COMPLETED', 'CANCELLED', 'ABORTED'],
} as const satisfies Record<string, readonly RequestState[]>;
export type RequestListGroup = keyof typeof REQUEST_LIST_STATES;

/**
 * The states in which a request waits on its next actor's move (docs/domain.md#unseen-requests):
 * unseen there, it is bold and counted on the badge. The pending lists' states, and a reception after
 * a carrier's delivery (PENDING_RECEPTION, on the on-course lists). Migration 0023 counts the same.
 */
export const AWAITING_STATES: readonly RequestState[] = [...REQUEST_LIST_STATES.pending, 'PENDING_RECEPTION'];

/** Whether a request in `state` still awaits a move of whoever has not seen it. */
export const awaitsMove = (state: RequestState): boolean => AWAITING_STATES.includes(state);
export const REQUEST_LIST_GROUPS = Object.keys(REQUEST_LIST_STATES) as RequestListGroup[];

/** Sent: the caller's own requests (as requester); received: those made to the caller (as provider). */
export const REQUEST_SIDES = ['sent', 'received'] as const;
export type RequestSide = (typeof REQUEST_SIDES)[number];
export const partyOfSide = (side: RequestSide): RequestParty => (side === 'sent' ? 'requester' : 'provider');

/** Which list a request in `state` appears in (each side has the same four). */
export function requestListOf(state: RequestState): RequestListGroup {
  return REQUEST_LIST_GROUPS.find((group) => (REQUEST_LIST_STATES[group] as readonly RequestState[]).includes(state)) ?? 'historical';
}

/**
 * Rows shown bold (docs/domain.md#unseen-requests): unseen by the caller. A request is unseen by
 * the party that must act next, so a proposal waiting for the requester is bold on the sent side
 * only.
 */
export const isUnseenBy = (unseenBy: RequestParty | null, side: RequestSide) => unseenBy === partyOfSide(side);
