// Helpers for the remotes' component tests (jest + jsdom). Not part of the federated bundle:
// import them as '@agrocadena/shared-ui/src/testing'.
export * from './fetch-stub';
export * from './render-page';
export * from './antd-helpers';
export * from './files';
export * from './screens';
export * from './request-fixture';
export * from './picked-location';
