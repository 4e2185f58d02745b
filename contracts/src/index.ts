// The run-time contract shared by the API and every app. Depends on TypeBox only.
export * from './core';
export * from './schemas/common';
export * from './schemas/users';
export * from './schemas/geo';
export * from './schemas/config';
export * from './schemas/health';
export * from './schemas/files';
export * from './schemas/products';
export * from './schemas/branch-offices';
export * from './schemas/activities';
export * from './schemas/processes';
export * from './schemas/services';
export * from './schemas/executions';
export * from './routes';
export * from './schemas/requests';
export * from './schemas/catalog';
export * from './schemas/contacts';
