// `npm test` for the API: every jest project on PGlite, then, when DATABASE_URL is set, the HTTP
// integration tests again on PostgreSQL (TEST_DB=postgres: one fresh database per test file) with
// the PostgreSQL-only ones (api-postgres: outages through a proxy). Extra arguments go to jest
// (e.g. a path filter; a pass where it matches nothing then passes). With REDIS_URL, the first
// pass also counts rate limits in that Redis server (api-redis).
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const apiDir = path.resolve(__dirname, '..');
const jestBin = require.resolve('jest/bin/jest');
const args = process.argv.slice(2);
const filtered = args.length > 0 ? ['--passWithNoTests'] : [];
// Jest's default (one worker less than the cores) runs the files in band on a 2-core machine; each
// file waits on its own database and server as much as it computes, so one worker per core (the
// PGlite pass went from 421 to 288 s).
const workers = [`--maxWorkers=${os.availableParallelism()}`];
// PGlite loads node built-ins with dynamic import(), which jest only allows with VM modules on.
const quiet = process.allowedNodeEnvironmentFlags.has('--disable-warning') ? '--disable-warning=ExperimentalWarning' : '';
const nodeOptions = [process.env.NODE_OPTIONS, '--experimental-vm-modules', quiet].filter(Boolean).join(' ');

function run(label, extraEnv, extraArgs) {
  console.log(`\n=== api tests: ${label} ===`);
  const result = spawnSync(process.execPath, [jestBin, ...workers, ...extraArgs, ...args], {
    cwd: apiDir,
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: nodeOptions, ...extraEnv },
  });
  return result.status ?? 1;
}

let status = run(`unit + integration on PGlite${process.env.REDIS_URL ? ', rate limits in Redis' : ''}`, { TEST_DB: 'pglite' }, filtered);
if (process.env.DATABASE_URL && !args.includes('api-unit')) {
  status = run('integration on PostgreSQL', { TEST_DB: 'postgres' }, ['--selectProjects', 'api-integration', 'api-postgres', ...filtered]) || status;
} else if (!process.env.DATABASE_URL) {
  console.log('\nDATABASE_URL is not set: PostgreSQL run skipped.');
}
if (!process.env.REDIS_URL) console.log('REDIS_URL is not set: the rate limits were tested in the database only, not in Redis.');
process.exit(status);
