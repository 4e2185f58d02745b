// Memory of the API process (issue 14, item 3): the resident set (RSS) of `node api/dist/main.js`,
// read from /proc/<pid>/status (VmRSS now, VmHWM its high-water mark, the true peak however short).
//  - first start, on an empty DATA_DIR (the database is created, migrated and seeded): peak RSS
//    until the API answers, and the time it took
//  - idle: RSS after a light use (200 GETs of /api/departments/8/towns and one login) and 10 s idle
//  - second start on the same, now existing, DATA_DIR: peak until it answers, and idle again
// On the embedded PGlite and, when `databaseUrl` reaches a PostgreSQL server, on a fresh database
// created there (and dropped afterwards). Linux only (/proc).
// `node scripts/bench/memory.js` prints the figures; `npm run bench` records them with the rest.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { serverArgs, serverEnv } = require('../server-process');

const IDLE_MS = 10_000;
const GETS = 200;
const DEMO_LOGIN = { email: 'agro@demo.agrocadena.co', password: 'demo12345' };
const POLL_MS = 50;

/** VmRSS and VmHWM of a process, in MiB (null once it has exited). */
function readMemory(pid) {
  let status;
  try {
    status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return null;
  }
  const kib = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kib('VmRSS') / 1024, hwm: kib('VmHWM') / 1024 };
}

const mib = (value) => Math.round(value);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the API on `dataDir` and resolves once it answers, with the peak RSS of its start. */
async function startServer({ apiDist, port, dataDir, databaseUrl }) {
  // Another server on the port would answer in its place and be measured instead.
  if (await portOpen('127.0.0.1', port)) throw new Error(`port ${port} is already in use`);
  const env = serverEnv({
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://localhost:${port}`,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  });
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const started = Date.now();
  const child = spawn(process.execPath, serverArgs(apiDist), { cwd: os.tmpdir(), env, stdio: ['ignore', 'ignore', 'inherit'] });
  let exited = false;
  child.once('exit', () => (exited = true));
  const deadline = started + 180_000;
  while (!(await answers(`http://localhost:${port}/api/departments/8/towns`))) {
    if (exited) throw new Error('the API exited during its start');
    if (Date.now() > deadline) throw new Error('the API did not answer within 180 s');
    await sleep(POLL_MS);
  }
  const memory = readMemory(child.pid);
  return { child, startMs: Date.now() - started, peak: memory.hwm, rss: memory.rss };
}

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

function stopServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** A light use: 200 GETs of a public list (10 at a time) and one login of a demo account. */
async function lightUse(port) {
  const base = `http://localhost:${port}/api`;
  for (let i = 0; i < GETS; i += 10) {
    await Promise.all(Array.from({ length: 10 }, () => fetch(`${base}/departments/8/towns`).then((r) => r.arrayBuffer())));
  }
  const login = await fetch(`${base}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_LOGIN) });
  if (!login.ok) throw new Error(`login answered ${login.status}: ${(await login.text()).slice(0, 200)}`);
}

/** RSS once the server has been used lightly and left alone for IDLE_MS. */
async function idleRss(port, child) {
  await lightUse(port);
  await sleep(IDLE_MS);
  return readMemory(child.pid).rss;
}

/** Both starts on one DATA_DIR (and database), the figures recorded under `label`. */
async function measure({ apiDist, port, record, label, databaseUrl }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agrocadena-memory-'));
  try {
    for (const which of ['first start (empty DATA_DIR)', 'second start (existing DATA_DIR)']) {
      const server = await startServer({ apiDist, port, dataDir, databaseUrl });
      try {
        record(`peak RSS, ${which}, ${label}`, mib(server.peak), 'MiB', `ready in ${(server.startMs / 1000).toFixed(1)} s, VmHWM`);
        const idle = await idleRss(port, server.child);
        record(`idle RSS after ${which}, ${label}`, mib(idle), 'MiB', `${GETS} GETs and a login, then ${IDLE_MS / 1000} s idle`);
      } finally {
        await stopServer(server.child);
      }
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function portOpen(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port }, () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
    socket.setTimeout(1000, () => (socket.destroy(), resolve(false)));
  });
}

/** Runs `fn` with the URL of a fresh database on the server of `serverUrl`, dropped afterwards. */
async function withFreshDatabase(serverUrl, fn) {
  const { Client } = require('pg');
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  const name = `agro_bench_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/**
 * Memory figures on PGlite and, when `databaseUrl` (any database of the server, used to create a
 * fresh one) answers, on PostgreSQL, of the API built in `apiDist`; `port` must be free.
 */
async function benchMemory({ apiDist, port, record, databaseUrl }) {
  await measure({ apiDist, port, record, label: 'PGlite' });
  if (!databaseUrl) return;
  const server = new URL(databaseUrl);
  if (!(await portOpen(server.hostname, Number(server.port || 5432)))) {
    console.log(`  memory on PostgreSQL skipped: nothing answers at ${server.host}`);
    return;
  }
  await withFreshDatabase(databaseUrl, (url) => measure({ apiDist, port, record, label: 'PostgreSQL', databaseUrl: url }));
}

module.exports = { benchMemory, readMemory, portOpen, withFreshDatabase };

if (require.main === module) {
  const record = (what, value, unit, note = '') => console.log(`  ${what}: ${value} ${unit}${note ? ` (${note})` : ''}`);
  benchMemory({
    apiDist: path.resolve(process.env.BENCH_API_DIST || path.join(__dirname, '../../api/dist')),
    port: Number(process.env.BENCH_PORT || 3330),
    record,
    databaseUrl: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  }).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
