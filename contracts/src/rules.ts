// The rules the API and the working screens apply alike, shared on their own
// (`@agrocadena/contracts/rules`): exact decimal arithmetic, what each user type may do, what a run
// or an order needs. The public pages never load them (core.ts is what they load).
export * from './decimal';
export * from './capabilities';
export * from './production-needs';
export * from './payments';
export * from './lots';
export * from './lots-preview';
