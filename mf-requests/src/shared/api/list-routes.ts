import type { RequestListGroup, RequestSide } from '@agrocadena/contracts/core';
import { routes } from '@agrocadena/contracts/client';

// The contract's REQUEST_LIST_ROUTES, rebuilt from the browser's route map: the contract exports
// it only beside the TypeBox schemas, which the browser does not load.
const REQUEST_LIST_ROUTES = {
  sent: {
    pending: routes.requestsMadeToOthers,
    onCourse: routes.requestsAcceptedToOthers,
    rejected: routes.requestsRejectedToOthers,
    historical: routes.requestsCompletedMadeToOthers,
  },
  received: {
    pending: routes.requestsMadeToMe,
    onCourse: routes.requestsAcceptedToMe,
    rejected: routes.requestsRejectedToMe,
    historical: routes.requestsCompletedMadeToMe,
  },
} as const satisfies Record<RequestSide, Record<RequestListGroup, unknown>>;

/** The list of a side and group, typed as any one of them (they share params, query and rows). */
export const listRoute = (side: RequestSide, group: RequestListGroup): typeof routes.requestsMadeToOthers =>
  REQUEST_LIST_ROUTES[side][group] as typeof routes.requestsMadeToOthers;
