import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@agrocadena/contracts';
import { mapConfigQuery } from '../api/map-config-api';
import { FALLBACK_MAP_CONFIG } from '../rules/map-defaults';

/**
 * The tile URL and attribution from GET /config: null until known, the OSM default if it fails (asked
 * again the next time a map is shown). The tile server does not change while the app runs.
 */
export function useMapConfig(): PublicConfig | null {
  const query = useQuery({ ...mapConfigQuery(), staleTime: Infinity });
  if (query.isError || (query.data && !query.data.mapTileUrl)) return FALLBACK_MAP_CONFIG;
  return query.data ?? null;
}
