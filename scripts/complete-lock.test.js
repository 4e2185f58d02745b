const fs = require('node:fs');
const path = require('node:path');
const { missingOptionals } = require('./complete-lock');

const lock = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../package-lock.json'), 'utf8'));

test('the lock holds every platform binding it names, so `npm ci` accepts it (else: node scripts/complete-lock.js)', () => {
  expect(missingOptionals(lock).map(({ name, version }) => `${name}@${version}`)).toEqual([]);
});

test('what the completion finds missing is exactly what a lock without a binding lacks', () => {
  const pruned = structuredClone(lock);
  delete pruned.packages['node_modules/@nx/nx-darwin-arm64'];
  expect(missingOptionals(pruned)).toEqual([{ parentKey: 'node_modules/nx', name: '@nx/nx-darwin-arm64', version: expect.any(String) }]);
});
