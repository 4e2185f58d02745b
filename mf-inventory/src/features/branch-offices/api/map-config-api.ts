import { routes } from '@agrocadena/contracts/client';
import { routeQuery } from '@agrocadena/shared-ui';

/** GET /config: the deployment's map tiles. */
export const mapConfigQuery = () => routeQuery(routes.config);
