// `npm test` for the API: every jest project on PGlite, then, when DATABASE_URL is set, the HTTP
// integration tests again on PostgreSQL (TEST_DB=postgres: one fresh database per test file).
// Extra arguments go to jest (e.g. a path filter).
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const apiDir = path.resolve(__dirname, '..');
const jestBin = require.resolve('jest/bin/jest');
const args = process.argv.slice(2);
// PGlite loads node built-ins with dynamic import(), which jest only allows with VM modules on.
const quiet = process.allowedNodeEnvironmentFlags.has('--disable-warning') ? '--disable-warning=ExperimentalWarning' : '';
const nodeOptions = [process.env.NODE_OPTIONS, '--experimental-vm-modules', quiet].filter(Boolean).join(' ');

function run(label, extraEnv, extraArgs) {
  console.log(`\n=== api tests: ${label} ===`);
  const result = spawnSync(process.execPath, [jestBin, ...extraArgs, ...args], {
    cwd: apiDir,
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: nodeOptions, ...extraEnv },
  });
  return result.status ?? 1;
}

let status = run('unit + integration on PGlite', { TEST_DB: 'pglite' }, []);
if (process.env.DATABASE_URL && !args.includes('api-unit')) {
  status = run('integration on PostgreSQL', { TEST_DB: 'postgres' }, ['--selectProjects', 'api-integration']) || status;
} else if (!process.env.DATABASE_URL) {
  console.log('\nDATABASE_URL is not set: PostgreSQL run skipped.');
}
process.exit(status);
