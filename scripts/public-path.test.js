// What the public pages load is kept light on purpose (issue 13): the landing page and the halves
// of shared-ui and the contract it loads import neither antd nor TypeBox nor the full entries that
// bring them. The browser suite weighs the bytes (e2e/specs/weights.spec.ts); this says, in a
// second and by file, which import broke the rule. Static imports only: import() is a lazy chunk.
const fs = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The value imports of a file (`import type …` and all-type `import { type A }` left out). */
function valueImportsOf(source) {
  const found = [];
  for (const match of source.matchAll(/^(?:import|export)\s+(type\s+)?([^'";]*?)\s*(?:from\s+)?'([^']+)';?$/gms)) {
    const [, typeOnly, clause, specifier] = match;
    if (typeOnly) continue;
    const names = clause.match(/^\{([^}]*)\}$/);
    const allTypes = names?.[1]
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean)
      .every((name) => name.startsWith('type '));
    if (allTypes) continue;
    found.push(specifier);
  }
  return found;
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
    for (const specifier of valueImportsOf(fs.readFileSync(file, 'utf8'))) {
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
  const full = [...packagesReachedFrom(entry)].filter(
    ([specifier]) => specifier === '@agrocadena/shared-ui' || specifier === '@agrocadena/contracts',
  );
  expect([...offending(entry, forbidden), ...full]).toEqual([]);
});

test.each(['contracts/src/core.ts', 'contracts/src/client.ts'])('the contract half %s imports no TypeBox value', (entry) => {
  expect(offending(entry, ['@sinclair/typebox'])).toEqual([]);
});

test('the walker sees what it must: the full entries do reach antd and TypeBox', () => {
  expect(offending('shared-ui/src/index.ts', ['antd']).length).toBeGreaterThan(0);
  expect(offending('contracts/src/index.ts', ['@sinclair/typebox']).length).toBeGreaterThan(0);
});
