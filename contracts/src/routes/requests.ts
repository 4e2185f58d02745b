import { Type } from '@sinclair/typebox';
import { defineRoute, type RouteDef } from '../route';
import { PublicProduct } from '../schemas/catalog';
import { ExecutionConflict } from '../schemas/executions';
import { LotExpiredConflict } from '../schemas/lot-refs';
import { IdParam, PageQuery } from '../schemas/common';
import {
  AcceptProductRequestBody,
  AcceptServiceRequestBody,
  CreateServiceRequestBody,
  MarkSeenRequestsBody,
  ProposePriceBody,
  ReceiveProductsBody,
  RecordPaymentBody,
  RejectRequestBody,
  Request,
  RequestConflict,
  HandOverBody,
  RequestIdBody,
  RequestLogisticServiceBody,
  RequestProductBody,
  RequestStorageServiceBody,
  RequestTransportServiceBody,
  RequestsOverview,
  UpdateRequestStateBody,
} from '../schemas/requests';
import { UnseenRequestCounts } from '../schemas/users';

const tags = ['requests'];

/** A move of the request table: its body, the request as the caller now sees it, 409 with the current state otherwise. */
const transition = <const P extends string, const B extends RouteDef['body']>(path: P, summary: string, body: B) =>
  ({
    method: 'POST',
    path,
    access: 'private',
    tags,
    summary,
    body,
    data: Request,
    conflictData: Type.Union([RequestConflict, LotExpiredConflict]),
  }) as const;

const newRequest = <const P extends string, const B extends RouteDef['body']>(path: P, summary: string, body: B) =>
  ({ method: 'POST', path, access: 'private', tags, summary, body, data: Request, status: 201, message: 'REQUEST_SENT' }) as const;

/** One of the caller's eight paged lists, newest first. */
const userList = <const P extends string>(path: P, summary: string) =>
  ({ method: 'GET', path, access: 'private', tags, summary, params: IdParam, query: PageQuery, data: Request, paged: true }) as const;

/**
 * Requests between users (docs/domain.md#request-transitions). Only the two parties see
 * a request (404 for anyone else); an action the table does not give the caller's side from the
 * request's state answers 409 INVALID_REQUEST_TRANSITION naming the state. Each move runs in one
 * transaction with the request locked and marks it unseen for whoever acts next.
 */
export const requestsRoutes = {
  requestProduct: defineRoute({
    ...newRequest('/requestProduct', 'Ask a provider for an amount of a public product at its price', RequestProductBody),
    conflictData: PublicProduct,
  }),
  createServiceRequest: defineRoute(
    newRequest(
      '/createServiceRequest',
      'Ask for a public production service: amounts of its outputs and the day they are needed',
      CreateServiceRequestBody,
    ),
  ),
  requestLogisticService: defineRoute(
    newRequest('/requestLogisticService', 'Ask for a public logistic service on a day', RequestLogisticServiceBody),
  ),
  requestStorageService: defineRoute(
    newRequest('/requestStorageService', 'Ask for a public storage service to keep some of my products between two days', RequestStorageServiceBody),
  ),
  requestTransportService: defineRoute(
    newRequest(
      '/requestTransportService',
      'Ask a carrier to take the goods of an accepted request of mine, or some of my products to a recipient, on a day',
      RequestTransportServiceBody,
    ),
  ),
  acceptProductRequest: defineRoute({
    ...transition(
      '/acceptProductRequest',
      'Accept a product request for up to the amount asked and available; the amount is reserved',
      AcceptProductRequestBody,
    ),
    message: 'REQUEST_ACCEPTED',
  }),
  proposePriceRequest: defineRoute({
    ...transition('/proposePriceRequest', 'Propose a price for a service request', ProposePriceBody),
    message: 'PRICE_PROPOSED',
  }),
  cancelProposal: defineRoute({ ...transition('/cancelProposal', 'Withdraw a price proposal', RequestIdBody), message: 'PROPOSAL_CANCELLED' }),
  acceptProposedPrice: defineRoute({
    ...transition('/acceptProposedPrice', 'Accept the proposed price: it becomes the agreed price', RequestIdBody),
    message: 'PROPOSAL_ACCEPTED',
  }),
  completeProductRequest: defineRoute({
    ...transition(
      '/completeProductRequest',
      'Mark an accepted product request complete: the goods leave the provider for the requester',
      HandOverBody,
    ),
    message: 'REQUEST_DELIVERED',
  }),
  acceptServiceRequest: defineRoute({
    ...transition(
      '/acceptServiceRequest',
      "Accept a service request whose price was agreed: a production service's run starts now or on a day; a logistic service starts now; a storage takes the requester's goods into storage",
      AcceptServiceRequestBody,
    ),
    // A production service's run may also find the inputs short (NOT_ENOUGH_PRODUCTS).
    conflictData: Type.Union([RequestConflict, ExecutionConflict, LotExpiredConflict]),
    message: 'SERVICE_STARTED',
  }),
  updateRequestState: defineRoute({
    ...transition('/updateRequestState', "A production request's run is complete: its outputs wait for delivery", UpdateRequestStateBody),
    message: 'OUTPUTS_READY',
  }),
  completeServiceRequest: defineRoute({
    ...transition('/completeServiceRequest', "Deliver a production service's outputs: they leave the provider for the requester", HandOverBody),
    message: 'REQUEST_DELIVERED',
  }),
  completeLogisticServiceRequest: defineRoute({
    ...transition('/completeLogisticServiceRequest', 'Complete a logistic service in progress', RequestIdBody),
    message: 'SERVICE_COMPLETED',
  }),
  completeStorageServiceRequest: defineRoute({
    ...transition('/completeStorageServiceRequest', 'End a storage service: the goods are handed back to the requester', RequestIdBody),
    message: 'STORAGE_ENDED',
  }),
  startTransportRequest: defineRoute({
    ...transition('/startTransportRequest', 'Start an accepted transport: the goods leave their owner and travel with the carrier', RequestIdBody),
    message: 'TRANSPORT_STARTED',
  }),
  completeTransportRequest: defineRoute({
    ...transition('/completeTransportRequest', 'Complete a transport: the goods are delivered', RequestIdBody),
    message: 'TRANSPORT_COMPLETED',
  }),
  receiveProductsRequest: defineRoute({
    ...transition(
      '/receiveProductsRequest',
      "Receive the delivered goods into the requester's products (a counterpart each, or new ones) at the agreed price",
      ReceiveProductsBody,
    ),
    message: 'PRODUCTS_RECEIVED',
  }),
  rejectRequest: defineRoute({
    ...transition('/rejectRequest', 'Reject a request, with the reason', RejectRequestBody),
    message: 'REQUEST_REJECTED',
  }),
  cancelRequest: defineRoute({
    ...transition('/cancelRequest', 'Cancel one of my requests before it is under way', RequestIdBody),
    message: 'REQUEST_CANCELLED',
  }),
  markSeenRequests: defineRoute({
    method: 'POST',
    path: '/markSeenRequests',
    access: 'private',
    tags,
    summary: "Mark requests of the caller's pending lists seen; answers the unseen counts that remain",
    body: MarkSeenRequestsBody,
    data: UnseenRequestCounts,
  }),
  getRequest: defineRoute({
    method: 'GET',
    path: '/requests/:id',
    access: 'private',
    tags,
    summary: 'One request, to either of its parties',
    params: IdParam,
    data: Request,
  }),
  recordPayment: defineRoute({
    method: 'POST',
    path: '/requests/:id/payment',
    access: 'private',
    tags,
    summary:
      'The provider records the agreed price paid, on a day (docs/domain.md#payments); 403 PAYEE_ONLY to the requester, 409 NOT_PAYABLE without a price owed',
    params: IdParam,
    body: RecordPaymentBody,
    data: Request,
    message: 'PAYMENT_RECORDED',
  }),
  undoPayment: defineRoute({
    method: 'DELETE',
    path: '/requests/:id/payment',
    access: 'private',
    tags,
    summary: 'The provider takes back a payment recorded by mistake',
    params: IdParam,
    data: Request,
    message: 'PAYMENT_UNDONE',
  }),
  requestsOverview: defineRoute({
    method: 'GET',
    path: '/users/:id/requestsOverview',
    access: 'private',
    tags,
    summary: "The totals of the caller's eight request lists and its unseen pending requests",
    params: IdParam,
    data: RequestsOverview,
  }),
  transportsUnderWay: defineRoute({
    method: 'GET',
    path: '/users/:id/transportsUnderWay',
    access: 'private',
    tags,
    summary: "A carrier's transports on the road, the latest started first: the goods it carries (its products in transport)",
    params: IdParam,
    data: Type.Array(Request),
  }),
  requestsMadeToOthers: defineRoute(userList('/users/:id/requestsMadeToOthers', 'Sent, pending')),
  requestsAcceptedToOthers: defineRoute(userList('/users/:id/requestsAcceptedToOthers', 'Sent, on course')),
  requestsRejectedToOthers: defineRoute(userList('/users/:id/requestsRejectedToOthers', 'Sent, rejected')),
  requestsCompletedMadeToOthers: defineRoute(
    userList('/users/:id/requestsCompletedMadeToOthers', 'Sent, historical (completed, cancelled, aborted)'),
  ),
  requestsMadeToMe: defineRoute(userList('/users/:id/requestsMadeToMe', 'Received, pending')),
  requestsAcceptedToMe: defineRoute(userList('/users/:id/requestsAcceptedToMe', 'Received, on course')),
  requestsRejectedToMe: defineRoute(userList('/users/:id/requestsRejectedToMe', 'Received, rejected')),
  requestsCompletedMadeToMe: defineRoute(userList('/users/:id/requestsCompletedMadeToMe', 'Received, historical (completed, cancelled, aborted)')),
};

/** Which list route serves each side and group (the apps' pages and the overview's links). */
export const REQUEST_LIST_ROUTES = {
  sent: {
    pending: requestsRoutes.requestsMadeToOthers,
    onCourse: requestsRoutes.requestsAcceptedToOthers,
    rejected: requestsRoutes.requestsRejectedToOthers,
    historical: requestsRoutes.requestsCompletedMadeToOthers,
  },
  received: {
    pending: requestsRoutes.requestsMadeToMe,
    onCourse: requestsRoutes.requestsAcceptedToMe,
    rejected: requestsRoutes.requestsRejectedToMe,
    historical: requestsRoutes.requestsCompletedMadeToMe,
  },
} as const;
