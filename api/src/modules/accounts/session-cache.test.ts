import type { AuthUser } from '../../http/types';
import { SessionCache, forgetUserHere } from './session-cache';

const user = (id: string, tokenHash: string): AuthUser => ({
  id,
  tokenHash,
  email: `${id}@x.co`,
  userType: 'AGRO',
  language: 'es',
  sessionExpiresAt: new Date(Date.now() + 3_600_000),
});
const later = new Date(Date.now() + 3_600_000);

function listening(options: ConstructorParameters<typeof SessionCache>[0] = {}) {
  const cache = new SessionCache(options);
  cache.resume();
  return cache;
}

afterEach(() => undefined);

test('keeps what was read while listening; nothing while suspended (it starts so)', async () => {
  const idle = new SessionCache();
  idle.set(user('u1', 'h1'), later, idle.generation());
  expect(idle.get('h1')).toBeUndefined();
  await idle.close();

  const cache = listening();
  cache.set(user('u1', 'h1'), later, cache.generation());
  expect(cache.get('h1')).toMatchObject({ id: 'u1' });
  cache.suspend();
  expect(cache.get('h1')).toBeUndefined();
  cache.resume();
  expect(cache.get('h1')).toBeUndefined();
  await cache.close();
});

test('a change of a user forgets all their sessions and no other', async () => {
  const cache = listening();
  for (const [id, hash] of [
    ['u1', 'a'],
    ['u1', 'b'],
    ['u2', 'c'],
  ])
    cache.set(user(id, hash), later, cache.generation());
  cache.forgetUser('u1');
  expect([cache.get('a'), cache.get('b'), cache.get('c')?.id]).toEqual([undefined, undefined, 'u2']);
  await cache.close();
});

test('a read that began before a change is not kept (a logout racing a request)', async () => {
  const cache = listening();
  const readAt = cache.generation();
  cache.forgetUser('u1');
  cache.set(user('u1', 'h1'), later, readAt);
  expect(cache.get('h1')).toBeUndefined();
  await cache.close();
});

test('an entry lives until its TTL or its session’s expiry, whichever comes first', async () => {
  let now = 1_000_000;
  const cache = listening({ ttlMs: 60_000, now: () => now });
  cache.set(user('u1', 'ttl'), new Date(now + 3_600_000), cache.generation());
  cache.set(user('u2', 'exp'), new Date(now + 10_000), cache.generation());
  now += 10_000;
  expect([cache.get('ttl')?.id, cache.get('exp')]).toEqual(['u1', undefined]);
  now += 50_000;
  expect(cache.get('ttl')).toBeUndefined();
  await cache.close();
});

test('at most maxEntries: the oldest goes first', async () => {
  const cache = listening({ maxEntries: 2 });
  for (const hash of ['a', 'b', 'c']) cache.set(user(hash, hash), later, cache.generation());
  expect([cache.get('a'), cache.get('b')?.id, cache.get('c')?.id]).toEqual([undefined, 'b', 'c']);
  await cache.close();
});

test('forgetUserHere reaches every cache of the process', async () => {
  const [one, two] = [listening(), listening()];
  for (const cache of [one, two]) cache.set(user('u1', 'h1'), later, cache.generation());
  forgetUserHere('u1');
  expect([one.get('h1'), two.get('h1')]).toEqual([undefined, undefined]);
  await one.close();
  await two.close();
});
