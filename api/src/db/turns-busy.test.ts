// The embedded database's turns as the API answers them (db/turns.ts): while the database is the
// limit, a new request is told at once to come back (503, Retry-After), and the server stays sound.
// Always on PGlite, whatever TEST_DB says: the turns are the embedded database's.
import { openDatabase } from './client';
import { startTestApp, type TestApp } from '../../test/support/test-app';
import { waitUntil } from '../../test/support/wait';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ database: await openDatabase({ dataDir: null }) });
});
afterAll(() => server.close());

const catalogue = () => fetch(`${server.baseUrl}/api/publicProducts?skip=0&limit=10`, { headers: { 'accept-language': 'en' } });

test('while a request has waited too long to begin, new ones are answered 503 with Retry-After; the waiting one is answered, and nothing is left holding the database', async () => {
  const turns = server.database.turns!;
  expect((await catalogue()).status).toBe(200); // what the server reads once and keeps (the file links' key) is read
  turns.maxWaitMs = 50;
  // The database held (a long statement) until the test lets go, without holding the event loop.
  let letGo = () => {};
  const held = turns.take(() => new Promise<void>((resolve) => (letGo = resolve)));
  const first = catalogue();
  await waitUntil(() => turns.waiting > 0);
  await new Promise((resolve) => setTimeout(resolve, 100)); // the first has now waited longer than 50 ms
  const later = await Promise.all(Array.from({ length: 3 }, catalogue));
  for (const answer of later) {
    expect(answer.status).toBe(503);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    await expect(answer.json()).resolves.toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
  }
  letGo();
  await held;
  // The request that was already waiting is answered, not refused.
  expect((await first).status).toBe(200);
  expect(turns.waiting).toBe(0);
  turns.maxWaitMs = Infinity;
  const alone = await catalogue();
  expect(alone.status).toBe(200);
  await expect(alone.json()).resolves.toMatchObject({ success: true });
});
