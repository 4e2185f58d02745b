// `npm run load`: a marketplace day (docs/performance.md#load). 200 people for 10 minutes on a
// fresh PostgreSQL database, through HAProxy in front of two API processes that count their limits
// in Redis: 60 % browse and search the catalogues, 20 % read their lists with a live stream open,
// 15 % change stock and edit products, 5 % trade in pairs (ask, accept, hand over, receive) or run
// an activity (start, complete). Everyone acts about once a second, starting at a moment of their
// own within the first seconds.
//
// It reports per operation answers per second and p50/p95/p99, every answer that was not a 2xx
// (any fails the day), each process's memory and probe time over the day, PostgreSQL's
// connections, whether every change a party should hear reached its live stream and how late, and
// what the database holds at the end (stock = ledger, no request in an impossible state:
// scripts/load/checks.js). All of it goes to load-results.json.
//
// Settings (environment): LOAD_USERS (200), LOAD_SECONDS (600), LOAD_PACE (1: each person's requests
// a second, a whole number; more makes a busier day than people make), LOAD_BUILD=false to use the API
// already built, LOAD_PORT (3100: the balancer; the processes take the next two), DATABASE_URL
// (postgres://postgres@127.0.0.1:5432/test: the server where the day's database is made and
// dropped), REDIS_URL (redis://127.0.0.1:6379), LOAD_TARGETS=report to report the latency and
// memory targets without failing on them (the short run in CI, on a machine busy with the rest).
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { Client } = require('pg');
const { portOpen, withFreshDatabase } = require('./bench/server');
const { startStack } = require('./load/stack');
const { crowd, preparePeople } = require('./load/people');
const { browsing, readingLists, keepingStock, trading, running, person } = require('./load/scenarios');
const { liveStreams } = require('./load/live');
const { watch } = require('./load/watch');
const { checkTheDay } = require('./load/checks');
const { summarise } = require('./load/summary');

const root = path.resolve(__dirname, '..');
const USERS = Number(process.env.LOAD_USERS || 200);
const SECONDS = Number(process.env.LOAD_SECONDS || 600);
const PORT = Number(process.env.LOAD_PORT || 3100);
const PACE = Math.max(1, Math.round(Number(process.env.LOAD_PACE || 1)));
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const GATE_TARGETS = process.env.LOAD_TARGETS !== 'report';

function build() {
  if (process.env.LOAD_BUILD === 'false') return;
  console.log('» building the API');
  for (const [command, args] of [
    ['node', ['scripts/registries.js']],
    ['npm', ['run', 'build', '-w', 'api']],
  ]) {
    const result = spawnSync(command, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
  }
}

async function main() {
  build();
  const redis = new URL(REDIS_URL);
  if (!(await portOpen(redis.hostname, Number(redis.port || 6379)))) throw new Error(`Redis does not answer at ${redis.host} (REDIS_URL)`);
  const pg = new URL(PG_URL);
  if (!(await portOpen(pg.hostname, Number(pg.port || 5432)))) throw new Error(`PostgreSQL does not answer at ${pg.host} (DATABASE_URL)`);

  const counts = crowd(USERS);
  console.log(
    `AgroCadena load: ${USERS} people for ${SECONDS} s at ${PACE} request(s) a second — ${JSON.stringify(counts)} — ${os.cpus().length} cores, Node ${process.version}`,
  );
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agrocadena-load-'));
  let results;
  await withFreshDatabase(PG_URL, async (databaseUrl) => {
    const stack = await startStack({
      apiDist: path.join(root, 'api/dist'),
      databaseUrl,
      port: PORT,
      runDir,
      env: {
        REDIS_URL,
        TRUST_PROXY: 'true',
        // Log-ins come from the addresses the people have (x-forwarded-for); these are a town's, not one office's.
        RATE_LIMIT_LOGIN: '1000/60',
        LOG_LEVEL: 'warn',
      },
    });
    const db = new Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      console.log(`» the day's people (${runDir})`);
      const people = await preparePeople({ base: stack.base, db, counts });
      const listeners = [...people.readers, ...people.pairs.flatMap(({ farmer, shop }) => [farmer, shop])];
      const live = liveStreams(stack.base, listeners);
      await live.ready();

      const answers = new Map();
      const failures = {};
      const heard = (op, method, status, ms) => {
        const entry = answers.get(op) ?? { method, statuses: {}, ms: [] };
        entry.statuses[status] = (entry.statuses[status] ?? 0) + 1;
        if (status < 300) entry.ms.push(ms);
        answers.set(op, entry);
      };
      const failed = (kind, reason) => {
        const key = `${kind}: ${reason}`;
        failures[key] = (failures[key] ?? 0) + 1;
      };
      const everyone = [
        ...Array.from({ length: counts.browse }, (_, index) => ({
          kind: 'browsing',
          sequence: browsing({ address: `10.200.${index >> 8}.${index & 255}` }, index),
        })),
        ...people.readers.map((reader) => ({ kind: 'reading lists', sequence: readingLists(reader) })),
        ...people.stock.map((owner) => ({ kind: 'keeping stock', sequence: keepingStock(owner) })),
        ...people.pairs.map((pair) => ({ kind: 'trading', sequence: trading(pair, live.expect) })),
        ...people.plants.map((plant) => ({ kind: 'running', sequence: running(plant) })),
      ];
      console.log(`» the day: ${everyone.length} connections for ${SECONDS} s`);
      const rampMs = Math.min(10_000, (SECONDS * 1000) / 6);
      const dayStarts = Date.now();
      const endsAt = dayStarts + SECONDS * 1000;
      const watching = watch({ apis: stack.apis, db, databaseName: new URL(databaseUrl).pathname.slice(1) });
      await Promise.all(
        everyone.map(({ kind, sequence }) =>
          person({ base: stack.base, kind, sequence, startsAt: dayStarts + Math.random() * rampMs, endsAt, pace: PACE, heard, failed }),
        ),
      );
      const seconds = (Date.now() - dayStarts) / 1000;
      const samples = await watching.stop();
      // Changes written in the last moment are heard within a second.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const liveReport = await live.close();
      const end = await checkTheDay(db);
      results = summarise({
        users: USERS,
        pace: PACE,
        seconds,
        counts,
        answers,
        failures,
        samples,
        live: liveReport,
        end,
        gateTargets: GATE_TARGETS,
      });
    } finally {
      await db.end();
      await stack.stop();
    }
  });
  fs.writeFileSync(path.join(root, 'load-results.json'), `${JSON.stringify({ date: new Date().toISOString(), ...results }, null, 2)}\n`);
  console.log(`\nload-results.json written; logs in ${runDir}`);
  if (!results.passed) {
    console.error(
      `\nThe day failed: ${results.verdict
        .filter((line) => !line.holds)
        .map((line) => line.what)
        .join('; ')}`,
    );
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
