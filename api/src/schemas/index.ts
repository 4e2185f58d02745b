export * from './common';
export * from './users';
export * from './geo';
