import { configRoutes as routes } from '@agrocadena/contracts';
import type { DomainRoutes } from '../../http/routes';
import type { RouteOptions } from '../../http/types';

export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_ATTRIBUTION = '© OpenStreetMap contributors';

/** GET /config: public, no token; deployments point the map at their own tile server here. */
export const configHandlers: DomainRoutes<RouteOptions> = (r, { ctx }) => {
  r.handle(routes.config, () => ctx.publicConfig);
};
