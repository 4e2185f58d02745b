import { api } from '@agrocadena/shared-ui';

export interface MapConfig {
  mapTileUrl: string;
  mapAttribution: string;
}

/** GET /config: public, so no token is sent. */
export function fetchMapConfig(signal?: AbortSignal) {
  return api.get<MapConfig>('/config', undefined, { auth: false, signal });
}
