import { DatabaseBusyError, takingTurns, watchTurns } from './turns';
import { unavailableReason } from './unavailable';

/** Holds the thread like a statement running in the embedded database (WebAssembly, synchronous). */
function holdThread(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

test('statements run one at a time, in the order they arrived', async () => {
  const turns = takingTurns();
  const log: string[] = [];
  const statement = (name: string) =>
    turns.take(async () => {
      log.push(`${name} starts`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.push(`${name} ends`);
      return name;
    });
  await expect(Promise.all([statement('a'), statement('b'), statement('c')])).resolves.toEqual(['a', 'b', 'c']);
  expect(log).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
});

test('the event loop runs between two turns: a timer due meanwhile fires before the queue is through', async () => {
  const turns = takingTurns();
  let finished = 0;
  const statements = Array.from({ length: 6 }, () =>
    turns.take(async () => {
      holdThread(5);
      finished += 1;
    }),
  );
  const finishedWhenTimerFired = new Promise<number>((resolve) => setTimeout(() => resolve(finished), 0));
  await Promise.all(statements);
  // Without turns the six statements would run back to back before any timer (6).
  expect(await finishedWhenTimerFired).toBeLessThanOrEqual(3);
});

test('while a statement has waited longer than maxWaitMs the database is busy; every statement waiting still has its turn', async () => {
  let clock = 0;
  const turns = takingTurns({ maxWaitMs: 200, now: () => clock });
  let release = () => {};
  const running = turns.take(() => new Promise<void>((resolve) => (release = resolve)));
  const waiting = turns.take(() => Promise.resolve('waited'));
  clock = 150; // the oldest statement waiting has waited 150 ms
  expect(turns.busy).toBe(false);
  const admitted = turns.take(() => Promise.resolve('admitted'));
  clock = 300; // now 300 ms: the database is the limit
  expect(turns.busy).toBe(true);
  // What the API answers at the door then: the database unavailable now, 503 with Retry-After.
  expect(unavailableReason(new DatabaseBusyError(turns.oldestWaitMs))).toBe('DATABASE_BUSY');
  release();
  await running;
  await expect(Promise.all([waiting, admitted])).resolves.toEqual(['waited', 'admitted']);
  expect(turns.busy).toBe(false);
});

test('on a pool, as many turns as slots run at once, and a free one passes on at once', async () => {
  const turns = takingTurns({ slots: 2, loopBetweenTurns: false });
  let running = 0;
  let most = 0;
  const statement = () =>
    turns.take(async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
    });
  await Promise.all(Array.from({ length: 6 }, statement));
  expect(most).toBe(2);
  expect(turns.waiting).toBe(0);
});

test('a statement that fails gives the turn to the next one', async () => {
  const turns = takingTurns();
  const failing = turns.take(() => Promise.reject(new Error('syntax error')));
  const next = turns.take(() => Promise.resolve('answered'));
  await expect(failing).rejects.toThrow('syntax error');
  await expect(next).resolves.toBe('answered');
  expect(turns.waiting).toBe(0);
});

test('a statement waiting long for its turn is told in the log, with the queue', async () => {
  jest.useFakeTimers();
  try {
    let clock = 0;
    const turns = takingTurns({ now: () => clock });
    const warnings: object[] = [];
    const unwatch = watchTurns(turns, (details) => warnings.push(details), 2000);
    let release = () => {};
    void turns.take(() => new Promise<void>((resolve) => (release = resolve)));
    const waiting = turns.take(async () => 'done');
    clock = 1500;
    jest.advanceTimersByTime(1000);
    expect(warnings).toEqual([]);
    clock = 2500;
    jest.advanceTimersByTime(1000);
    expect(warnings).toEqual([{ waiting: 1, oldestWaitMs: 2500 }]);
    unwatch();
    jest.useRealTimers();
    release();
    await expect(waiting).resolves.toBe('done');
    expect(turns.oldestWaitMs).toBe(0);
  } finally {
    jest.useRealTimers();
  }
});
