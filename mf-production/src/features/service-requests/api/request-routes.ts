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
