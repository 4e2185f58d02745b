// The day in figures and its verdict: what load.js prints and writes to load-results.json.
// Correctness always decides (no answer other than a 2xx, every change heard, the end checks);
// the latency and memory targets decide too unless `gateTargets` is off.
const TARGETS = { readP99Ms: 250, writeP99Ms: 500, memoryGrowth: 0.1 };

const { percentile: percentileOf } = require('../bench/api-vs-database');

/** The bench's percentile, null (not NaN) for no values: JSON keeps it. */
const percentile = (sorted, p) => (sorted.length === 0 ? null : percentileOf(sorted, p));
const round = (value) => (value === null ? null : Math.round(value * 10) / 10);
const average = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

function operations(answers, seconds) {
  return [...answers.entries()].map(([op, { method, statuses, ms }]) => {
    const sorted = [...ms].sort((a, b) => a - b);
    const count = Object.values(statuses).reduce((sum, n) => sum + n, 0);
    return {
      op,
      kind: method === 'GET' ? 'read' : 'write',
      answers: count,
      perSecond: round(count / seconds),
      p50: round(percentile(sorted, 50)),
      p95: round(percentile(sorted, 95)),
      p99: round(percentile(sorted, 99)),
      statuses,
    };
  });
}

const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/**
 * Each process's memory over the day's last five minutes (the last half of a shorter day): the
 * median of the window's second half against the median of its first. A process that leaks is
 * higher in the second half; one that keeps what it needs is not. Medians, because the garbage
 * collector's saw-tooth moves single samples, and even a minute's, by tens of MiB.
 */
function memory(samples, processes) {
  const window = Math.min(300, Math.floor(samples.length / 2));
  const last = samples.slice(-window);
  return Array.from({ length: processes }, (_, index) => {
    const rss = last.map((sample) => sample.rssMiB[index]).filter((value) => value !== null);
    const probe = samples
      .map((sample) => sample.probeMs[index])
      .filter((value) => value !== null)
      .sort((a, b) => a - b);
    const half = Math.floor(rss.length / 2);
    const [first, final] = [median(rss.slice(0, half)), median(rss.slice(half))];
    const cpu = samples.map((sample) => sample.cpuPercent?.[index]).filter((value) => value !== undefined);
    return {
      process: index + 1,
      rssMiB: { start: samples[0]?.rssMiB[index] ?? null, peak: Math.max(...samples.map((sample) => sample.rssMiB[index] ?? 0)), end: final },
      cpuPercent: {
        average: cpu.length ? Math.round(average(cpu)) : null,
        p99: percentile(
          [...cpu].sort((a, b) => a - b),
          99,
        ),
      },
      growthOverWindow: round(((final - first) / first) * 100) / 100,
      windowSeconds: window,
      probeMs: { p50: percentile(probe, 50), p99: percentile(probe, 99), max: probe.at(-1) ?? null },
      // One figure a minute for the table: the minute's highest memory and probe time.
      bySecond: samples.map((sample) => ({
        rssMiB: sample.rssMiB[index],
        cpuPercent: sample.cpuPercent?.[index] ?? null,
        probeMs: sample.probeMs[index],
      })),
      byMinute: Array.from({ length: Math.ceil(samples.length / 60) }, (_, minute) => {
        const inMinute = samples.slice(minute * 60, minute * 60 + 60);
        return {
          minute: minute + 1,
          rssMiB: Math.max(...inMinute.map((sample) => sample.rssMiB[index] ?? 0)),
          rssMedianMiB: median(inMinute.map((sample) => sample.rssMiB[index] ?? 0)),
          probeMs: Math.max(...inMinute.map((sample) => sample.probeMs[index] ?? 0)),
        };
      }),
    };
  });
}

function summarise({ users, pace = 1, seconds, counts, answers, failures, samples, live, end, gateTargets }) {
  const ops = operations(answers, seconds);
  const processes = memory(samples, samples[0]?.rssMiB.length ?? 0);
  const lateSorted = [...live.lateMs].sort((a, b) => a - b);
  const connections = samples.map((sample) => sample.connections);
  const notOk = ops.flatMap(({ op, statuses }) =>
    Object.entries(statuses)
      .filter(([status]) => Number(status) >= 300)
      .map(([status, n]) => `${op}: ${n} × ${status}`),
  );
  const failureList = Object.entries(failures).map(([what, n]) => `${what} × ${n}`);
  const worst = (kind) => Math.max(0, ...ops.filter((op) => op.kind === kind).map((op) => op.p99 ?? 0));
  const verdict = [
    {
      what: 'every answer a 2xx, no connection error',
      holds: notOk.length === 0 && failureList.length === 0,
      gate: true,
      detail: [...notOk, ...failureList],
    },
    { what: 'every change a party should hear reached its live stream', holds: live.unheard === 0 && live.reopened === 0, gate: true },
    ...end.checks.map((check) => ({ what: check.name, holds: check.holds, gate: true, detail: check.breaking })),
    { what: `p99 of every read ≤ ${TARGETS.readP99Ms} ms (worst ${worst('read')} ms)`, holds: worst('read') <= TARGETS.readP99Ms, gate: gateTargets },
    {
      what: `p99 of every write ≤ ${TARGETS.writeP99Ms} ms (worst ${worst('write')} ms)`,
      holds: worst('write') <= TARGETS.writeP99Ms,
      gate: gateTargets,
    },
    {
      what: `each process's memory flat within ${TARGETS.memoryGrowth * 100} % over the last ${processes[0]?.windowSeconds ?? 0} s`,
      holds: processes.every((p) => Math.abs(p.growthOverWindow) <= TARGETS.memoryGrowth),
      gate: gateTargets,
    },
  ];

  console.log(`\n${users} people, ${Math.round(seconds)} s:`);
  console.log('| operation | kind | answers/s | p50 | p95 | p99 | answers |');
  console.log('|---|---|---|---|---|---|---|');
  for (const op of ops)
    console.log(`| ${op.op} | ${op.kind} | ${op.perSecond} | ${op.p50} ms | ${op.p95} ms | ${op.p99} ms | ${JSON.stringify(op.statuses)} |`);
  for (const p of processes)
    console.log(
      `API process ${p.process}: RSS ${p.rssMiB.start} → peak ${p.rssMiB.peak} → ${Math.round(p.rssMiB.end)} MiB (${(p.growthOverWindow * 100).toFixed(1)} % over the last ${p.windowSeconds} s); CPU ${p.cpuPercent.average} % of a core (p99 ${p.cpuPercent.p99} %); probe p50 ${p.probeMs.p50} ms, p99 ${p.probeMs.p99} ms, max ${p.probeMs.max} ms`,
    );
  console.log(
    `PostgreSQL connections to the day's database: at most ${Math.max(0, ...connections.map((c) => c.total))}, working at most ${Math.max(0, ...connections.map((c) => c.working))}`,
  );
  console.log(
    `Live: ${live.streams} streams (reopened ${live.reopened}), ${live.changesExpected} changes to hear, ${live.unheard} unheard; heard after p50 ${percentile(lateSorted, 50)} ms, p99 ${percentile(lateSorted, 99)} ms`,
  );
  console.log(`Made: ${JSON.stringify(end.made)}`);
  for (const line of verdict)
    console.log(
      `${line.holds ? '✓' : line.gate ? '✗' : '·'} ${line.what}${line.holds || !line.detail?.length ? '' : `: ${JSON.stringify(line.detail.slice(0, 5))}`}`,
    );

  return {
    users,
    pace,
    seconds: Math.round(seconds),
    counts,
    targets: TARGETS,
    operations: ops,
    failures,
    processes,
    postgresConnections: {
      max: Math.max(0, ...connections.map((c) => c.total)),
      workingMax: Math.max(0, ...connections.map((c) => c.working)),
      bySecond: connections,
    },
    live: {
      ...live,
      lateMs: undefined,
      heardAfterMs: { p50: percentile(lateSorted, 50), p95: percentile(lateSorted, 95), p99: percentile(lateSorted, 99) },
    },
    end,
    verdict,
    passed: verdict.every((line) => line.holds || !line.gate),
  };
}

module.exports = { summarise };
