import { Type, type Static } from '@sinclair/typebox';
import { LotPick, LotRef } from './lot-refs';
import { EXECUTION_STATES, REQUEST_KINDS, REQUEST_STATES, SERVICE_TYPES } from '../enums';
import { LIMITS } from '../limits';
import { REQUEST_ACTIONS, REQUEST_SIDES } from '../requests';
import { Location } from './branch-offices';
import { Nullable, OneOf, PartyRef } from './common';
import { UnitMeasure } from './products';
import { OrderWants } from './executions';

const Id = Type.String({ minLength: 1 });
/** An amount asked or accepted: above 0; hundredths, or whole units for a whole unit, as the product's unit says (requestAmountProblem, checked by the API). */
const RequestAmount = Type.Number({ exclusiveMinimum: 0, maximum: LIMITS.amount });
const Money = Type.Integer({ minimum: LIMITS.priceMin, maximum: LIMITS.money });
/** ISO 8601: a day (yyyy-MM-dd) or a date-time. */
const DateText = Type.String({ minLength: 10, maxLength: 40 });

export const RequestStateSchema = OneOf(REQUEST_STATES);

/** A person a request names besides its parties (a transport's recipient). */
const RequestPersonRef = PartyRef;

/** A party of a request as the lists and dialogs name it. */
export const RequestPerson = PartyRef;
export type RequestPerson = PartyRef;

const TownRef = Type.Object({ _id: Type.String(), name: Type.String() });

export const RequestProductRef = Type.Object({ _id: Type.String(), name: Type.String(), unitMeasure: UnitMeasure });
export const RequestLine = Type.Object({ product: RequestProductRef, amount: Type.Number() });
export type RequestLine = Static<typeof RequestLine>;

/** Goods handed over, with the lots they left (their codes travel with them, docs/domain.md#lots). */
export const DeliveredLine = Type.Object({ product: RequestProductRef, amount: Type.Number(), lots: Type.Array(LotRef) });
export type DeliveredLine = Static<typeof DeliveredLine>;

/**
 * A request as one of its two parties sees it (docs/domain.md#requests). `side` says
 * which party the caller is, `actions` what the caller may do now (the contract's table), `unseen`
 * whether it waits on the caller and was not seen since (shown bold).
 *
 * Prices, whole pesos: `proposedPrice` is a product request's total for the amount asked, or a
 * service provider's proposal; `agreedPrice` what the goods will cost the receiver (a product
 * request's unit price × the accepted amount, or the accepted proposal).
 */
export const Request = Type.Object({
  _id: Type.String(),
  kind: OneOf(REQUEST_KINDS),
  state: RequestStateSchema,
  side: OneOf(REQUEST_SIDES),
  actions: Type.Array(OneOf(REQUEST_ACTIONS)),
  unseen: Type.Boolean(),
  /** Notes the other party wrote that the caller has not read (docs/domain.md#request-notes). */
  unreadNotes: Type.Integer({ minimum: 0 }),
  requester: RequestPerson,
  user: RequestPerson,
  product: Nullable(RequestProductRef),
  /** The service asked for; a production service names the activity (or process) it runs. */
  service: Nullable(
    Type.Object({
      _id: Type.String(),
      name: Type.String(),
      type: OneOf(SERVICE_TYPES),
      activityId: Nullable(Type.String()),
      processId: Nullable(Type.String()),
    }),
  ),
  /** A production request's run at its provider, which the request follows (its latest). */
  run: Nullable(Type.Object({ _id: Type.String(), status: OneOf(EXECUTION_STATES) })),
  /** What was asked for: the product and its amount, or a production service's outputs. */
  products: Type.Array(RequestLine),
  amount: Nullable(Type.Number()),
  amountAccepted: Nullable(Type.Number()),
  proposedPrice: Nullable(Type.Integer()),
  agreedPrice: Nullable(Type.Integer()),
  /** The day its provider recorded the agreed price as paid (docs/domain.md#payments); null: not recorded. */
  paidOn: Nullable(Type.String()),
  requiredDate: Nullable(Type.String()),
  /** A transport's requested shipping day, where it picks the goods up and where it takes them. */
  wishDate: Nullable(Type.String()),
  originAddress: Nullable(Type.Object({ town: TownRef, address: Type.String(), location: Nullable(Location) })),
  destinationAddress: Nullable(Type.Object({ town: TownRef, address: Type.String(), location: Nullable(Location) })),
  /**
   * Who a transport's goods are for: a registered client, or someone not registered (null); and
   * what a registered client pays the sender for them on delivery (`collectPrice`, whole pesos;
   * docs/domain.md#deliveries), null when nothing is to collect.
   */
  recipient: Nullable(Type.Object({ user: Nullable(RequestPersonRef), collectPrice: Nullable(Type.Integer()) })),
  /** The accepted product request a transport carries the goods of. */
  linkedRequestId: Nullable(Type.String()),
  /** A storage request's days: from when and until when the goods are stored. */
  startDate: Nullable(Type.String()),
  finishedDate: Nullable(Type.String()),
  /** Why it was rejected. */
  reason: Nullable(Type.String()),
  /** The goods handed over to the requester (waiting for reception, or received). */
  deliveredProducts: Type.Array(DeliveredLine),
  completedAt: Nullable(Type.String({ format: 'date-time' })),
  /** When the provider started and ended a service carried out over time (logistic, storage). */
  startedServiceAt: Nullable(Type.String({ format: 'date-time' })),
  endedServiceAt: Nullable(Type.String({ format: 'date-time' })),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type Request = Static<typeof Request>;

/** 409 INVALID_REQUEST_TRANSITION: the state the request is in now. */
export const RequestConflict = Type.Object({ state: Nullable(RequestStateSchema) });
export type RequestConflict = Static<typeof RequestConflict>;

/** `requesterId` and `userId` are the original client's (docs/domain.md#permissions): when sent they must be the caller and the offer's owner. */
const Parties = {
  requesterId: Type.Optional(Id),
  userId: Type.Optional(Id),
};

/**
 * POST /requestProduct: `amount` in hundredths, whole for a whole unit; `proposedPrice` the total the apply dialog showed
 * (price × amount), refused with 409 PRICE_CHANGED when the price has moved since.
 */
export const RequestProductBody = Type.Object({ productId: Id, amount: RequestAmount, proposedPrice: Money, ...Parties });
export type RequestProductBody = Static<typeof RequestProductBody>;

/** POST /createServiceRequest: a production service, each asked output's amount and the day it is needed. */
export const CreateServiceRequestBody = Type.Object({
  serviceId: Id,
  products: Type.Array(Type.Object({ id: Id, amount: RequestAmount }), { minItems: 1, maxItems: LIMITS.requestLines }),
  requiredDate: DateText,
  ...Parties,
});
export type CreateServiceRequestBody = Static<typeof CreateServiceRequestBody>;

/** POST /requestLogisticService: a logistic service and the day it is needed. */
export const RequestLogisticServiceBody = Type.Object({ serviceId: Id, requiredDate: DateText, ...Parties });
export type RequestLogisticServiceBody = Static<typeof RequestLogisticServiceBody>;

/**
 * POST /requestStorageService: some of the caller's own products (each amount at most what is free
 * of it, 2 decimals), a storage service, and the days the goods stay stored (from today on; the end
 * not before the start).
 */
export const RequestStorageServiceBody = Type.Object({
  serviceId: Id,
  products: Type.Array(Type.Object({ id: Id, amount: Type.Number({ exclusiveMinimum: 0, maximum: LIMITS.amount }) }), {
    minItems: 1,
    maxItems: LIMITS.requestLines,
  }),
  startDate: DateText,
  finishedDate: DateText,
  ...Parties,
});
export type RequestStorageServiceBody = Static<typeof RequestStorageServiceBody>;

/** A transport's pick-up or drop-off: a town of Atlántico, the address, and a point on the map if known. */
export const TransportAddress = Type.Object({
  town: Type.String({ minLength: 1, maxLength: 10 }),
  address: Type.String({ minLength: 1, maxLength: LIMITS.address }),
  location: Type.Optional(Nullable(Location)),
});
export type TransportAddress = Static<typeof TransportAddress>;

/**
 * POST /requestTransportService: a transport service, the day to ship (after today), where from
 * and where to; and either `linkedRequestId`, an accepted product request of mine whose goods it
 * carries, or `products` of mine (each at most what is free of it) and the `recipient`: one of my
 * clients (`userId`) or someone not registered (`userId` null); for a client, optionally the price
 * it pays me for the goods on delivery (`collectPrice`, docs/domain.md#deliveries).
 */
export const RequestTransportServiceBody = Type.Object({
  serviceId: Id,
  wishDate: DateText,
  originAddress: TransportAddress,
  destinationAddress: TransportAddress,
  linkedRequestId: Type.Optional(Id),
  products: Type.Optional(
    Type.Array(Type.Object({ id: Id, amount: Type.Number({ exclusiveMinimum: 0, maximum: LIMITS.amount }) }), { maxItems: LIMITS.requestLines }),
  ),
  recipient: Type.Optional(Type.Object({ userId: Nullable(Id), collectPrice: Type.Optional(Nullable(Money)) })),
  ...Parties,
});
export type RequestTransportServiceBody = Static<typeof RequestTransportServiceBody>;

export const RequestIdBody = Type.Object({ requestId: Id });
export type RequestIdBody = Static<typeof RequestIdBody>;

/** A hand-over by the provider: the lots held for the request go; `takeExpired` confirms that expired ones may (docs/domain.md#lots). */
export const HandOverBody = Type.Object({ requestId: Id, takeExpired: LotPick.takeExpired });
export type HandOverBody = Static<typeof HandOverBody>;

/**
 * POST /acceptServiceRequest. A production request (docs/domain.md#production-requests) also
 * names how much of the service's outputs the provider will make (`expectedOutputProducts`; the
 * amounts asked when left out; for a process, the outputs of the step it starts with) and, to
 * start on a later day, `scheduleTime`; `acceptedProducts` and
 * `neededProducts` are the original client's and not needed (the needs follow from the outputs).
 */
export const AcceptServiceRequestBody = Type.Object({
  requestId: Id,
  userId: Type.Optional(Id),
  /** A process service: the step its order starts with (the process's first when left out). */
  activityId: Type.Optional(Id),
  expectedOutputProducts: Type.Optional(
    Type.Array(Type.Object({ id: Id, amount: Type.Number({ exclusiveMinimum: 0, maximum: LIMITS.amount }) }), {
      minItems: 1,
      maxItems: LIMITS.requestLines,
    }),
  ),
  acceptedProducts: Type.Optional(Type.Array(Type.Object({ id: Id, amount: Type.Number() }), { maxItems: LIMITS.requestLines })),
  neededProducts: Type.Optional(Type.Array(Type.Object({ id: Id, amount: Type.Number() }), { maxItems: LIMITS.requestLines })),
  scheduleTime: Type.Optional(DateText),
  /** A process service: what its new order is to deliver (what was asked, when left out). */
  orderWants: Type.Optional(OrderWants),
  /** A production run started now: which lots its inputs leave (docs/domain.md#lots). */
  ...LotPick,
});
export type AcceptServiceRequestBody = Static<typeof AcceptServiceRequestBody>;

/** POST /updateRequestState: a production request's run is complete; the ids the original client sends are not needed. */
export const UpdateRequestStateBody = Type.Object({ requestId: Id, productionOrderId: Type.Optional(Id), activityId: Type.Optional(Id) });
export type UpdateRequestStateBody = Static<typeof UpdateRequestStateBody>;

/** The accepted amount is held in the provider's lots: its pick, else first-expiring-first (docs/domain.md#lots). */
export const AcceptProductRequestBody = Type.Object({ requestId: Id, amountAccepted: RequestAmount, ...LotPick });
export type AcceptProductRequestBody = Static<typeof AcceptProductRequestBody>;

export const ProposePriceBody = Type.Object({ requestId: Id, proposedPrice: Money });
export type ProposePriceBody = Static<typeof ProposePriceBody>;

export const RejectRequestBody = Type.Object({ requestId: Id, reason: Type.String({ minLength: 1, maxLength: LIMITS.rejectReason }) });
export type RejectRequestBody = Static<typeof RejectRequestBody>;

/**
 * One delivered line received (docs/domain.md#receiving-goods): into `counterPart`, one of the
 * receiver's products of the same unit, or — without one — into a new product named like the
 * delivered one, with a sale `price` (needed, except for REQUESTER users, whose products are
 * unpriced). A new product is private until its owner publishes it: `public` is ignored.
 */
export const ReceivedLine = Type.Object({
  product: Id,
  amount: Type.Optional(Type.Number({ minimum: 0 })),
  counterPart: Type.Optional(Nullable(Id)),
  price: Type.Optional(Nullable(Money)),
  /** Ignored (older apps send it): a product created on reception is private. */
  public: Type.Optional(Type.Boolean()),
});
export type ReceivedLine = Static<typeof ReceivedLine>;

export const ReceiveProductsBody = Type.Object({
  requestId: Id,
  requesterId: Type.Optional(Id),
  productsToReceive: Type.Array(ReceivedLine, { minItems: 1, maxItems: LIMITS.requestLines }),
});
export type ReceiveProductsBody = Static<typeof ReceiveProductsBody>;

export const MarkSeenRequestsBody = Type.Object({
  requestsIds: Type.Array(Id, { maxItems: LIMITS.seenRequests }),
  userId: Id,
});
export type MarkSeenRequestsBody = Static<typeof MarkSeenRequestsBody>;

/** GET /users/{id}/requestsOverview: each list's total (docs/domain.md#request-lists), and the unseen pending ones. */
export const RequestsOverview = Type.Object({
  requestMadeToOthers: Type.Integer(),
  requestAcceptedToOthers: Type.Integer(),
  requestRejectedToOthers: Type.Integer(),
  requestHistoricalToOthers: Type.Integer(),
  requestMadeToMe: Type.Integer(),
  requestAcceptedToMe: Type.Integer(),
  requestRejectedToMe: Type.Integer(),
  requestHistoricalToMe: Type.Integer(),
  unseen: Type.Object({ sent: Type.Integer(), received: Type.Integer() }),
});
export type RequestsOverview = Static<typeof RequestsOverview>;

/**
 * POST /requests/{id}/payment, by the provider: the agreed price was paid on `paidOn` (a day of the
 * region's calendar from the request's day to today, yyyy-MM-dd). Recording it again moves the day.
 */
export const RecordPaymentBody = Type.Object({ paidOn: Type.String({ minLength: 1, maxLength: 40 }) });
export type RecordPaymentBody = Static<typeof RecordPaymentBody>;
