#!/usr/bin/env node
// Writes contracts/src/client-routes.json: the route map as the browser needs it (method, path,
// access, tags, kind, paged), without the TypeBox schemas the API validates with. Run after changing a
// route: `npx tsc -b contracts && node scripts/client-routes.js` (shared-ui's client-routes.test.ts
// fails until the file matches the contract).
const fs = require('node:fs');
const path = require('node:path');

const { routes } = require('../contracts/dist/routes');

/** The fields of a route the browser's API client reads. */
function clientRouteOf(route) {
  const { method, path: routePath, access, tags, kind, paged } = route;
  return { method, path: routePath, access, tags, ...(kind ? { kind } : {}), ...(paged ? { paged } : {}) };
}

const table = Object.fromEntries(Object.entries(routes).map(([name, route]) => [name, clientRouteOf(route)]));
fs.writeFileSync(path.join(__dirname, '../contracts/src/client-routes.json'), `${JSON.stringify(table, null, 2)}\n`);
console.log(`contracts/src/client-routes.json: ${Object.keys(table).length} routes`);
