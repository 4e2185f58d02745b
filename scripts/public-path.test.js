// What the public pages load is kept light on purpose (issue 13): the landing page and the halves
// of shared-ui and the contract it loads import neither antd nor TypeBox nor the full entries that
// bring them. The browser suite weighs the bytes (e2e/specs/weights.spec.ts); this says, in a
// second and by file, which import broke the rule. Static imports only: import() is a lazy chunk.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const root = path.join(__dirname, '..');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The modules a file imports (or re-exports from) for their values: type-only imports erase at build time. */
function valueImportsOf(file) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const typeOnly = (statement) => {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (!clause) return false; // `import './x.css'`: a side effect
      const names = clause.namedBindings;
      const allNamedTypes =
        names !== undefined && ts.isNamedImports(names) && names.elements.length > 0 && names.elements.every((el) => el.isTypeOnly);
      return clause.isTypeOnly || (!clause.name && allNamedTypes);
    }
    return statement.isTypeOnly;
  };
  return source.statements
    .filter((statement) => (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier)
    .filter((statement) => !typeOnly(statement))
    .map((statement) => statement.moduleSpecifier.text);
}

function resolveRelative(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  if (fs.existsSync(base) && fs.statSync(base).isFile()) return base;
  return EXTENSIONS.map((ext) => base + ext).find((file) => fs.existsSync(file));
}

/** Every package a file reaches through static value imports, with the file that imports it. */
function packagesReachedFrom(entry) {
  const reached = new Map();
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of valueImportsOf(file)) {
      if (specifier.startsWith('.')) {
        const target = resolveRelative(file, specifier);
        if (target && /\.tsx?$/.test(target)) visit(target);
      } else if (!reached.has(specifier)) {
        reached.set(specifier, path.relative(root, file));
      }
    }
  };
  visit(path.join(root, entry));
  return reached;
}

const offending = (entry, forbidden) =>
  [...packagesReachedFrom(entry)].filter(([specifier]) => forbidden.some((name) => specifier === name || specifier.startsWith(`${name}/`)));

test.each([
  ['the landing page (shell/src/bootstrap.tsx)', 'shell/src/bootstrap.tsx'],
  ["shared-ui's core", 'shared-ui/src/core.ts'],
])('%s imports no antd, no TypeBox and neither full entry of shared-ui or the contract', (_what, entry) => {
  const forbidden = ['antd', '@sinclair/typebox'];
  // Nor the contract's rules: decimals, capabilities and production needs are the working screens'.
  const full = [...packagesReachedFrom(entry)].filter(([specifier]) =>
    ['@agrocadena/shared-ui', '@agrocadena/contracts', '@agrocadena/contracts/rules'].includes(specifier),
  );
  expect([...offending(entry, forbidden), ...full]).toEqual([]);
});

test.each(['contracts/src/core.ts', 'contracts/src/rules.ts', 'contracts/src/client.ts'])(
  'the contract half %s imports no TypeBox value',
  (entry) => {
    expect(offending(entry, ['@sinclair/typebox'])).toEqual([]);
  },
);

test('the walker sees what it must: the antd part and the full contract do reach antd and TypeBox', () => {
  expect(offending('shared-ui/src/antd-forms.ts', ['antd']).length).toBeGreaterThan(0);
  expect(offending('contracts/src/index.ts', ['@sinclair/typebox']).length).toBeGreaterThan(0);
});

// A logged-in list draws its first paint without antd (shared-ui's own buttons, alerts, tables):
// forms are shared-ui's forms part and dialogs its antd part, each fetched when one first opens
// (onDemand). One static import of a dialog would bring antd back to every visit of the page. The
// log-in page, every user's door, draws plain inputs and fetches its one dialog the same way.
test.each([
  ["shared-ui's page part", 'shared-ui/src/index.ts'],
  ['/login', 'shell/src/pages/login-page.tsx'],
  ["the dashboard's layout", 'shell/src/layouts/dashboard-layout.tsx'],
  ['/userProducts', 'mf-inventory/src/pages/user-products-page.tsx'],
  ['/userActivities', 'mf-production/src/pages/user-activities-page.tsx'],
  ['/userProcesses', 'mf-production/src/pages/user-processes-page.tsx'],
  ['/requestsOverview', 'mf-requests/src/pages/requests-overview-page.tsx'],
  ['/receivedRequests', 'mf-requests/src/pages/received-requests-page.tsx'],
])('%s reaches neither the forms parts of shared-ui nor antd', (_what, entry) => {
  expect(offending(entry, ['@agrocadena/shared-ui/forms', '@agrocadena/shared-ui/antd-forms', 'antd'])).toEqual([]);
});

// A form draws with the suite's form layer (shared-ui's forms part): antd (the antd-forms part, its
// style engine and dialogs, ~120 KB for a phone) comes only with a page or dialog that uses one of them.
test.each([
  ['/editUser', 'mf-account/src/pages/edit-user-page.tsx'],
  ['/changePassword', 'mf-account/src/pages/change-password-page.tsx'],
  ['/signUp', 'shell/src/pages/sign-up-page.tsx'],
  ['/createProduct', 'mf-inventory/src/pages/create-product-page.tsx'],
  ['/home', 'shell/src/pages/home-page.tsx'],
])('the page %s reaches no antd', (_what, entry) => {
  expect(offending(entry, ['@agrocadena/shared-ui/antd-forms', 'antd'])).toEqual([]);
});

test('the walker sees what it must: a form page does reach the forms part', () => {
  expect(offending('mf-account/src/pages/edit-user-page.tsx', ['@agrocadena/shared-ui/forms']).length).toBeGreaterThan(0);
});
