import { useQuery } from '@tanstack/react-query';
import { routes } from '@agrocadena/contracts/client';
import type { PublicConfig } from '@agrocadena/contracts';
import { routeQuery } from '../../data/route-query';
import { FALLBACK_MAP_CONFIG } from './map-defaults';

/**
 * The tile URL and attribution from GET /config: null until known, the OSM default if it fails (asked
 * again the next time a map is shown). The tile server does not change while the app runs.
 */
export function useMapConfig(): PublicConfig | null {
  const query = useQuery({ ...routeQuery(routes.config), staleTime: Infinity });
  if (query.isError || (query.data && !query.data.mapTileUrl)) return FALLBACK_MAP_CONFIG;
  return query.data ?? null;
}
