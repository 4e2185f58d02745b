import { routes } from '@agrocadena/contracts';
import { api } from '@agrocadena/shared-ui';

/** GET /config: the deployment's map tiles. */
export function fetchMapConfig(signal?: AbortSignal) {
  return api.call(routes.config, { signal });
}
