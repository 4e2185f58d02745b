import path from 'node:path';
import { contentTypeOf, fileUrl, resolveInside } from './storage';

const root = path.resolve('/srv/data/uploads');

test('paths stay inside the uploads root', () => {
  expect(resolveInside(root, 'users/abc/photo.webp')).toBe(path.join(root, 'users/abc/photo.webp'));
  for (const bad of ['', '../x', 'users/../../x', '/etc/passwd', 'users//x', './x', 'a\\..\\b', 'a\0b', 'users/abc/']) {
    expect([bad, resolveInside(root, bad)]).toEqual([bad, null]);
  }
});

test('URLs and content types', () => {
  expect(fileUrl('users/a b/p.webp')).toBe('/api/files/users/a%20b/p.webp');
  expect(contentTypeOf('x.webp')).toBe('image/webp');
  expect(contentTypeOf('x.PDF')).toBe('application/pdf');
  expect(contentTypeOf('x.html')).toBe('application/octet-stream');
});
