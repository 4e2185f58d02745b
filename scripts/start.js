#!/usr/bin/env node
// `npm start`: builds what is missing or stale (Nx restores unchanged builds from its cache),
// then serves the shell, the five remotes and the API from one process (restarted if it dies).
const { spawnSync } = require('node:child_process');
const path = require('node:path');
const { writeRegistries } = require('./registries');
const { supervise } = require('./supervise');
const { serverArgs, serverEnv } = require('./server-process');

const root = path.resolve(__dirname, '..');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };

if (process.env.SKIP_BUILD !== '1') {
  writeRegistries();
  const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--parallel=2', '--outputStyle=static'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// A server that dies anyway (a crash, an out-of-memory kill) is started again after a short
// back-off; Ctrl+C or SIGTERM stops it gracefully and ends here.
const server = supervise({ args: serverArgs(), spawnOptions: { cwd: root, env: serverEnv(env), stdio: 'inherit' } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.stop(signal));
server.exited.then((code) => process.exit(code));
