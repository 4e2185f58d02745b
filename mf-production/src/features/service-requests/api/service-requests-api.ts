import type { AcceptServiceRequestBody, UpdateRequestStateBody } from '@agrocadena/contracts';
import { routes } from '@agrocadena/contracts/client';
import { api, routeQuery, unwrap } from '@agrocadena/shared-ui';

/** GET /requests/{id}: a production request made to me, as I (its provider) see it. */
export const serviceRequestQuery = (requestId: string) => routeQuery(routes.getRequest, { params: { id: requestId } });

// Both reject with an ApiError: a 409 names the products the stock is short of or the request's
// state, a 400 the field.

/**
 * POST /acceptServiceRequest on a production request: my run of the service's activity making
 * `expectedOutputProducts` opens now (its needs consumed) or on `scheduleTime` (reserved).
 */
export const acceptServiceRequest = (body: AcceptServiceRequestBody) => api.call(routes.acceptServiceRequest, { body }).then(unwrap);

/** POST /updateRequestState: the request's run is complete, its outputs wait for delivery (idempotent). */
export const updateRequestState = (body: UpdateRequestStateBody) => api.call(routes.updateRequestState, { body }).then(unwrap);
