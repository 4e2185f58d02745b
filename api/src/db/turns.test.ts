import { DatabaseBusyError, requestTurns, takingTurns } from './turns';
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

test('a request that has begun has its next statements before any newer request begins', async () => {
  const turns = takingTurns();
  const log: string[] = [];
  const request = (name: string, statements: number) =>
    requestTurns.run({ begun: false }, async () => {
      for (let n = 1; n <= statements; n += 1) {
        await turns.take(async () => {
          log.push(`${name}${n}`);
          await new Promise((resolve) => setTimeout(resolve, 1));
        });
      }
    });
  // b and c arrive while a's first statement runs; a search of three statements is not queued behind them twice.
  await Promise.all([request('a', 3), request('b', 1), request('c', 1)]);
  expect(log).toEqual(['a1', 'a2', 'a3', 'b1', 'c1']);
});

test('while the database is the limit, new requests are refused at once; a request already begun is not', async () => {
  let clock = 0;
  const turns = takingTurns({ maxWaitMs: 200, now: () => clock });
  let release = () => {};
  const running = turns.take(() => new Promise<void>((resolve) => (release = resolve)));
  const waiting = turns.take(() => Promise.resolve('waited'));
  clock = 150; // the oldest request waiting to begin has waited 150 ms: still admitted
  const admitted = turns.take(() => Promise.resolve('admitted'));
  clock = 300; // now 300 ms: the database is the limit
  const refusal = await turns.take(() => Promise.resolve('late')).catch((error: unknown) => error);
  expect(refusal).toBeInstanceOf(DatabaseBusyError);
  // The API answers it as the database being unavailable now: 503 with Retry-After.
  expect(unavailableReason(refusal)).toBe('DATABASE_BUSY');
  const begunRequest = requestTurns.run({ begun: true }, () => turns.take(() => Promise.resolve('begun finished')));
  release();
  await running;
  await expect(Promise.all([begunRequest, waiting, admitted])).resolves.toEqual(['begun finished', 'waited', 'admitted']);
  await expect(turns.take(() => Promise.resolve('fresh'))).resolves.toBe('fresh');
});

test('a statement that fails gives the turn to the next one', async () => {
  const turns = takingTurns();
  const failing = turns.take(() => Promise.reject(new Error('syntax error')));
  const next = turns.take(() => Promise.resolve('answered'));
  await expect(failing).rejects.toThrow('syntax error');
  await expect(next).resolves.toBe('answered');
  expect(turns.waiting).toBe(0);
});
