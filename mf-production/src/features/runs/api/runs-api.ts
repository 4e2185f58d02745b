import type {
  AbortActivityBody,
  CompleteActivityBody,
  PauseActivityBody,
  RequestIdBody,
  RestartActivityBody,
  StartActivityBody,
} from '@agrocadena/contracts';
import { routes } from '@agrocadena/contracts/client';
import { api, routeQuery, unwrap } from '@agrocadena/shared-ui';

/** GET /executedActivities/{id}: one run with its milestones. */
export const executedActivityQuery = (runId: string) => routeQuery(routes.getExecutedActivity, { params: { id: runId } });

// Transitions answer with the run as it now is; they reject with an ApiError (a 409 names the
// current state, or, for a start, the products the stock is short of).

export const startRun = (body: StartActivityBody) => api.call(routes.startActivity, { body }).then(unwrap);

export const pauseRun = (body: PauseActivityBody) => api.call(routes.pauseActivity, { body }).then(unwrap);

export const restartRun = (body: RestartActivityBody) => api.call(routes.restartActivity, { body }).then(unwrap);

export const completeRun = (body: CompleteActivityBody) => api.call(routes.completeActivity, { body }).then(unwrap);

export const abortRun = (body: AbortActivityBody) => api.call(routes.abortActivity, { body }).then(unwrap);

/**
 * POST /cancelRequest: an outsourced run's request withdrawn (while PENDING, PROPOSAL_SUBMITTED or
 * PROPOSAL_ACCEPTED; 409 INVALID_REQUEST_TRANSITION otherwise), which aborts the run.
 */
export const cancelRunRequest = (body: RequestIdBody) => api.call(routes.cancelRequest, { body }).then(unwrap);
