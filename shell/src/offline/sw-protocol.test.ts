import { APP_PAGE_KEY, isAppPage, isEntryFile, isHashedChunk, LANDING_PAGE_KEY, LOGIN_PAGE_KEY, pageKeyFor } from './sw-protocol';

const url = (href: string) => new URL(href, 'http://localhost:3000');

test('content-hashed chunks, from the shell or a remote on another host, are kept for good', () => {
  expect(isHashedChunk(url('/118.b9f9a46c.js'))).toBe(true);
  expect(isHashedChunk(url('https://inventory.agro.test/v7/__federation_expose_UserProductsPage.9f8e7d6c.js'))).toBe(true);
  expect(isHashedChunk(url('/main.js'))).toBe(false);
});

test('files that name the current release are asked for first, so a new deployment is picked up', () => {
  for (const href of [
    '/remotes.json',
    '/main.js',
    '/remotes/inventory/mf-manifest.json',
    '/remotes/inventory/remoteEntry.js',
    'http://127.0.0.1:3321/remoteEntry.js',
    '/manifest.webmanifest',
  ]) {
    expect({ href, entry: isEntryFile(url(href)) }).toEqual({ href, entry: true });
  }
  for (const href of ['/api/users/1/products', '/api/departments', '/118.b9f9a46c.js', '/favicon.svg']) {
    expect({ href, entry: isEntryFile(url(href)) }).toEqual({ href, entry: false });
  }
});

test("the app's pages are kept, never the API's own pages", () => {
  expect(isAppPage(url('/userProducts?page=2'))).toBe(true);
  expect(isAppPage(url('/'))).toBe(true);
  expect(isAppPage(url('/api/docs'))).toBe(false);
  expect(isAppPage(url('/remotes/inventory/index.html'))).toBe(false);
});

test('the landing and log-in pages are kept apart from the app page every other route shares', () => {
  expect(pageKeyFor(url('/'))).toBe(LANDING_PAGE_KEY);
  expect(pageKeyFor(url('/?utm=x'))).toBe(LANDING_PAGE_KEY);
  expect(pageKeyFor(url('/login?redirect=%2Fhome'))).toBe(LOGIN_PAGE_KEY);
  for (const href of ['/signUp', '/userProducts?page=2', '/home', '/loginx']) expect(pageKeyFor(url(href))).toBe(APP_PAGE_KEY);
});
