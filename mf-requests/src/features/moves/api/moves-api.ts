import type {
  AcceptProductRequestBody,
  HandOverBody,
  ProposePriceBody,
  ReceiveProductsBody,
  RejectRequestBody,
  RequestIdBody,
} from '@agrocadena/contracts';
import { routes } from '@agrocadena/contracts/client';
import { api, routeQuery, unwrap } from '@agrocadena/shared-ui';

// Each move answers with the request as the caller now sees it, or rejects with an ApiError: a 400
// names its field, a 409 INVALID_REQUEST_TRANSITION the state someone else's move left it in, and
// one that takes stock out a 409 LOT_EXPIRED naming the expired lots it would take.

export const acceptProductRequest = (body: AcceptProductRequestBody) => api.call(routes.acceptProductRequest, { body }).then(unwrap);

export const proposePrice = (body: ProposePriceBody) => api.call(routes.proposePriceRequest, { body }).then(unwrap);

export const cancelProposal = (body: RequestIdBody) => api.call(routes.cancelProposal, { body }).then(unwrap);

export const acceptProposedPrice = (body: RequestIdBody) => api.call(routes.acceptProposedPrice, { body }).then(unwrap);

export const completeProductRequest = (body: HandOverBody) => api.call(routes.completeProductRequest, { body }).then(unwrap);

export const acceptServiceRequest = (body: RequestIdBody) => api.call(routes.acceptServiceRequest, { body }).then(unwrap);

export const completeServiceRequest = (body: HandOverBody) => api.call(routes.completeServiceRequest, { body }).then(unwrap);

export const completeLogisticServiceRequest = (body: RequestIdBody) => api.call(routes.completeLogisticServiceRequest, { body }).then(unwrap);

export const completeStorageServiceRequest = (body: RequestIdBody) => api.call(routes.completeStorageServiceRequest, { body }).then(unwrap);

export const startTransportRequest = (body: RequestIdBody) => api.call(routes.startTransportRequest, { body }).then(unwrap);

export const completeTransportRequest = (body: RequestIdBody) => api.call(routes.completeTransportRequest, { body }).then(unwrap);

export const receiveProducts = (body: ReceiveProductsBody) => api.call(routes.receiveProductsRequest, { body }).then(unwrap);

export const rejectRequest = (body: RejectRequestBody) => api.call(routes.rejectRequest, { body }).then(unwrap);

export const cancelRequest = (body: RequestIdBody) => api.call(routes.cancelRequest, { body }).then(unwrap);

/** The seller's own product a request names: its stock on hand, reserved and available. */
export const productQuery = (id: string) => routeQuery(routes.getProduct, { params: { id } });

/** GET /requests/{id}/receivingProducts: my products to receive its goods into, and those its outputs were homologated with. */
export const receivingProductsQuery = (requestId: string) => routeQuery(routes.receivingProducts, { params: { id: requestId } });
