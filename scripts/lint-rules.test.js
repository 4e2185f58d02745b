// The import boundaries of eslint.config.js, proved rule by rule: each one fires on an import that
// breaks it and stays quiet on the allowed neighbour. Nothing is written to disk: lintText() lints
// the code as if it lived at filePath (the file need not exist).
const fs = require('node:fs');
const path = require('node:path');
const { ESLint } = require('eslint');
const tseslint = require('typescript-eslint');

const root = path.join(__dirname, '..');
// The config object itself rather than ESLint's own loading of eslint.config.js, which goes
// through import() and that needs --experimental-vm-modules under jest.
const config = require('../eslint.config.js');
// The import rules need no type information: without it, a file no tsconfig knows of (they do not
// exist) can be linted, and fast.
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [...config, { ...tseslint.configs.disableTypeChecked, files: ['**/*.{ts,tsx}'] }],
});
// The whole config, type information included, for the rules that need it.
const typed = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: config });

/** The messages of no-restricted-imports for `code` placed at `file` (relative to the root). */
async function restrictedImports(file, code) {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: path.join(root, file) });
  const fatal = result.messages.filter((m) => m.fatal);
  if (fatal.length > 0) throw new Error(`${file}: ${fatal.map((m) => m.message).join('; ')}`);
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

/** The messages of `ruleId` for `code` placed at `file` (relative to the root). */
async function messagesOf(ruleId, file, code, linter = eslint) {
  const [result] = await linter.lintText(`${code}\n`, { filePath: path.join(root, file) });
  const fatal = result.messages.filter((m) => m.fatal);
  if (fatal.length > 0) throw new Error(`${file}: ${fatal.map((m) => m.message).join('; ')}`);
  return result.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

const importFrom = (source) => `import thing from '${source}';\nexport default thing;`;

const REMOTE = 'must not import from another remote or from the shell';
const SHELL = "The shell must not import a remote's source";
const LIBRARY = 'it must not import from any app';
const FEATURES = 'src/features/** must not import from src/pages/**';
const ICONS = 'Import icons one by one';

// [rule, file, bad import, its message, good import]
const cases = [
  [
    '(a) a remote imports another remote by path',
    'mf-inventory/src/features/products/x.ts',
    '../../../../mf-catalog/src/pages/x',
    REMOTE,
    '../hooks/x',
  ],
  [
    '(a) a remote imports another remote by package name',
    'mf-catalog/src/pages/x.tsx',
    'mf-production/src/features/x',
    REMOTE,
    '@agrocadena/shared-ui',
  ],
  ['(a) a remote imports the shell', 'mf-requests/src/pages/x.tsx', '../../../shell/src/app', REMOTE, '../features/x'],
  ['(a) a remote imports the shell by package name', 'mf-account/src/x.ts', 'shell', REMOTE, '@agrocadena/contracts'],
  [
    '(b) the shell imports a remote by path',
    'shell/src/routes/x.ts',
    '../../../mf-inventory/src/pages/user-products-page',
    SHELL,
    '../remotes/remote-registry',
  ],
  ['(b) the shell imports a remote by package name', 'shell/src/app.tsx', 'mf-account', SHELL, '@module-federation/enhanced/runtime'],
  ['(c) shared-ui imports the shell', 'shared-ui/src/components/x.tsx', '../../../shell/src/app', LIBRARY, '../hooks/use-paged-list'],
  ['(c) shared-ui imports a remote', 'shared-ui/src/x.ts', 'mf-inventory/src/features/x', LIBRARY, '@agrocadena/contracts'],
  [
    '(d) a feature imports a page (remote)',
    'mf-production/src/features/activities/components/x.tsx',
    '../../../pages/user-activities-page',
    FEATURES,
    '../hooks/x',
  ],
  ['(d) a feature imports a page (shell)', 'shell/src/features/auth/x.tsx', '../../pages/login-page', FEATURES, '../session/x'],
  ['(e) icons from the package root (remote)', 'mf-inventory/src/pages/x.tsx', '@ant-design/icons', ICONS, '@ant-design/icons/HomeOutlined'],
  ['(e) icons from the package root (shell)', 'shell/src/layouts/x.tsx', '@ant-design/icons', ICONS, '@ant-design/icons/MenuOutlined'],
  [
    '(e) icons from the package root (shared-ui)',
    'shared-ui/src/features/geo/x.tsx',
    '@ant-design/icons',
    ICONS,
    '@ant-design/icons/EnvironmentOutlined',
  ],
];

describe('import boundaries (eslint.config.js)', () => {
  test.each(cases)('%s: %s', async (_rule, file, bad, message, good) => {
    expect(await restrictedImports(file, importFrom(bad))).toEqual([expect.stringContaining(message)]);
    expect(await restrictedImports(file, importFrom(good))).toEqual([]);
  });

  test('re-exports are imports too', async () => {
    expect(await restrictedImports('mf-catalog/src/features/x/index.ts', "export * from '../../../../mf-account/src/x';")).toEqual([
      expect.stringContaining(REMOTE),
    ]);
    expect(await restrictedImports('mf-catalog/src/features/x/index.ts', "export { default } from '../../pages/x';")).toEqual([
      expect.stringContaining(FEATURES),
    ]);
  });

  test('the shell still loads remote pages through Module Federation ids', async () => {
    const code =
      "import { loadRemote } from '@module-federation/enhanced/runtime';\nexport const page = () => loadRemote('inventory/UserProductsPage');";
    expect(await restrictedImports('shell/src/remotes/x.ts', code)).toEqual([]);
  });

  test('pages may import features; a remote may import its own files', async () => {
    expect(await restrictedImports('mf-inventory/src/pages/x.tsx', importFrom('../features/products/components/x'))).toEqual([]);
    expect(await restrictedImports('mf-inventory/src/features/x/y.ts', importFrom('../../../../mf-inventory/src/i18n/x'))).toEqual([]);
  });

  test('the icon message explains the rule and the fix', async () => {
    const [message] = await restrictedImports(
      'mf-catalog/src/pages/x.tsx',
      "import { HomeOutlined } from '@ant-design/icons';\nexport default HomeOutlined;",
    );
    expect(message).toContain('the package root would ship all of them');
    expect(message).toContain("import HomeOutlined from '@ant-design/icons/HomeOutlined'");
  });

  test('(f) only the names the suite shares of the router: another one fails until config/shared/ lists it', async () => {
    const file = 'mf-requests/src/pages/x.tsx';
    const [message] = await restrictedImports(file, "import { useBlocker } from 'react-router-dom';\nexport default useBlocker;");
    expect(message).toContain('config/shared/react-router-dom.ts');
    expect(await restrictedImports(file, "import { Link, useNavigate } from 'react-router-dom';\nexport default [Link, useNavigate];")).toEqual([]);
    // A default or namespace import would reach names the shared module does not have.
    expect(await restrictedImports(file, "import * as router from 'react-router-dom';\nexport default router;")).toHaveLength(1);
  });

  test("(h) antd only inside shared-ui's antd part: a page takes the suite's components instead", async () => {
    const page = 'mf-requests/src/pages/x.tsx';
    const [button] = await restrictedImports(page, "import { Button } from 'antd';\nexport default Button;");
    expect(button).toContain("Button, Alert and Spin come from '@agrocadena/shared-ui'");
    const [form] = await restrictedImports(page, "import { Form } from 'antd';\nexport default Form;");
    expect(form).toContain("'@agrocadena/shared-ui/forms'");
    // By path too: antd's builds are the same library.
    expect(await restrictedImports(page, "import { Modal } from 'antd/es/index.js';\nexport default Modal;")).toHaveLength(1);
    expect(
      await restrictedImports('shared-ui/src/components/x.tsx', "import { Select } from 'antd/es/index.js';\nexport default Select;"),
    ).toHaveLength(1);
    // The part itself draws antd, with its locales.
    expect(await restrictedImports('shared-ui/src/antd-parts.ts', "import { Select } from 'antd/es/index.js';\nexport default Select;")).toEqual([]);
    expect(await restrictedImports('shared-ui/src/antd-theme.tsx', "import esES from 'antd/locale/es_ES';\nexport default esES;")).toEqual([]);
  });

  test("(g) the browser takes values from the contract's halves; the full entry only for types", async () => {
    const contractMessages = async (file, code) => {
      const [result] = await eslint.lintText(`${code}\n`, { filePath: path.join(root, file) });
      return result.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message);
    };
    const file = 'mf-production/src/features/x/api.ts';
    const [message] = await contractMessages(file, "import { routes } from '@agrocadena/contracts';\nexport default routes;");
    expect(message).toContain("'@agrocadena/contracts/client'");
    expect(await contractMessages(file, "import { routes } from '@agrocadena/contracts/client';\nexport default routes;")).toEqual([]);
    expect(await contractMessages(file, "import type { Product } from '@agrocadena/contracts';\nexport type P = Product;")).toEqual([]);
    // Tests do not ship to the browser.
    expect(await contractMessages('mf-production/src/x.test.ts', "import { routes } from '@agrocadena/contracts';\nexport default routes;")).toEqual(
      [],
    );
  });

  test('the boundaries are front-end rules: the API and e2e are not bound by them', async () => {
    expect(await restrictedImports('api/src/x.ts', importFrom('@ant-design/icons'))).toEqual([]);
    expect(await restrictedImports('e2e/support/x.ts', importFrom('../../mf-account/src/i18n/es.json'))).toEqual([]);
  });
});

describe('rules of hooks (front-end apps)', () => {
  test('a conditional hook and a missing effect dependency are errors', async () => {
    const code = [
      "import { useEffect, useState } from 'react';",
      'export function useThing(id: number) {',
      '  const [value, setValue] = useState(0);',
      '  useEffect(() => setValue(id), []);',
      '  if (id > 0) useState(1);',
      '  return value;',
      '}',
    ].join('\n');
    const [result] = await eslint.lintText(code, { filePath: path.join(root, 'mf-catalog/src/features/x/use-thing.ts') });
    expect(result.messages.map((m) => `${m.ruleId}:${m.severity}`).sort()).toEqual(['react-hooks/exhaustive-deps:2', 'react-hooks/rules-of-hooks:2']);
  });
});

describe('(i) every import is declared in the nearest package.json (import-x/no-extraneous-dependencies)', () => {
  const undeclared = (file, code) => messagesOf('import-x/no-extraneous-dependencies', file, code);
  const MISSING = "should be listed in the project's dependencies";

  test("a package another workspace declares is not this one's: chart.js is mf-inventory's, not mf-account's", async () => {
    expect(await undeclared('mf-account/src/features/x/y.tsx', importFrom('chart.js'))).toEqual([expect.stringContaining(`'chart.js' ${MISSING}`)]);
    expect(await undeclared('mf-inventory/src/features/x/y.tsx', importFrom('chart.js'))).toEqual([]);
    // Type-only imports, re-exports and import() count too.
    expect(await undeclared('mf-account/src/x.ts', "import type { Chart } from 'chart.js';\nexport type C = Chart;")).toHaveLength(1);
    expect(await undeclared('mf-account/src/x.ts', "export { Chart } from 'chart.js';")).toHaveLength(1);
    expect(await undeclared('mf-account/src/x.ts', "export const chart = () => import('chart.js');")).toHaveLength(1);
  });

  test('workspace packages too: the contract does not declare shared-ui; subpaths count as their package', async () => {
    expect(await undeclared('contracts/src/x.ts', importFrom('@agrocadena/shared-ui'))).toEqual([
      expect.stringContaining(`'@agrocadena/shared-ui' ${MISSING}`),
    ]);
    expect(await undeclared('mf-catalog/src/pages/x.tsx', importFrom('@agrocadena/shared-ui/forms'))).toEqual([]);
  });

  test('the remotes that use the shared query cache declare it', async () => {
    for (const remote of ['mf-catalog', 'mf-production', 'mf-requests']) {
      expect(
        await undeclared(`${remote}/src/features/x/hooks/y.ts`, "import { useQuery } from '@tanstack/react-query';\nexport default useQuery;"),
      ).toEqual([]);
    }
    expect(await undeclared('api/src/x.ts', importFrom('@tanstack/react-query'))).toHaveLength(1);
  });

  test("tests, test helpers and configs may use devDependencies, their workspace's or the root's; shipped code may not", async () => {
    const testingLibrary = importFrom('@testing-library/react');
    expect(await undeclared('mf-requests/src/pages/x-page.tsx', testingLibrary)).toEqual([expect.stringContaining(MISSING)]);
    expect(await undeclared('mf-requests/src/pages/x-page.test.tsx', testingLibrary)).toEqual([]);
    expect(await undeclared('shared-ui/src/testing/x.ts', testingLibrary)).toEqual([]);
    expect(await undeclared('api/test/x.ts', importFrom('@apidevtools/swagger-parser'))).toEqual([]);
    expect(await undeclared('api/src/x.ts', importFrom('@apidevtools/swagger-parser'))).toEqual([
      expect.stringContaining("should be listed in the project's dependencies, not devDependencies"),
    ]);
    expect(await undeclared('scripts/x.js', "const webpack = require('webpack');\nmodule.exports = webpack;")).toEqual([]);
  });
});

describe("(j) inside a remote a feature imports no other feature's files (import-x/no-restricted-paths)", () => {
  // Real files (the rule resolves each import), chosen from what is on disk so the test outlives renames.
  const remote = 'mf-inventory';
  const src = path.join(root, remote, 'src');
  const sourceFilesIn = (dir) =>
    fs
      .readdirSync(dir, { recursive: true })
      .map((name) => path.join(dir, name))
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .sort();
  const [featureA, featureB] = fs
    .readdirSync(path.join(src, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const [fileOfA] = sourceFilesIn(path.join(src, 'features', featureA));
  const [fileOfB] = sourceFilesIn(path.join(src, 'features', featureB));
  const [sharedFile] = sourceFilesIn(path.join(src, 'shared'));
  const [pageFile] = sourceFilesIn(path.join(src, 'pages'));
  /** The import of `target` from a new file at `file` (both under the remote's src/). */
  const importOf = (file, target) => {
    const specifier = path.relative(path.dirname(path.join(src, file)), target).replace(/\.tsx?$/, '');
    return importFrom(specifier.startsWith('.') ? specifier : `./${specifier}`);
  };
  const rule = 'import-x/no-restricted-paths';
  const crossings = (file, target) => messagesOf(rule, `${remote}/src/${file}`, importOf(file, target));

  test("a feature importing another feature's file is reported, with the way out", async () => {
    const [message] = await crossings(`features/${featureA}/components/x.tsx`, fileOfB);
    expect(message).toContain("A feature must not import another feature's files");
    expect(message).toContain(`${remote}/src/shared/`);
    expect(await crossings(`features/${featureB}/hooks/x.ts`, fileOfA)).toHaveLength(1);
  });

  test("its own folder, the remote's src/shared/, shared-ui and the contract are allowed", async () => {
    expect(await crossings(`features/${featureB}/components/x.tsx`, fileOfB)).toEqual([]);
    expect(await crossings(`features/${featureA}/components/x.tsx`, sharedFile)).toEqual([]);
    const file = `${remote}/src/features/${featureA}/x.ts`;
    expect(await messagesOf(rule, file, importFrom('@agrocadena/shared-ui'))).toEqual([]);
    expect(await messagesOf(rule, file, importFrom('@agrocadena/contracts/core'))).toEqual([]);
  });

  test('pages compose features; src/shared/ imports neither', async () => {
    expect(await crossings('pages/x-page.tsx', fileOfA)).toEqual([]);
    expect(await crossings('pages/x-page.tsx', fileOfB)).toEqual([]);
    expect(await crossings('shared/components/x.tsx', fileOfA)).toEqual([expect.stringContaining('must not import a feature or a page')]);
    expect(await crossings('shared/components/x.tsx', pageFile)).toHaveLength(1);
  });
});

describe('promises are awaited, handled or let go on purpose (type-aware rules)', () => {
  // The text of a real file of a package, replaced (on disk it stays as it is): the project service
  // types a file only inside the tsconfig that owns it.
  const file = 'mf-catalog/src/index.ts';
  const floating = (code) => messagesOf('@typescript-eslint/no-floating-promises', file, code, typed);
  const save = 'async function save(): Promise<number> {\n  return 1;\n}\n';

  test('a promise nobody awaits is an error; awaited, handled or marked with `void` it is not', async () => {
    expect(await floating(`${save}export function run() {\n  save();\n}`)).toEqual([expect.stringContaining('Promises must be awaited')]);
    expect(await floating(`${save}export async function run() {\n  await save();\n}`)).toEqual([]);
    expect(await floating(`${save}export function run() {\n  save().catch(() => undefined);\n  void save();\n}`)).toEqual([]);
  });

  test('`void` only on a promise', async () => {
    const code = 'export function run(log: (text: string) => void) {\n  void log("x");\n}';
    expect(await messagesOf('@typescript-eslint/no-meaningless-void-operator', file, code, typed)).toHaveLength(1);
  });
});
