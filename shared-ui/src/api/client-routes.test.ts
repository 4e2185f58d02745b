import { routes as contractRoutes, type RouteDef } from '@agrocadena/contracts';
import { routes as clientRoutes } from '@agrocadena/contracts/client';

// The browser's route map (contracts/src/client-routes.generated.json) is written from the contract's
// by scripts/registries.js; this proves the writer drops no route and no field the client reads.
test('the browser knows every route of the contract, with its method, path, access (and whether a public one reads the session), tags (first part of its query keys), kind and paging', () => {
  const expected = Object.fromEntries(
    Object.entries(contractRoutes as Record<string, RouteDef>).map(([name, { method, path, access, readsSession, tags, kind, paged }]) => [
      name,
      { method, path, access, ...(readsSession ? { readsSession } : {}), tags, ...(kind ? { kind } : {}), ...(paged ? { paged } : {}) },
    ]),
  );
  expect(clientRoutes).toEqual(expected);
});
