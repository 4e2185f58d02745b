import type { ExecuteActivityBody } from '@agrocadena/contracts';
import { routes } from '@agrocadena/contracts/client';
import { api, routeQuery, unwrap } from '@agrocadena/shared-ui';

/** GET /activities/{id}/runPlan: the activity with its products and my stock of each, in one call. */
export const activityRunPlanQuery = (activityId: string) => routeQuery(routes.activityRunPlan, { params: { id: activityId } });

/** GET /processes/{id}/runPlan: the process's activities in order (the last the principal) and my stock. */
export const processRunPlanQuery = (processId: string) => routeQuery(routes.processRunPlan, { params: { id: processId } });

// Both reject with an ApiError: a 409 names the products the stock is short of, a 400 the field.

/** POST /executeActivity: the new run (data._id), started now or scheduled; with `orderWants`, the new order it starts, planned by the API. */
export const executeActivity = (body: ExecuteActivityBody) => api.call(routes.executeActivity, { body }).then(unwrap);
