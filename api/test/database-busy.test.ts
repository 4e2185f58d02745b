// When the database is the limit (db/turns.ts), on PGlite and on PostgreSQL: a new request is told
// at once to come back (503, Retry-After), a request already waiting is answered, and the server
// stays sound.
import { useTestApp } from './support/test-app';
import { waitUntil } from './support/wait';

const t = useTestApp();
const catalogue = () => fetch(`${t.baseUrl}/api/publicProducts?skip=0&limit=10`, { headers: { 'accept-language': 'en' } });

test('while a statement has waited too long for its turn, new requests are answered 503 with Retry-After; the waiting one is answered, and nothing is left holding the database', async () => {
  const turns = t.database.turns!;
  expect((await catalogue()).status).toBe(200); // what the server reads once and keeps (the file links' key) is read
  turns.maxWaitMs = 50;
  // Every turn held (long statements) until the test lets go, without holding the event loop.
  const letGo: (() => void)[] = [];
  const held = Array.from({ length: turns.slots }, () => turns.take(() => new Promise<void>((resolve) => letGo.push(resolve))));
  const first = catalogue();
  await waitUntil(() => turns.waiting > 0);
  await new Promise((resolve) => setTimeout(resolve, 100)); // the first has now waited longer than 50 ms
  const later = await Promise.all(Array.from({ length: 3 }, catalogue));
  for (const answer of later) {
    expect(answer.status).toBe(503);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    await expect(answer.json()).resolves.toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
  }
  // The load balancer's liveness probe is not refused: the process is alive, only busy.
  expect((await fetch(`${t.baseUrl}/api/health`)).status).toBe(200);
  for (const release of letGo) release();
  await Promise.all(held);
  // The request that was already waiting is answered, not refused.
  expect((await first).status).toBe(200);
  expect(turns.waiting).toBe(0);
  turns.maxWaitMs = Infinity;
  const alone = await catalogue();
  expect(alone.status).toBe(200);
  await expect(alone.json()).resolves.toMatchObject({ success: true });
});
