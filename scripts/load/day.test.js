const { crowd } = require('./people');
const { summarise } = require('./summary');

test('the crowd of the day: 60 % browse, 20 % read, 15 % keep stock, the rest trade in pairs or run', () => {
  expect(crowd(200)).toEqual({ browse: 120, readers: 40, stock: 30, pairs: 3, plants: 4 });
  // The short day of CI still has a pair and a plant.
  expect(crowd(20)).toEqual({ browse: 12, readers: 4, stock: 3, pairs: 1, plants: 1 });
});

/** A day of `seconds` samples whose memory goes from `from` to `to` MiB, and answers as given. */
function day({ from = 200, to = 200, seconds = 600, answers = [], live = {}, checks = [], gateTargets = true }) {
  const samples = Array.from({ length: seconds }, (_, second) => ({
    second,
    rssMiB: [from + ((to - from) * second) / (seconds - 1)],
    probeMs: [1],
    connections: { total: 8, working: 2 },
  }));
  const quiet = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    return summarise({
      users: 200,
      seconds,
      counts: {},
      answers: new Map(answers.map(({ op, method = 'GET', statuses = { 200: 100 }, ms = [10, 20, 30] }) => [op, { method, statuses, ms }])),
      failures: {},
      samples,
      live: { streams: 1, reopened: 0, changesExpected: 2, unheard: 0, lateMs: [5, 30], ...live },
      end: { checks: checks.map((name) => ({ name, holds: true, breaking: [] })), made: {} },
      gateTargets,
    });
  } finally {
    quiet.mockRestore();
  }
}

const failing = (result) => result.verdict.filter((line) => !line.holds).map((line) => line.what);

test('a day passes with every answer a 2xx, every change heard, the checks holding and the targets met', () => {
  const result = day({ answers: [{ op: 'catalogue' }, { op: 'stock change', method: 'POST', ms: [40, 50] }], checks: ['stock equals its ledger'] });
  expect(failing(result)).toEqual([]);
  expect(result.passed).toBe(true);
  expect(result.operations).toEqual([
    expect.objectContaining({ op: 'catalogue', kind: 'read', answers: 100, perSecond: 0.2, p50: 20, p99: 30 }),
    expect.objectContaining({ op: 'stock change', kind: 'write', p99: 50 }),
  ]);
  expect(result.live.heardAfterMs).toEqual({ p50: 30, p95: 30, p99: 30 });
});

test('one answer that is not a 2xx, one unheard change or one broken check fails the day, named', () => {
  const refused = day({ answers: [{ op: 'catalogue', statuses: { 200: 99, 503: 1 } }] });
  expect(refused.passed).toBe(false);
  expect(refused.verdict[0].detail).toEqual(['catalogue: 1 × 503']);
  expect(day({ live: { unheard: 1 } }).passed).toBe(false);
  expect(day({ live: { reopened: 1 } }).passed).toBe(false);
});

test('memory growing over 10 % in the last five minutes, or a slow p99, fails the day unless the targets are only reported', () => {
  const leaking = day({ from: 200, to: 400 });
  expect(leaking.processes[0].growthOverWindow).toBeGreaterThan(0.1);
  expect(failing(leaking)).toEqual([expect.stringContaining('memory flat')]);
  expect(leaking.passed).toBe(false);
  const slow = day({ answers: [{ op: 'catalogue', ms: [10, 300] }] });
  expect(failing(slow)).toEqual([expect.stringContaining('p99 of every read')]);
  expect(day({ answers: [{ op: 'catalogue', ms: [10, 300] }], gateTargets: false }).passed).toBe(true);
});
