#!/usr/bin/env node
// `npm run bench`: figures for the record, never assertions.
//  - gzip size of the JavaScript the browser loads for `/`
//  - first contentful paint of `/` and `/login` in Chromium, and on the phone profile of issue 13
//    (throttled network and CPU) those of `/`, `/login` and `/userProducts` with the moment its
//    table is visible, cold and warm (scripts/bench/phone-pages.js)
//  - requests per second (and p99) of GET /api/departments/8/towns at 50 connections,
//    on embedded PGlite and, when one answers, on PostgreSQL.
//  - on PostgreSQL: GET /api/users/{id}/products, first and last page of 12, with 10,000 and
//    with 1,000,000 products of one user (scripts/bench/products-list.js).
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const net = require('node:net');
const { benchProductsList } = require('./bench/products-list');
const { benchPhonePages } = require('./bench/phone-pages');

const root = path.resolve(__dirname, '..');
const PORT = Number(process.env.BENCH_PORT || 3320);
const BASE = `http://localhost:${PORT}`;
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const DURATION = Number(process.env.BENCH_SECONDS || 10);
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const results = [];
const record = (what, value, unit, note = '') => {
  results.push({ what, value, unit, note });
  console.log(`  ${what}: ${value} ${unit}${note ? ` (${note})` : ''}`);
};

function portOpen(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port }, () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
    socket.setTimeout(1000, () => (socket.destroy(), resolve(false)));
  });
}

async function startServer(extraEnv) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agrocadena-bench-'));
  const env = { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, PUBLIC_URL: BASE, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...extraEnv };
  if (!extraEnv.DATABASE_URL) delete env.DATABASE_URL;
  const child = spawn(process.execPath, [path.join(root, 'api/dist/main.js')], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/api/departments/8/towns`)).ok) break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          fs.rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

async function loadTest(label) {
  const autocannon = require('autocannon');
  const result = await autocannon({ url: `${BASE}/api/departments/8/towns`, connections: 50, duration: DURATION });
  record(
    `GET /api/departments/8/towns, 50 connections, ${label}`,
    Math.round(result.requests.average),
    'req/s',
    `p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx`,
  );
}

async function browserFigures() {
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    // JavaScript the browser really loads for `/` (shell + shared chunks + anything federated).
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = new Map();
    let transferred = 0;
    page.on('response', async (response) => {
      const type = response.headers()['content-type'] || '';
      if (type.includes('javascript')) {
        try {
          scripts.set(response.url(), await response.body());
          // The encoded length: what crossed the wire (brotli when the browser accepts it).
          transferred += Number(response.headers()['content-length'] || 0);
        } catch {
          /* redirected or aborted */
        }
      }
    });
    await page.goto(`${BASE}/`, { waitUntil: 'networkidle' });
    const raw = [...scripts.values()].reduce((n, b) => n + b.length, 0);
    const gz = [...scripts.values()].reduce((n, b) => n + zlib.gzipSync(b, { level: 9 }).length, 0);
    record('JavaScript loaded for /, gzip', (gz / 1024).toFixed(1), 'KiB', `${scripts.size} files, ${(raw / 1024).toFixed(0)} KiB raw`);
    record('JavaScript transferred for / as served (precompressed)', (transferred / 1024).toFixed(1), 'KiB');
    await context.close();

    for (const route of ['/', '/login']) {
      const samples = [];
      for (let i = 0; i < 5; i++) {
        const ctx = await browser.newContext();
        const p = await ctx.newPage();
        await p.goto(`${BASE}${route}`, { waitUntil: 'networkidle' });
        const fcp = await p.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
        if (fcp !== null) samples.push(fcp);
        await ctx.close();
      }
      samples.sort((a, b) => a - b);
      record(
        `first contentful paint of ${route}`,
        samples.length ? Math.round(samples[Math.floor(samples.length / 2)]) : 'n/a',
        'ms',
        'median of 5 cold loads, loopback',
      );
    }
    await benchPhonePages({ browser, base: BASE, record });
  } finally {
    await browser.close();
  }
}

async function withPostgres(fn) {
  const { Client } = require('pg');
  const admin = new Client({ connectionString: PG_URL });
  await admin.connect();
  const db = `agro_bench_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${db}`);
  const url = new URL(PG_URL);
  url.pathname = `/${db}`;
  try {
    await fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
    await admin.end();
  }
}

async function main() {
  const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--parallel=2', '--outputStyle=static'], {
    cwd: root,
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('build failed');

  console.log(`AgroCadena benchmarks — ${os.cpus().length} cores, Node ${process.version}`);
  console.log('\nEmbedded PGlite:');
  let server = await startServer({});
  try {
    if (fs.existsSync(CHROMIUM)) await browserFigures();
    else console.log(`  browser figures skipped: no Chromium at ${CHROMIUM} (npm run setup installs it)`);
    await loadTest('PGlite');
  } finally {
    await server.stop();
  }

  const pg = new URL(PG_URL);
  if (await portOpen(pg.hostname, Number(pg.port || 5432))) {
    console.log('\nPostgreSQL:');
    await withPostgres(async (url) => {
      server = await startServer({ DATABASE_URL: url });
      try {
        await loadTest('PostgreSQL');
        await benchProductsList({ base: BASE, databaseUrl: url, record, duration: DURATION });
      } finally {
        await server.stop();
      }
    });
  } else {
    console.log(`\nPostgreSQL: not reachable at ${pg.host}, skipped (towns on PostgreSQL and the products list at 10,000 / 1,000,000 products)`);
  }
  const out = path.join(root, 'bench-results.json');
  fs.writeFileSync(out, JSON.stringify({ at: new Date().toISOString(), cores: os.cpus().length, node: process.version, results }, null, 2));
  console.log(`\nwritten to ${path.relative(root, out)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
