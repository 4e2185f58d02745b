import type { RouteDef } from '@agrocadena/contracts/core';
import { routes } from '@agrocadena/contracts/client';

/**
 * What a production request made to me shows in, which its run's moves change (the request follows
 * its run): the request, my received lists and the requests' overview.
 */
export const REQUEST_AFFECTED: RouteDef[] = [
  routes.getRequest,
  routes.requestsMadeToMe,
  routes.requestsAcceptedToMe,
  routes.requestsCompletedMadeToMe,
  routes.requestsOverview,
];

/**
 * What a production request I sent shows in (an outsourced run's, which follows it): the request,
 * my sent lists and the requests' overview.
 */
export const SENT_REQUEST_AFFECTED: RouteDef[] = [
  routes.getRequest,
  routes.requestsMadeToOthers,
  routes.requestsAcceptedToOthers,
  routes.requestsRejectedToOthers,
  routes.requestsCompletedMadeToOthers,
  routes.requestsOverview,
];
