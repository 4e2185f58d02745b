import { fieldOf } from './error-handler';
import { cacheControlFor } from './static';

test('validation errors name the field, without array indexes', () => {
  expect(fieldOf({ keyword: 'required', instancePath: '', params: { missingProperty: 'email' } }, 'body')).toBe('email');
  expect(fieldOf({ keyword: 'pattern', instancePath: '/phoneNumbers/0', params: {} }, 'body')).toBe('phoneNumbers');
  expect(fieldOf({ keyword: 'required', instancePath: '/address', params: { missingProperty: 'town' } }, 'body')).toBe('address.town');
  expect(fieldOf({ keyword: 'type', instancePath: '', params: {} }, 'body')).toBe('body');
  expect(fieldOf({ keyword: 'type', instancePath: '', params: {} }, 'querystring')).toBe('query');
});

test('entry files are revalidated, hashed chunks cached for a year', () => {
  expect(cacheControlFor('/x/index.html')).toBe('no-cache');
  expect(cacheControlFor('/x/remoteEntry.js')).toBe('no-cache');
  expect(cacheControlFor('/x/mf-manifest.json')).toBe('no-cache');
  expect(cacheControlFor('/x/main.js')).toBe('no-cache');
  expect(cacheControlFor('/x/512.0123abcd.js')).toBe('public, max-age=31536000, immutable');
  expect(cacheControlFor('/x/__federation_expose_EditUserPage.9f8e7d6c.js')).toBe('public, max-age=31536000, immutable');
});

test('a precompressed file is cached like the file it stands for', () => {
  expect(cacheControlFor('/x/512.0123abcd.js.br')).toBe('public, max-age=31536000, immutable');
  expect(cacheControlFor('/x/512.0123abcd.js.gz')).toBe('public, max-age=31536000, immutable');
  expect(cacheControlFor('/x/remoteEntry.js.br')).toBe('no-cache');
  expect(cacheControlFor('/x/index.html.gz')).toBe('no-cache');
});
