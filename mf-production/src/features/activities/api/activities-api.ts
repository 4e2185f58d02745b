import type { ActivityBody } from '@agrocadena/contracts';
import { routes } from '@agrocadena/contracts/client';
import { api, routeQuery, unwrap } from '@agrocadena/shared-ui';

/** GET /user/{id}/simpleProducts: every product of mine, by name, for the product chooser. */
export const myProductsQuery = (userId: string) => routeQuery(routes.userSimpleProducts, { params: { id: userId } });

// Writes reject with an ApiError (message, field, code; a 409 ACTIVITY_IN_PROCESS carries the processes).

export const createActivity = (body: ActivityBody) => api.call(routes.createActivity, { body }).then(unwrap);

export const updateActivity = (activityId: string, body: ActivityBody) =>
  api.call(routes.updateActivity, { params: { id: activityId }, body }).then(unwrap);

export const deleteActivity = (activityId: string) => api.call(routes.deleteActivity, { params: { id: activityId } }).then(unwrap);
