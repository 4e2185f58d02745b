// API tests: unit tests of domain rules next to the code, HTTP integration tests under test/.
// TEST_DB=postgres makes the integration helpers create a fresh PostgreSQL database per file.
const path = require('node:path');

const moduleNameMapper = {
  '^content-disposition$': path.join(__dirname, 'test/support/content-disposition-cjs.js'),
};

const transform = {
  '^.+\\.ts$': ['ts-jest', { tsconfig: path.join(__dirname, 'test/tsconfig.json') }],
};

module.exports = {
  // Each integration file starts PGlite (a few seconds of WASM start-up) and a server.
  testTimeout: 60000,
  projects: [
    {
      displayName: 'api-unit',
      rootDir: __dirname,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.test.ts'],
      transform,
      moduleNameMapper,
    },
    {
      displayName: 'api-integration',
      rootDir: __dirname,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/**/*.test.ts'],
      transform,
      moduleNameMapper,
    },
  ],
};
