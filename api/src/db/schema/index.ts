// The database, one file per domain (drizzle-kit reads this folder to generate migrations).
export * from './geo';
export * from './accounts';
export * from './requests';
export * from './products';
export * from './branch-offices';
export * from './settings';
export * from './rate-limits';
export * from './list-counts';
export * from './activities';
export * from './processes';
export * from './executions';
export * from './services';
