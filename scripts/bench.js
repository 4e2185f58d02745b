#!/usr/bin/env node
// `npm run bench`: figures for the record, never assertions. Each is measured beside its reference
// in the same run (this machine is shared and noisy: a lone absolute number proves little).
//  - the API beside PostgreSQL alone (pgbench, the same statements, the same concurrency) and beside
//    a bare Node.js server running those statements (the floor under any Node API here): the
//    towns of a department, my products' first page at 10 and 50 connections, the first and last
//    page of a user with 10,000 and with 1,000,000 products (scripts/bench/api-vs-database.js);
//  - the marketplace (issue 10, item 8), the same way on a database of its own: the public catalogue
//    of 1,000,000 products of 10,000 users searched by name, plain and accented ("limon", "Limón"),
//    with a typo only ("limn", "qeso", "platno"), and unfiltered, at 50 connections; the first page
//    of the pending requests of a user who received 10,000, at 10 and 50 connections
//    (scripts/bench/marketplace.js);
//  - a lot's trace of 8 hops, backward and forward, over 100,000 lots and 1,000,000 ledger movements,
//    beside pgbench running the statements the API sent (scripts/bench/lots.js);
//  - memory of the API process on the embedded PGlite and on PostgreSQL: peak at its first start,
//    idle (scripts/bench/memory.js);
//  - JavaScript the browser loads for `/`, first contentful paint of `/` and `/login`, and on the
//    phone profile of issue 13 those of `/`, `/login` and `/userProducts` with the moment its table
//    is visible, cold, warm and returning, and the table as a person reaches it after logging in
//    (scripts/bench/phone-pages.js);
//  - many readers at once on the embedded default and on PostgreSQL: five reads side by side at 100 connections, each
//    read's p50, p99 and their ratio (scripts/bench/mixed-reads.js);
//  - Lighthouse's mobile run (median of 3) on the public pages and, logged in, the pages behind the
//    menu: its four category scores and the Core Web Vitals (scripts/bench/lighthouse.js).
// Settings (environment): BENCH_SECONDS, each measurement's window (10); BENCH_BUILD=false, measure
// the build already there; BENCH_BROWSER=false, no browser figures; BENCH_API_DIST, the API build
// measured; BENCH_PORT (3320); DATABASE_URL, the PostgreSQL server (its databases are made fresh);
// BENCH_ONLY, a comma-separated list of the parts to run, of pglite (with the browser's figures),
// mixed, postgres, marketplace, lots, memory and lighthouse — e.g. BENCH_ONLY=lighthouse while working on it.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { apiBesidePgbench, runAutocannon } = require('./bench/api-vs-database');
const { createMarketplace, marketplaceWorks } = require('./bench/marketplace');
const { createLots, lotsWorks } = require('./bench/lots');
const { createBenchUser, insertProducts } = require('./bench/products-list');
const { besideTable, perSecond, ratio } = require('./bench/table');
const { benchPhonePages } = require('./bench/phone-pages');
const { benchLighthouse } = require('./bench/lighthouse');
const { benchMemory } = require('./bench/memory');
const { benchMixedReads } = require('./bench/mixed-reads');
const { portOpen, startServer, stopServer, withFreshDatabase } = require('./bench/server');

const root = path.resolve(__dirname, '..');
const PORT = Number(process.env.BENCH_PORT || 3320);
const BASE = `http://localhost:${PORT}`;
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const DURATION = Number(process.env.BENCH_SECONDS || 10);
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** The API measured: this checkout's build, or another's (BENCH_API_DIST) to compare before with after. */
const API_DIST = path.resolve(process.env.BENCH_API_DIST || path.join(root, 'api/dist'));
const PAGE = 12;
const PARTS = ['pglite', 'mixed', 'postgres', 'marketplace', 'lots', 'memory', 'lighthouse'];
const ONLY = process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(',').map((part) => part.trim()) : PARTS;
for (const part of ONLY) if (!PARTS.includes(part)) throw new Error(`BENCH_ONLY: no part ${part} (${PARTS.join(', ')})`);
const runs = (part) => ONLY.includes(part);

const results = [];
const record = (what, value, unit, note = '') => {
  results.push({ what, value, unit, note });
  console.log(`  ${what}: ${value} ${unit}${note ? ` (${note})` : ''}`);
};

/** The API under test on a new DATA_DIR (and `databaseUrl`, when given), removed when it stops. */
async function startBenchServer(databaseUrl) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agrocadena-bench-'));
  const { child } = await startServer({ apiDist: API_DIST, port: PORT, dataDir, databaseUrl });
  return {
    stop: async () => {
      await stopServer(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
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

const tables = [];

/** Rows of a table of the API beside pgbench, each printed as it comes. */
function besideRows() {
  const rows = [];
  const row = (figures) => {
    rows.push(figures);
    const { label, api, database, floor } = figures;
    console.log(
      `  ${label}: API ${perSecond(api.rate)} req/s (p99 ${Math.round(api.p99)} ms${api.failed ? `, ${api.failed} of ${api.answered} refused` : ''}), ` +
        `pgbench ${perSecond(database.rate)} tps (p99 ${Math.round(database.p99)} ms), ratio ${ratio(api.rate, database.rate)}; ` +
        `bare Node + pg ${perSecond(floor.rate)} req/s (${ratio(floor.rate, database.rate)} of pgbench)`,
    );
  };
  return { rows, row };
}

/** The API beside pgbench on PostgreSQL, at 10,000 and then 1,000,000 products of one user. */
async function postgresFigures(databaseUrl) {
  const { Client } = require('pg');
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows, row } = besideRows();
  try {
    const user = await createBenchUser(db);
    const headers = { authorization: user.token };
    const page = (skip) => `/api/users/${user.id}/products?skip=${skip}&limit=${PAGE}`;
    const lastSkip = (size) => Math.floor((size - 1) / PAGE) * PAGE;
    // What the API sent for the towns before it answered them from memory (department, then its towns).
    const townsSql = [
      { text: 'select "id" from "departments" where "departments"."id" = $1', values: [8] },
      { text: 'select "id", "name", "department_id" from "towns" where "towns"."department_id" = $1', values: [8] },
    ];
    const firstAndLast = (size, connections) => [
      { label: `my products, first page, ${size.toLocaleString('en-US')} products, ${connections} conn.`, url: page(0), headers, connections },
      {
        label: `my products, last page, ${size.toLocaleString('en-US')} products, ${connections} conn.`,
        url: page(lastSkip(size)),
        headers,
        connections,
      },
    ];

    await insertProducts(db, user.id, 1, 10_000);
    const atTenThousand = [
      { label: 'towns of a department, 10 conn.', url: '/api/departments/8/towns', connections: 10, fallback: townsSql },
      ...firstAndLast(10_000, 10),
      { label: 'my products, first page, 10,000 products, 50 conn.', url: page(0), headers, connections: 50 },
    ];
    await apiBesidePgbench({ base: BASE, apiDist: API_DIST, databaseUrl, works: atTenThousand, duration: DURATION, row });

    const started = Date.now();
    await insertProducts(db, user.id, 10_001, 1_000_000);
    console.log(`  (990,000 more products inserted in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
    await apiBesidePgbench({ base: BASE, apiDist: API_DIST, databaseUrl, works: firstAndLast(1_000_000, 10), duration: DURATION, row });
  } finally {
    await db.end();
  }
  tables.push({ title: 'PostgreSQL: the API beside pgbench', table: besideTable(rows, 'pgbench') });
  const rate = (label) => rows.find((r) => r.label.startsWith(label))?.api.rate;
  for (const which of ['first', 'last']) {
    const million = rate(`my products, ${which} page, 1,000,000`);
    const tenThousand = rate(`my products, ${which} page, 10,000 products, 10`);
    record(`${which} page at 1,000,000 products / at 10,000 (API, PostgreSQL)`, ratio(million, tenThousand), '×');
  }
}

/** The marketplace's reads beside pgbench, on its own database: the catalogue of 10,000 users, a user's 10,000 requests. */
async function marketplaceFigures(databaseUrl) {
  const { Client } = require('pg');
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows, row } = besideRows();
  const size = 1_000_000;
  try {
    const user = await createMarketplace(db, { sellers: 10_000, perSeller: size / 10_000, requests: 10_000 });
    const works = marketplaceWorks({ user, page: PAGE, size, duration: DURATION });
    await apiBesidePgbench({ base: BASE, apiDist: API_DIST, databaseUrl, works, duration: DURATION, row });
  } finally {
    await db.end();
  }
  tables.push({ title: 'PostgreSQL: the marketplace beside pgbench', table: besideTable(rows, 'pgbench') });
}

/** A lot's trace of 8 hops beside pgbench, on its own database of 100,000 lots and 1,000,000 movements. */
async function lotsFigures(databaseUrl) {
  const { Client } = require('pg');
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows, row } = besideRows();
  try {
    const world = await createLots(db);
    await apiBesidePgbench({ base: BASE, apiDist: API_DIST, databaseUrl, works: lotsWorks(world), duration: DURATION, row });
  } finally {
    await db.end();
  }
  tables.push({ title: 'PostgreSQL: lot traces beside pgbench', table: besideTable(rows, 'pgbench') });
}

/** On the embedded PGlite there is no pgbench: the API's figures alone, for the record. */
async function pgliteFigures() {
  const login = await fetch(`${BASE}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'agro@demo.agrocadena.co', password: 'demo12345' }),
  });
  const { data } = await login.json();
  const works = [
    { label: 'towns of a department, 10 conn.', url: '/api/departments/8/towns', connections: 10 },
    {
      label: 'my products (demo account), first page, 10 conn.',
      url: `/api/users/${data._id}/products?skip=0&limit=${PAGE}`,
      headers: { authorization: data.token },
      connections: 10,
    },
  ];
  const rows = [];
  for (const work of works) {
    const api = await runAutocannon({ ...work, url: `${BASE}${work.url}`, duration: DURATION });
    console.log(`  ${work.label}: API ${Math.round(api.rate)} req/s, p99 ${api.p99} ms`);
    rows.push({ label: work.label, api, database: null, note: 'embedded: no pgbench' });
  }
  tables.push({ title: 'PGlite (embedded default): the API alone', table: besideTable(rows, 'database') });
}

async function main() {
  const build =
    process.env.BENCH_BUILD === 'false'
      ? { status: 0 }
      : spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--parallel=2', '--outputStyle=static'], {
          cwd: root,
          env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
          stdio: ['ignore', 'ignore', 'inherit'],
        });
  if (build.status !== 0) throw new Error('build failed');

  console.log(`AgroCadena benchmarks — ${os.cpus().length} cores, Node ${process.version}, API from ${path.relative(root, API_DIST)}`);
  if (ONLY !== PARTS) console.log(`only ${ONLY.join(', ')} (BENCH_ONLY)`);
  if (runs('pglite')) {
    console.log('\nEmbedded PGlite:');
    const server = await startBenchServer();
    try {
      if (process.env.BENCH_BROWSER === 'false') console.log('  browser figures skipped (BENCH_BROWSER=false)');
      else if (fs.existsSync(CHROMIUM)) await browserFigures();
      else console.log(`  browser figures skipped: no Chromium at ${CHROMIUM} (npm run setup installs it)`);
      await pgliteFigures();
    } finally {
      await server.stop();
    }
  }
  if (runs('mixed')) await mixedReadFigures();
  if (runs('lighthouse')) await lighthouseFigures();

  const pg = new URL(PG_URL);
  const onPostgres = [
    { part: 'postgres', title: 'PostgreSQL', figures: postgresFigures },
    { part: 'marketplace', title: 'PostgreSQL, the marketplace', figures: marketplaceFigures },
    { part: 'lots', title: 'PostgreSQL, lots', figures: lotsFigures },
  ].filter(({ part }) => runs(part));
  const reachable = onPostgres.length > 0 && (await portOpen(pg.hostname, Number(pg.port || 5432)));
  for (const { title, figures } of onPostgres) {
    if (!reachable) {
      console.log(`\n${title}: not reachable at ${pg.host}, skipped (the API beside pgbench)`);
      continue;
    }
    console.log(`\n${title}:`);
    // Each on a fresh database of its own: the marketplace's catalogue is not the 1,000,000 products of one user.
    await withFreshDatabase(PG_URL, async (url) => {
      const server = await startBenchServer(url);
      try {
        await figures(url);
      } finally {
        await server.stop();
      }
    });
  }
  if (runs('memory')) await memoryFigures();

  for (const { title, table } of tables) console.log(`\n${title}\n\n${table}`);
  const out = path.join(root, 'bench-results.json');
  fs.writeFileSync(out, JSON.stringify({ at: new Date().toISOString(), cores: os.cpus().length, node: process.version, results, tables }, null, 2));
  console.log(`\nwritten to ${path.relative(root, out)}`);
}

/**
 * Reads at once on the embedded default with its demo data, then on a fresh PostgreSQL database
 * with the same demo data (when one answers), each on a server of its own.
 */
async function mixedReadFigures() {
  const measure = async (title, databaseUrl) => {
    console.log(`\n${title}, reads at once:`);
    const server = await startBenchServer(databaseUrl);
    try {
      const { table } = await benchMixedReads({
        base: BASE,
        duration: 2 * DURATION,
        record: (what, ...rest) => record(`${title}: ${what}`, ...rest),
      });
      tables.push({ title: `${title}: reads at once, 20 connections each, ${2 * DURATION} s`, table });
    } finally {
      await server.stop();
    }
  };
  await measure('Embedded PGlite');
  const pg = new URL(PG_URL);
  if (await portOpen(pg.hostname, Number(pg.port || 5432))) await withFreshDatabase(PG_URL, (url) => measure('PostgreSQL', url));
  else console.log(`\nPostgreSQL: not reachable at ${pg.host}, mixed reads skipped`);
}

/** Lighthouse on the embedded default with its demo data, on a server of its own (nothing else running). */
async function lighthouseFigures() {
  console.log('\nLighthouse, mobile:');
  if (!fs.existsSync(CHROMIUM)) {
    console.log(`  skipped: no Chromium at ${CHROMIUM} (npm run setup installs it)`);
    return;
  }
  const server = await startBenchServer();
  try {
    tables.push(await benchLighthouse({ base: BASE, chromiumPath: CHROMIUM, record }));
  } finally {
    await server.stop();
  }
}

async function memoryFigures() {
  console.log('\nMemory of the API process:');
  const memory = {};
  await benchMemory({
    apiDist: API_DIST,
    port: PORT,
    databaseUrl: PG_URL,
    record: (what, value, unit, note) => {
      record(what, value, unit, note);
      const database = what.endsWith('PostgreSQL') ? 'PostgreSQL' : 'PGlite (embedded default)';
      (memory[database] ??= []).push(`${value} ${unit}`);
    },
  });
  tables.push({
    title: 'Memory of the API process (RSS): first start on an empty DATA_DIR, then a second start',
    table: [
      '| database | peak, first start | idle after it | peak, second start | idle after it |',
      '|---|---|---|---|---|',
      ...Object.entries(memory).map(([database, values]) => `| ${database} | ${values.join(' | ')} |`),
    ].join('\n'),
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
