// The contract's tests, front-end unit and component tests (jsdom), and the tests of the
// repository's own tooling (scripts/*.test.js, e.g. the lint rules). The API has its own config in api/.
const path = require('node:path');

const apps = ['shared-ui', 'shell', 'mf-catalog', 'mf-inventory', 'mf-production', 'mf-requests', 'mf-account'];

const project = (name) => ({
  displayName: name,
  rootDir: path.join(__dirname, name),
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  setupFilesAfterEnv: [path.join(__dirname, 'config/jest.setup.ts')],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.join(__dirname, 'config/tsconfig.jest.json') }],
    // react-leaflet 4 ships ESM only: its JavaScript is turned into CommonJS like our TypeScript.
    '/node_modules/(react-leaflet|@react-leaflet)/.+\\.js$': [
      'ts-jest',
      { tsconfig: { allowJs: true, module: 'commonjs', target: 'es2020', isolatedModules: true, esModuleInterop: true } },
    ],
  },
  moduleNameMapper: {
    '^@agrocadena/shared-ui$': path.join(__dirname, 'shared-ui/src/index.ts'),
    '^@agrocadena/shared-ui/core$': path.join(__dirname, 'shared-ui/src/core.ts'),
    '^@agrocadena/shared-ui/forms$': path.join(__dirname, 'shared-ui/src/forms.ts'),
    '^@agrocadena/shared-ui/antd-forms$': path.join(__dirname, 'shared-ui/src/antd-forms.ts'),
    '^@agrocadena/shared-ui/harness$': path.join(__dirname, 'shared-ui/src/harness/index.ts'),
    // shared-ui's antd part names antd's ESM build, which the browser bundles; tests take its CommonJS build.
    '^antd/es/index\\.js$': 'antd/lib/index.js',
    '^@agrocadena/contracts$': path.join(__dirname, 'contracts/src/index.ts'),
    '^@agrocadena/contracts/core$': path.join(__dirname, 'contracts/src/core.ts'),
    '^@agrocadena/contracts/rules$': path.join(__dirname, 'contracts/src/rules.ts'),
    '^@agrocadena/contracts/client$': path.join(__dirname, 'contracts/src/client.ts'),
    '^@agrocadena/shared-ui/src/(.*)$': path.join(__dirname, 'shared-ui/src/$1'),
    '\\.(css)$': 'identity-obj-proxy',
    // @ant-design/icons' CommonJS build requires the ESM-only colors build.
    '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
  },
  transformIgnorePatterns: ['/node_modules/(?!(react-leaflet|@react-leaflet)/)'],
});

// The contract's own rules (decimals, the calendar, capabilities, transition tables), in plain
// Node: the API runs them there, and the apps run the same code in the browser.
const contracts = {
  displayName: 'contracts',
  rootDir: path.join(__dirname, 'contracts'),
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: path.join(__dirname, 'config/tsconfig.jest.json') }],
  },
};

// Plain Node tests of scripts/ and of the root configs they exercise (eslint.config.js).
const tooling = {
  displayName: 'tooling',
  rootDir: path.join(__dirname, 'scripts'),
  testEnvironment: 'node',
  testMatch: ['<rootDir>/*.test.js', '<rootDir>/load/*.test.js'],
  transform: {},
};

module.exports = {
  projects: [contracts, ...apps.map(project), tooling],
};
