// The API beside the database under it (issue 14): for each common read, the API's requests per
// second over HTTP (autocannon) and, in the same run, at the same concurrency, PostgreSQL alone
// running the very statements the API sent for that request (pgbench, prepared, with the same
// parameter values). The ratio API / pgbench is the headline: 1 would be an API that costs nothing.
// Beside both, the floor: a bare Node.js server running the same statements through the same driver
// (node-floor-server.js), so the table tells what Node and node-postgres cost from what the API adds.
// The statements are recorded from a real request of an API built from this checkout (api/dist),
// run in this process only while recording.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawn, spawnSync } = require('node:child_process');
const { once } = require('node:events');

/** Records the statements (text, values, prepared name) the API sends while `work` runs. */
async function recordStatements(work) {
  const { Client } = require('pg');
  const original = Client.prototype.query;
  const sent = [];
  Client.prototype.query = function (config, values, ...rest) {
    const text = typeof config === 'string' ? config : config.text;
    sent.push({ text, values: (typeof config === 'object' && config.values) || values || [] });
    return original.call(this, config, values, ...rest);
  };
  try {
    await work();
  } finally {
    Client.prototype.query = original;
  }
  return sent;
}

/** An API from `apiDist` in this process, over `databaseUrl`, to record what each request sends. */
async function withRecordingApi({ apiDist, databaseUrl }, fn) {
  const { openDatabase } = require(path.join(apiDist, 'db/client.js'));
  const { buildApp } = require(path.join(apiDist, 'app.js'));
  const database = await openDatabase({ databaseUrl, dataDir: null });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agro-bench-record-'));
  // Set up as main.js sets it up (its NOTIFY listener included, where the build has one), so it
  // sends what the measured server sends.
  const app = await buildApp({ db: database.db, listen: database.listen, dataDir, publicUrl: 'http://localhost', staticRoot: null });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${app.server.address().port}`;
  const once = (url, headers) =>
    recordStatements(async () => {
      const response = await fetch(`${base}${url}`, { headers });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      await response.arrayBuffer();
    });
  try {
    // What a running server sends once warm (the geography read, the session in memory once its
    // listener is up): the request again until it sends the same statements twice in a row.
    return await fn(async (url, headers) => {
      let previous = await once(url, headers);
      for (let attempt = 0; attempt < 50; attempt++) {
        const sent = await once(url, headers);
        if (sent.map((s) => s.text).join('\n') === previous.map((s) => s.text).join('\n')) return sent;
        previous = sent;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`${url}: the statements sent never settled`);
    });
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const asPgbenchValue = (value) => (value instanceof Date ? value.toISOString() : String(value));

/** A pgbench script running `statements` in order, their parameters as pgbench variables. */
function pgbenchScript(statements, dir) {
  const variables = [];
  const lines = statements.map((statement, s) => {
    statement.values.forEach((value, i) => variables.push(`s${s}p${i + 1}=${asPgbenchValue(value)}`));
    return `${statement.text.replace(/\$(\d+)/g, (_, n) => `:s${s}p${n}`).replace(/\s+/g, ' ')};`;
  });
  const file = path.join(dir, 'script.sql');
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  return { file, variables };
}

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
}

/**
 * pgbench at `connections` for `duration` s, or for `perConnection` transactions of each client:
 * transactions per second and the p99 latency (ms).
 */
function runPgbench({ databaseUrl, statements, connections, duration, perConnection }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agro-pgbench-'));
  try {
    const { file, variables } = pgbenchScript(statements, dir);
    const args = [
      '-n',
      '-M',
      'prepared',
      '-c',
      String(connections),
      '-j',
      '2',
      ...(perConnection ? ['-t', String(perConnection)] : ['-T', String(duration)]),
      '-f',
      file,
      '-l',
      '--log-prefix',
      path.join(dir, 'log'),
    ];
    for (const variable of variables) args.push('-D', variable);
    const run = spawnSync('pgbench', [...args, databaseUrl], { encoding: 'utf8' });
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(run.stdout);
    if (run.status !== 0 || !tps) throw new Error(`pgbench failed: ${run.stderr || run.stdout}`);
    const latencies = fs
      .readdirSync(dir)
      .filter((f) => f.startsWith('log'))
      .flatMap((f) => fs.readFileSync(path.join(dir, f), 'utf8').trim().split('\n'))
      .map((line) => Number(line.split(' ')[2]) / 1000)
      .sort((a, b) => a - b);
    return { rate: Number(tps[1]), p99: percentile(latencies, 99) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * autocannon at `connections` for `duration` s, or until each connection has had `perConnection`
 * answers (every request answered, as pgbench waits for its transactions: no request left in flight
 * uncounted when a window ends). Non-2xx answers and errors fail the run unless `allowFailures`: then
 * they are counted (`failed` of `answered`) and the rate is of 2xx answers only. `timeout`: seconds a
 * request may wait (autocannon's default: 10).
 */
async function runAutocannon({ url, headers, connections, duration, perConnection, timeout, allowFailures = false }) {
  const autocannon = require('autocannon');
  const length = perConnection ? { amount: connections * perConnection } : { duration };
  const result = await autocannon({ url, headers, connections, ...length, ...(timeout ? { timeout } : {}) });
  const failed = result.non2xx + result.errors;
  if (failed > 0 && !allowFailures) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const rate = perConnection || allowFailures ? result['2xx'] / result.duration : result.requests.average;
  return { rate, p99: result.latency.p99, failed, answered: result.requests.total };
}

/** The bare Node.js server of node-floor-server.js answering with `statements`, under autocannon (`load`: its options). */
async function runNodeFloor({ apiDist, databaseUrl, statements, port, ...load }) {
  const { poolSize } = require(path.join(apiDist, 'db/client.js'));
  const child = spawn(process.execPath, [path.join(__dirname, 'node-floor-server.js')], {
    env: {
      ...process.env,
      FLOOR_DATABASE_URL: databaseUrl,
      FLOOR_PORT: String(port),
      FLOOR_POOL_MAX: String(poolSize ? poolSize() : 2 * os.availableParallelism()),
      FLOOR_STATEMENTS: JSON.stringify(statements.map(({ text, values }) => ({ text, values }))),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await once(child.stdout, 'data');
    return await runAutocannon({ ...load, url: `http://127.0.0.1:${port}/` });
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
}

/**
 * Each of `works` ({ label, url, headers, connections, fallback? }) measured on the API at `base` and
 * with pgbench on the statements the API sends for it (or `fallback`, for a read the API now answers
 * from memory), and a bare Node.js server on them. `row(figures)` gets { label, api, database, floor, note }.
 * A work that takes seconds a request under its load may set `perConnection` (each connection's
 * number of requests, in place of the window of `duration` s), `timeout` (s) and `allowFailures`
 * (the API's refusals under that load counted in the note instead of failing the run).
 */
async function apiBesidePgbench({ base, apiDist, databaseUrl, works, duration, row }) {
  // The bare server listens beside the API, on the next port.
  const floorPort = Number(new URL(base).port) + 1;
  const recorded = await withRecordingApi({ apiDist, databaseUrl }, async (record) => {
    const byUrl = new Map();
    for (const work of works) if (!byUrl.has(work.url)) byUrl.set(work.url, await record(work.url, work.headers));
    return byUrl;
  });
  for (const work of works) {
    const sent = recorded.get(work.url);
    const statements = sent.length > 0 ? sent : work.fallback;
    const load = { connections: work.connections, duration, perConnection: work.perConnection, timeout: work.timeout };
    const api = await runAutocannon({ ...load, url: `${base}${work.url}`, headers: work.headers, allowFailures: work.allowFailures });
    const pgbench = runPgbench({ databaseUrl, statements, ...load });
    const floor = await runNodeFloor({ ...load, apiDist, databaseUrl, statements, port: floorPort });
    const notes = [sent.length > 0 ? `${sent.length} statement(s) a request` : 'answered from memory; pgbench runs the statements it used to send'];
    if (work.perConnection) notes.push(`${work.perConnection} requests a connection, all answered`);
    if (api.failed > 0) notes.push(`the API refused ${api.failed} of ${api.answered} (non-2xx); req/s counts the 2xx`);
    row({ label: work.label, api, database: pgbench, floor, note: notes.join('; ') });
  }
}

module.exports = { apiBesidePgbench, percentile, runAutocannon, runPgbench, withRecordingApi };
