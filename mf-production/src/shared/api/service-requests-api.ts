import type { AcceptServiceRequestBody, UpdateRequestStateBody } from '@agrocadena/contracts';
import { routes } from '@agrocadena/contracts/client';
import { api, routeQuery, unwrap } from '@agrocadena/shared-ui';

/** GET /requests/{id}: a production request made to me, as I (its provider) see it. */
export const serviceRequestQuery = (requestId: string) => routeQuery(routes.getRequest, { params: { id: requestId } });

// Both reject with an ApiError: a 409 names the products the stock is short of or the request's
// state, a 400 the field.

/**
 * POST /acceptServiceRequest on a production request: my run of the service's activity — or, for a
 * process service, a production order of it with its run of `activityId` — making
 * `expectedOutputProducts` opens now (its needs consumed) or on `scheduleTime` (reserved). The
 * answer is the request, whose `run` is the new run.
 */
export const acceptServiceRequest = (body: AcceptServiceRequestBody) => api.call(routes.acceptServiceRequest, { body }).then(unwrap);

/** POST /updateRequestState: the request's run is complete, its outputs wait for delivery (idempotent). */
export const updateRequestState = (body: UpdateRequestStateBody) => api.call(routes.updateRequestState, { body }).then(unwrap);
