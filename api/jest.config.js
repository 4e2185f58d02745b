// API tests: unit tests of rules next to the code; HTTP integration tests (`*.api.test.ts`) in
// their module's folder, and those that cross every module under test/.
// TEST_DB=postgres makes the integration helpers create a fresh PostgreSQL database per file.
const path = require('node:path');

// The CommonJS content-disposition that the api's own @fastify/static depends on, wherever npm
// placed it; test/support/content-disposition-cjs.js bridges the ESM-only v3 to it under jest.
const apiStatic = path.dirname(require.resolve('@fastify/static/package.json', { paths: [__dirname] }));
const contentDispositionCjs = require.resolve('content-disposition', { paths: [apiStatic] });

const moduleNameMapper = {
  // The contract's TypeScript, so tests never wait for (or run against a stale) contracts/dist.
  '^@agrocadena/contracts$': path.join(__dirname, '../contracts/src/index.ts'),
  '^content-disposition$': path.join(__dirname, 'test/support/content-disposition-cjs.js'),
  '^content-disposition-cjs$': contentDispositionCjs,
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
      testPathIgnorePatterns: ['/node_modules/', '\\.api\\.test\\.ts$'],
      transform,
      moduleNameMapper,
    },
    {
      displayName: 'api-integration',
      rootDir: __dirname,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/src/**/*.api.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/postgres/', '<rootDir>/test/redis/'],
      transform,
      moduleNameMapper,
    },
    // Tests that need a real PostgreSQL server (a proxy cutting it off): a project only when
    // TEST_DB=postgres, so the PGlite pass neither runs nor skips them.
    ...(process.env.TEST_DB === 'postgres'
      ? [
          {
            displayName: 'api-postgres',
            rootDir: __dirname,
            testEnvironment: 'node',
            testMatch: ['<rootDir>/test/postgres/**/*.test.ts'],
            transform,
            moduleNameMapper,
          },
        ]
      : []),
    // Tests of the rate limits counted in a real Redis server: a project only when REDIS_URL is set.
    ...(process.env.REDIS_URL
      ? [
          {
            displayName: 'api-redis',
            rootDir: __dirname,
            testEnvironment: 'node',
            testMatch: ['<rootDir>/test/redis/**/*.test.ts'],
            transform,
            moduleNameMapper,
          },
        ]
      : []),
  ],
};
