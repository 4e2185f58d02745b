// ESLint for the whole monorepo (`npm run lint`, step "lint and format" of scripts/test.sh).
// typescript-eslint `recommended`, with type information for the TypeScript files so that a promise
// is awaited, handled or let go on purpose (`void`), the rules of hooks for the front-end apps, and
// the architecture's import boundaries (docs/architecture.md#layout), which scripts/lint-rules.test.js
// proves rule by rule.
const fs = require('node:fs');
const path = require('node:path');
const js = require('@eslint/js');
const { defineConfig, globalIgnores } = require('eslint/config');
const globals = require('globals');
const importX = require('eslint-plugin-import-x');
const reactHooks = require('eslint-plugin-react-hooks');
const tseslint = require('typescript-eslint');
const { SHARED_SUBSETS, namesOf } = require('./config/shared/subsets');

const REMOTES = ['mf-catalog', 'mf-inventory', 'mf-production', 'mf-requests', 'mf-account'];
const APPS = ['shell', ...REMOTES];
const FRONT_END = ['shared-ui', ...APPS];

const escapeRegExp = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Patterns for no-restricted-imports that match an import of the given workspace folders, either
 * by package name (`mf-inventory/…`) or by a relative path that climbs out of the importing app
 * and into one of them (`../../../mf-inventory/src/…`).
 */
function importsOf(folders, message) {
  const names = folders.map(escapeRegExp).join('|');
  return [
    { regex: `^(?:${names})(?:/|$)`, caseSensitive: true, message },
    { regex: `^(?:\\.\\./)+(?:${names})(?:/|$)`, caseSensitive: true, message },
  ];
}

// (e) The package root of @ant-design/icons ships the whole icon set (config/webpack.mf.js).
const ICONS_ONE_BY_ONE = {
  name: '@ant-design/icons',
  message:
    'Icons are federated one by one (config/webpack.mf.js); the package root would ship all of them. ' +
    "Import icons one by one: import HomeOutlined from '@ant-design/icons/HomeOutlined'",
};

// (f) The router is shared with the names config/shared/react-router-dom.ts re-exports, no others.
const SHARED_SUBSET_PATHS = SHARED_SUBSETS.map((pkg) => ({
  name: pkg,
  allowImportNames: namesOf(pkg),
  message: `The suite shares only the names config/shared/${pkg}.ts re-exports: add this one there first.`,
}));

// (h) antd is drawn only by shared-ui's antd part (config/shared/README.md): a page's first paint
// carries none of it, and its dialogs and pickers come when one first opens.
const ANTD_ONLY_IN_ITS_PART_MESSAGE =
  "antd is drawn only inside shared-ui's antd part (shared-ui/src/antd-parts.ts): Button, Alert and Spin come from " +
  "'@agrocadena/shared-ui', forms (Form, Input, Radio…) from '@agrocadena/shared-ui/forms', antd's dialog and picker " +
  "components (Modal, Select, Descriptions…) from '@agrocadena/shared-ui/antd-forms'. To use another antd component, add it to antd-parts.ts.";
const ANTD_ONLY_IN_ITS_PART = { name: 'antd', message: ANTD_ONLY_IN_ITS_PART_MESSAGE };
const ANTD_BUILDS = { regex: '^antd/(?:es|lib)(?:/|$)', caseSensitive: true, message: ANTD_ONLY_IN_ITS_PART_MESSAGE };
// The files that make up that part.
const ANTD_PART_FILES = ['shared-ui/src/antd-parts.ts', 'shared-ui/src/antd-theme.tsx'];

// (d) Pages compose features; a feature never reaches up into a page.
const NO_PAGES_FROM_FEATURES = [
  {
    // ../pages, ../../../pages, or up to the app's root and down again (../../../src/pages).
    regex: '^(?:\\.\\./)+(?:src/)?pages(?:/|$)',
    caseSensitive: true,
    message: 'src/features/** must not import from src/pages/**: pages compose features, never the other way round.',
  },
];

/** What one front-end folder may not import (a)–(c). */
function boundariesOf(folder) {
  if (folder === 'shared-ui') {
    // (c) The federated singleton library knows no app.
    return importsOf(APPS, 'shared-ui is the library every app uses: it must not import from any app (shell, mf-*).');
  }
  if (folder === 'shell') {
    // (b) Remote pages reach the shell only through Module Federation at run time
    // (loadRemote('inventory/UserProductsPage') in src/remotes/remote-registry.ts), never by source.
    return importsOf(
      REMOTES,
      "The shell must not import a remote's source: remote pages load at run time through Module Federation (src/remotes/remote-registry.ts).",
    );
  }
  // (a) Remotes build, run and deploy alone: nothing from another remote or from the shell.
  return importsOf(
    [...REMOTES.filter((remote) => remote !== folder), 'shell'],
    `${folder} must not import from another remote or from the shell: remotes build, run and deploy alone; share code through @agrocadena/shared-ui.`,
  );
}

/** no-restricted-imports per folder; a later config replaces the rule's options, so each block carries all of them. */
function boundaryConfigs(folder) {
  const patterns = boundariesOf(folder);
  const rule = (extra, { antd = false } = {}) => [
    'error',
    {
      paths: [ICONS_ONE_BY_ONE, ...SHARED_SUBSET_PATHS, ...(antd ? [] : [ANTD_ONLY_IN_ITS_PART])],
      patterns: [...patterns, ...(antd ? [] : [ANTD_BUILDS]), ...extra],
    },
  ];
  return [
    {
      name: `agrocadena/boundaries/${folder}`,
      files: [`${folder}/src/**/*.{ts,tsx,js,jsx}`],
      rules: { 'no-restricted-imports': rule([]) },
    },
    {
      name: `agrocadena/boundaries/${folder}/features`,
      files: [`${folder}/src/features/**/*.{ts,tsx,js,jsx}`],
      rules: { 'no-restricted-imports': rule(NO_PAGES_FROM_FEATURES) },
    },
    ...(folder === 'shared-ui'
      ? [{ name: 'agrocadena/boundaries/shared-ui/antd-part', files: ANTD_PART_FILES, rules: { 'no-restricted-imports': rule([], { antd: true }) } }]
      : []),
  ];
}

// (i) Every package a file imports is declared in the package.json nearest to it (its workspace's,
// or the root's for scripts/ and config/): a workspace that leans on a package hoisted there for
// another breaks when that one drops it, and its build or its federation share may take another
// version. Shipped code takes `dependencies` only. Tests, test helpers and configs may also take
// devDependencies, their workspace's or the root's: jest, Testing Library and webpack are the
// monorepo's tooling, installed once at the root, and run from there.
const WORKSPACES = require('./package.json').workspaces;
/** Dev-only files, relative to a workspace (or to the root). */
const DEV_ONLY = ['**/*.test.{ts,tsx,js}', 'src/testing/**', 'src/test/**', 'test/**', 'scripts/**', '**/*.config.{js,cjs,mjs,ts}'];
const devOnlyIn = (folder) => (folder === 'e2e' ? ['e2e/**'] : DEV_ONLY.map((glob) => `${folder}/${glob}`));
const extraneous = (options) => ['error', { includeTypes: true, optionalDependencies: false, peerDependencies: true, ...options }];

const DECLARED_DEPENDENCIES = [
  {
    name: 'agrocadena/declared-dependencies',
    files: ['**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Resolves as TypeScript and the bundlers do (package "exports", the `types` condition,
      // .ts/.tsx), so each import is traced to the package that provides it; the rule passes over
      // an import it cannot resolve (tsc reports that one).
      'import-x/resolver-next': [
        importX.createNodeResolver({
          extensions: ['.ts', '.tsx', '.d.ts', '.js', '.jsx', '.mjs', '.cjs', '.json', '.node'],
          conditionNames: ['types', 'import', 'require', 'default'],
        }),
      ],
    },
    // The root's own files (scripts/, config/, the root configs) are all tooling.
    rules: { 'import-x/no-extraneous-dependencies': extraneous({ devDependencies: ['*.{js,cjs,mjs,ts}', 'scripts/**', 'config/**', ...DEV_ONLY] }) },
  },
  ...WORKSPACES.map((folder) => ({
    name: `agrocadena/declared-dependencies/${folder}/dev-only`,
    files: devOnlyIn(folder),
    rules: { 'import-x/no-extraneous-dependencies': extraneous({ devDependencies: true, packageDir: [__dirname, path.join(__dirname, folder)] }) },
  })),
];

// (j) Inside a remote, a feature keeps to itself: src/features/<a>/** imports its own folder, the
// remote's src/shared/, shared-ui and the contract, never another feature's files; pages compose
// features. What two features need lives in src/shared/ (or in shared-ui when remotes share it),
// which in turn imports no feature and no page. One zone per feature folder, read from disk, so a
// new feature is bound from its first file.
const featuresOf = (remote) => {
  const dir = path.join(__dirname, remote, 'src/features');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
};
const FEATURE_ZONES = REMOTES.flatMap((remote) => [
  ...featuresOf(remote).map((feature) => ({
    target: `${remote}/src/features/${feature}`,
    from: `${remote}/src/features`,
    except: [`./${feature}`],
    message:
      `A feature must not import another feature's files: move what both use to ${remote}/src/shared/ ` +
      '(or to @agrocadena/shared-ui when several remotes use it); pages compose features.',
  })),
  {
    target: `${remote}/src/shared`,
    from: [`${remote}/src/features`, `${remote}/src/pages`],
    message: `${remote}/src/shared/ is what features share: it must not import a feature or a page.`,
  },
]);
const FEATURES_KEEP_TO_THEMSELVES = {
  name: 'agrocadena/features-keep-to-themselves',
  files: REMOTES.map((remote) => `${remote}/src/{features,shared}/**/*.{ts,tsx,js,jsx}`),
  plugins: { 'import-x': importX },
  rules: { 'import-x/no-restricted-paths': ['error', { basePath: __dirname, zones: FEATURE_ZONES }] },
};

module.exports = defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/dist-types/',
    '**/coverage/',
    '.nx/',
    'data/',
    'api/data/',
    'api/drizzle/',
    'e2e/artifacts/',
    'e2e/test-results/',
    'e2e/playwright-report/',
  ]),
  {
    name: 'agrocadena/linter-options',
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    name: 'agrocadena/typescript',
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: {
      parserOptions: {
        // Type information for the rules below that need it: each file is checked in the tsconfig
        // that owns it (the package's, contracts/tsconfig.test.json, api/test/tsconfig.json,
        // e2e/tsconfig.json, shell/sw/tsconfig.json), found as tsserver finds it.
        projectService: {
          // The few TypeScript files no tsconfig builds (jest's setup, a shared-module stub, drizzle-kit's config).
          allowDefaultProject: ['config/*.ts', 'config/shared/*.ts', 'api/drizzle.config.ts'],
          defaultProject: 'tsconfig.base.json',
        },
        tsconfigRootDir: __dirname,
      },
    },
    rules: {
      // A promise nobody awaits loses its failure: await it, handle it with .catch(), or, where
      // firing and forgetting is meant and the failure surfaces elsewhere, mark it with `void`.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // …and `void` only on a promise.
      '@typescript-eslint/no-meaningless-void-operator': 'error',
      // tsc (noUnusedLocals/noUnusedParameters) already reports these; `_name` marks an intended one.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Plain JavaScript (scripts/, config/, the webpack and jest configs) is linted without type information.
    ...tseslint.configs.disableTypeChecked,
    name: 'agrocadena/javascript-untyped',
    files: ['**/*.{js,cjs,mjs,jsx}'],
  },
  {
    name: 'agrocadena/node-commonjs',
    files: ['**/*.{js,cjs}'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { ...globals.node },
    },
    rules: {
      // CommonJS files: require() is the module system here.
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    name: 'agrocadena/jest-js',
    files: ['**/*.test.js'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    name: 'agrocadena/front-end',
    files: FRONT_END.map((folder) => `${folder}/src/**/*.{ts,tsx}`),
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...FRONT_END.flatMap(boundaryConfigs),
  ...DECLARED_DEPENDENCIES,
  FEATURES_KEEP_TO_THEMSELVES,
  {
    // (g) What ships to the browser takes the contract's values from its halves without TypeBox
    // (`/core`: enums, limits…; `/client`: the route map); the full entry only for types.
    name: 'agrocadena/contract-halves',
    files: FRONT_END.map((folder) => `${folder}/src/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}', '**/src/testing/**', '**/src/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@agrocadena/contracts',
              allowTypeImports: true,
              message:
                "The full contract brings TypeBox and every schema to the browser: import values from '@agrocadena/contracts/core' " +
                "(enums, limits, patterns, errors, calendar), '@agrocadena/contracts/rules' (decimals, capabilities, production needs) or '@agrocadena/contracts/client' (routes); types with `import type`.",
            },
          ],
        },
      ],
    },
  },
]);
