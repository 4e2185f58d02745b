import { routes } from '@agrocadena/contracts/client';
import { MAX_PAGE_SIZE } from '@agrocadena/contracts/core';
import { routePageQuery, routeQuery } from '@agrocadena/shared-ui';

/** GET /users/{id}/providersWithActivities: my providers that offer public production services, with those services. */
export const providersWithServicesQuery = (userId: string) => routeQuery(routes.providersWithActivities, { params: { id: userId } });

/**
 * GET /publicServices of one provider, its production services (the first hundred): the catalogue's
 * service carries what it makes (`outputProducts`), which my outputs are homologated with.
 */
export const productionServicesOfQuery = (providerId: string) =>
  routePageQuery(routes.publicServices, { query: { providerId, serviceType: 'PRODUCTION', skip: 0, limit: MAX_PAGE_SIZE } });
