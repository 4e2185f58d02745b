// Many readers at once on one API process (issue 45, item 3: no request starves): 100 connections
// for 20 s, 20 on each of five reads — the demo farmer's products and requests overview, the public
// catalogue plain and searched, a department's towns (answered from memory) — all at the same
// time; then the four database reads alone (80 connections), which shows what the database itself
// answers. Per read: answers per second, p50 and p99, and p99 / p50, which stays near 1 when every
// request waits its fair share, and grows when some wait behind others; and any answer that is not
// a 200 (a busy database's 503 included).
const autocannon = require('autocannon');

const CONNECTIONS_EACH = 20;

async function logIn(base) {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'agro@demo.agrocadena.co', password: 'demo12345' }),
  });
  const { data } = await login.json();
  return { id: data._id, headers: { authorization: data.token } };
}

/** `reads` side by side, `CONNECTIONS_EACH` connections each; one row per read. */
async function readsAtOnce(base, reads, duration) {
  const results = await Promise.all(
    reads.map(({ path, headers }) => autocannon({ url: `${base}${path}`, headers, connections: CONNECTIONS_EACH, duration, timeout: 60 })),
  );
  return reads.map(({ label }, index) => {
    const result = results[index];
    const failed = result.non2xx + result.errors + result.timeouts;
    const spread = result.latency.p50 > 0 ? result.latency.p99 / result.latency.p50 : 1;
    return { label, rate: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, spread, failed };
  });
}

/** The five reads side by side, then the four database reads alone: a table of both. */
async function benchMixedReads({ base, duration, record }) {
  const farmer = await logIn(base);
  const reads = [
    { label: 'my products, first page', path: `/api/users/${farmer.id}/products?skip=0&limit=12`, headers: farmer.headers },
    { label: 'my requests overview', path: `/api/users/${farmer.id}/requestsOverview`, headers: farmer.headers },
    { label: 'public catalogue, first page', path: '/api/publicProducts?skip=0&limit=12' },
    { label: 'public catalogue searched ("queso")', path: '/api/publicProducts?name=queso&skip=0&limit=12' },
    { label: 'towns of a department (memory)', path: '/api/departments/8/towns' },
  ];
  const mixes = [
    { name: 'all five', rows: await readsAtOnce(base, reads, duration) },
    { name: 'the database reads alone', rows: await readsAtOnce(base, reads.slice(0, 4), duration) },
  ];
  for (const { name, rows } of mixes) {
    console.log(`  ${name}:`);
    for (const row of rows)
      console.log(
        `    ${row.label}: ${Math.round(row.rate)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms (×${row.spread.toFixed(1)}), ${row.failed} not 200`,
      );
  }
  const [all] = mixes;
  record('mixed reads, 100 conn.: the widest p99 / p50', Math.max(...all.rows.map((row) => row.spread)).toFixed(1), '×');
  record(
    'mixed reads, 100 conn.: answers other than 200',
    all.rows.reduce((sum, row) => sum + row.failed, 0),
    '',
  );
  return {
    table: [
      '| mix | read | req/s | p50 | p99 | p99 / p50 | not 200 |',
      '|---|---|---|---|---|---|---|',
      ...mixes.flatMap(({ name, rows }) =>
        rows.map(
          (row) => `| ${name} | ${row.label} | ${Math.round(row.rate)} | ${row.p50} ms | ${row.p99} ms | ${row.spread.toFixed(1)} | ${row.failed} |`,
        ),
      ),
    ].join('\n'),
  };
}

module.exports = { benchMixedReads };
