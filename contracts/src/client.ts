// The route map as the browser needs it, shared on its own (`@agrocadena/contracts/client`): each
// route's method, path, access (and whether a public one reads the session), tags, kind and paging, typed as the full map (so a call's params, body
// and answer still type-check) but without the TypeBox schemas, which only the API validates with
// — 23 KB compressed less on every page that calls the API. Written from the contract by
// scripts/registries.js (on install, build, start and test).
import type { routes as contractRoutes } from './routes';
import table from './client-routes.generated.json';

export const routes = table as unknown as typeof contractRoutes;
