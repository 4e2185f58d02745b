import { declaredReads, fillRead } from './first-reads';

test('a read’s template is filled from the user and the route, each value encoded; a missing one gives no read', () => {
  expect(fillRead('/users/{me}/products?skip=0&limit=12', { me: 'u-1' })).toBe('/users/u-1/products?skip=0&limit=12');
  expect(fillRead('/products/{productId}', { productId: 'a/b c', me: 'u-1' })).toBe('/products/a%2Fb%20c');
  expect(fillRead('/products/{productId}', { me: 'u-1' })).toBeNull();
});

test('only the reads a manifest declares for the page as paths count (another deployment wrote it)', () => {
  const manifest = { metaData: { firstReads: { UserProductsPage: ['/users/{me}', 'https://elsewhere.example/x', 7], Other: 'x' } } };
  expect(declaredReads(manifest, 'UserProductsPage')).toEqual(['/users/{me}']);
  expect(declaredReads(manifest, 'Other')).toEqual([]);
  expect(declaredReads(manifest, 'Missing')).toEqual([]);
  expect(declaredReads(null, 'UserProductsPage')).toEqual([]);
  expect(declaredReads({ metaData: {} }, 'UserProductsPage')).toEqual([]);
});
