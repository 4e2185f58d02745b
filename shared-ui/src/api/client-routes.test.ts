import { routes as contractRoutes, type RouteDef } from '@agrocadena/contracts';
import { routes as clientRoutes } from '@agrocadena/contracts/client';

// The browser's route map (contracts/src/client-routes.json) is generated from the contract's:
// after changing a route, `npx tsc -b contracts && node scripts/client-routes.js`.
test('the browser knows every route of the contract, with its method, path, access, tags (first part of its query keys), kind and paging', () => {
  const expected = Object.fromEntries(
    Object.entries(contractRoutes as Record<string, RouteDef>).map(([name, { method, path, access, tags, kind, paged }]) => [
      name,
      { method, path, access, tags, ...(kind ? { kind } : {}), ...(paged ? { paged } : {}) },
    ]),
  );
  expect(clientRoutes).toEqual(expected);
});
