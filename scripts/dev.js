#!/usr/bin/env node
// `npm run dev`: the API on :3000 plus every front-end app's webpack dev server
// (shell :3100, catalog :3101, inventory :3102, production :3103, requests :3104, account :3105).
// Open http://localhost:3100: the shell's dev server proxies /api and /remotes/<name>/ to the
// others, so the same remotes.json works in development and in production.
const { spawn } = require('node:child_process');
const path = require('node:path');

const { writeRegistries } = require('./registries');

const root = path.resolve(__dirname, '..');
const apps = ['shell', 'mf-catalog', 'mf-inventory', 'mf-production', 'mf-requests', 'mf-account'];
const children = [];

function run(name, cmd, args, cwd) {
  const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  const prefix = (line) => `[${name}] ${line}`;
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk) =>
      chunk
        .split('\n')
        .filter(Boolean)
        .forEach((l) => console.log(prefix(l))),
    );
  }
  children.push(child);
}

writeRegistries();
run('api', 'npx', ['tsc', '-b', 'api', '--watch', '--preserveWatchOutput'], root);
setTimeout(() => run('api-server', process.execPath, ['--watch', 'api/dist/main.js'], root), 8000);
for (const app of apps) run(app, 'npx', ['webpack', 'serve', '--mode', 'development'], path.join(root, app));

const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
