// The TypeBox-free half of the contract, shared on its own (`@agrocadena/contracts/core`): enums,
// limits, patterns, error codes, the version, how a route's path is filled in, the region's
// calendar and the transition tables: what the public pages load. The rules only working screens
// use (exact decimals, what each user type may do, production needs) are `/rules`, shared on their
// own so the landing page does not carry them; the schemas and the route map (index.ts) are the API's.
export * from './version';
export * from './enums';
export * from './limits';
export * from './patterns';
export * from './errors';
export * from './route';
export * from './executions';
export * from './requests';
export * from './live';
export * from './calendar';
