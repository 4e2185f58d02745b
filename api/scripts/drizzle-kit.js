// Runs drizzle-kit (installed at the workspace root) so that it can see drizzle-orm, which npm
// installed under api/node_modules only: drizzle-kit imports 'drizzle-orm/version' through ESM
// resolution, which ignores NODE_PATH. A temporary node_modules of symlinks plus
// --preserve-symlinks makes both packages resolvable from one place.
// Usage: node scripts/drizzle-kit.js generate --name <migration-name>
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const apiDir = path.resolve(__dirname, '..');
const rootModules = path.resolve(apiDir, '../node_modules');
const apiModules = path.join(apiDir, 'node_modules');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'drizzle-kit-'));
const modules = path.join(tmp, 'node_modules');
fs.mkdirSync(modules);

for (const dir of [apiModules, rootModules]) {
  if (!fs.existsSync(dir)) continue;
  for (const name of fs.readdirSync(dir)) {
    if (name.startsWith('.')) continue;
    // Scopes are merged entry by entry: api/node_modules/@fastify holds only what npm nested there.
    const entries = name.startsWith('@') ? fs.readdirSync(path.join(dir, name)).map((n) => `${name}/${n}`) : [name];
    if (name.startsWith('@')) fs.mkdirSync(path.join(modules, name), { recursive: true });
    for (const entry of entries) {
      const target = path.join(modules, entry);
      if (!fs.existsSync(target)) fs.symlinkSync(path.join(dir, entry), target);
    }
  }
}

const result = spawnSync(
  process.execPath,
  ['--preserve-symlinks', '--preserve-symlinks-main', path.join(modules, 'drizzle-kit/bin.cjs'), ...process.argv.slice(2)],
  { cwd: apiDir, stdio: 'inherit' },
);
fs.rmSync(tmp, { recursive: true, force: true });
process.exit(result.status ?? 1);
