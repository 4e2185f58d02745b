import type { Db } from '../db/client';
import { fileLinks, fileLinksLoader } from './file-links';

const secret = 'a-test-secret-that-is-long-enough-0123456789';
const now = Date.UTC(2030, 0, 1, 10, 30, 0);

test('plain URLs for open files; signed ones that pass their own check, for the stored path only', () => {
  const links = fileLinks(secret, () => now);
  expect(links.open('users/a b/photo.webp')).toBe('/api/files/users/a%20b/photo.webp');
  const url = links.signed('users/a b/photo.webp');
  expect(url).toMatch(/^\/api\/files\/users\/a%20b\/photo\.webp\?exp=\d+&sig=[A-Za-z0-9_-]{43}$/);
  // The front end may add its own parameters (a cache-busting ?v=…): they do not matter.
  const query = Object.fromEntries(new URL(`${url}&v=1`, 'http://agro.test').searchParams);
  expect(links.check('users/a b/photo.webp', query)).toMatchObject({ valid: true });
  expect(links.check('users/a b/photo-thumb.webp', query)).toEqual({ valid: false, reason: 'wrong' });
  expect(fileLinks(`${secret}!`, () => now).check('users/a b/photo.webp', query)).toEqual({ valid: false, reason: 'wrong' });
});

test('a configured secret shorter than 32 characters stops the start', () => {
  expect(() => fileLinksLoader({} as Db, 'too-short')).toThrow('FILE_URL_SECRET must be at least 32 characters long');
});
