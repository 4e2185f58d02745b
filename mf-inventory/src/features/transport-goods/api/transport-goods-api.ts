import { routes } from '@agrocadena/contracts/client';
import { routeQuery } from '@agrocadena/shared-ui';

/** A carrier's transports on the road: the goods it carries. */
export const transportsUnderWayQuery = (userId: string) => routeQuery(routes.transportsUnderWay, { params: { id: userId } });
