export * from './common';
export * from './users';
export * from './geo';
export * from './products';
export * from './branch-offices';
