// The TypeBox-free half of the contract, shared on its own (`@agrocadena/contracts/core`): enums,
// limits, patterns, error codes, the version and how a route's path is filled in. The public pages
// load only this half; the schemas and the route map (index.ts) come with the first page that calls the API.
export * from './version';
export * from './enums';
export * from './limits';
export * from './patterns';
export * from './errors';
export * from './route';
export * from './executions';
export * from './production-needs';
export * from './requests';
export * from './live';
