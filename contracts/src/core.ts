// The TypeBox-free half of the contract, shared on its own (`@agrocadena/contracts/core`): enums,
// limits, patterns, error codes, the version, how a route's path is filled in, and the rules both
// sides apply (exact decimals, the region's calendar, what each user type may do, the transition
// tables). The public pages load only this half; the schemas and the route map (index.ts) come with
// the first page that calls the API.
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
export * from './decimal';
export * from './calendar';
export * from './capabilities';
