// Memory of the API process (issue 14, item 3): the resident set (RSS) of `node api/dist/main.js`,
// read from /proc/<pid>/status (VmRSS now, VmHWM its high-water mark, the true peak however short).
//  - first start, on an empty DATA_DIR (the database is created, migrated and seeded): peak RSS
//    until the API answers, and the time it took
//  - idle: RSS after a light use (200 GETs of /api/departments/8/towns and one login) and 10 s idle
//  - second start on the same, now existing, DATA_DIR: peak until it answers, and idle again
// On the embedded PGlite and, when `databaseUrl` reaches a PostgreSQL server, on a fresh database
// created there (and dropped afterwards). Linux only (/proc).
// `node scripts/bench/memory.js` prints the figures; `npm run bench` records them with the rest.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { portOpen, startServer, stopServer, withFreshDatabase } = require('./server');

const IDLE_MS = 10_000;
const GETS = 200;
const DEMO_LOGIN = { email: 'agro@demo.agrocadena.co', password: 'demo12345' };

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
        // VmHWM: the highest RSS so far, however short.
        record(
          `peak RSS, ${which}, ${label}`,
          mib(readMemory(server.child.pid).hwm),
          'MiB',
          `ready in ${(server.startMs / 1000).toFixed(1)} s, VmHWM`,
        );
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

module.exports = { benchMemory, readMemory };

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
