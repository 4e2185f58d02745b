import type { ActivityBody } from '@agrocadena/contracts';
import { routes } from '@agrocadena/contracts/client';
import { api, routeQuery, unwrap } from '@agrocadena/shared-ui';

/** GET /user/{id}/simpleProducts: every product of mine, by name, for the product chooser. */
export const myProductsQuery = (userId: string) => routeQuery(routes.userSimpleProducts, { params: { id: userId } });

// Writes reject with an ApiError (message, field, code; a 409 IN_USE carries what uses the activity).

export const createActivity = (body: ActivityBody) => api.call(routes.createActivity, { body }).then(unwrap);

export const updateActivity = (activityId: string, body: ActivityBody) =>
  api.call(routes.updateActivity, { params: { id: activityId }, body }).then(unwrap);

export const deleteActivity = (activityId: string) => api.call(routes.deleteActivity, { params: { id: activityId } }).then(unwrap);

/** POST /activities/{id}/retire: hidden from new use, whatever uses it (docs/domain.md#in-use). */
export const retireActivity = (activityId: string) => api.call(routes.retireActivity, { params: { id: activityId } }).then(unwrap);
