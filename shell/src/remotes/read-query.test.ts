import { PAGE_SIZE } from '@agrocadena/contracts/core';
import { routes } from '@agrocadena/contracts/client';
import { createQueryClient, routePageQuery, routeQuery } from '@agrocadena/shared-ui/core';
import { logIn, ok, resetStores, stubFetch } from '@agrocadena/shared-ui/src/testing';
import { readQueryOf } from './read-query';

test('a first read has the key of the query the page makes for it: a paged list’s first page, or a row', () => {
  // usePagedList's first page.
  expect(readQueryOf('/users/u-1/products?skip=0&limit=12')?.queryKey).toEqual(
    routePageQuery(routes.userProducts, { params: { id: 'u-1' }, query: { skip: 0, limit: PAGE_SIZE } }).queryKey,
  );
  // The route's parameter as the page's router hands it over: decoded.
  expect(readQueryOf('/products/p%201')?.queryKey).toEqual(routeQuery(routes.getProduct, { params: { id: 'p 1' } }).queryKey);
  expect(readQueryOf('/users/u-1/requestsOverview')?.queryKey).toEqual(routeQuery(routes.requestsOverview, { params: { id: 'u-1' } }).queryKey);
  expect(readQueryOf('/users/u-1')?.queryKey).toEqual(routeQuery(routes.getUser, { params: { id: 'u-1' } }).queryKey);
});

test('only a private GET of the contract is a first read', () => {
  expect(readQueryOf('/nowhere/u-1')).toBeNull();
  expect(readQueryOf('/departments')).toBeNull();
  expect(readQueryOf('/products/p1/delete')).toBeNull();
  expect(readQueryOf('/liveChanges')).toBeNull();
  expect(readQueryOf('/products/%E0%A4%A')).toBeNull();
});

test('a first read answers as the page’s own query does (a page of a list, the row of a read)', async () => {
  resetStores();
  logIn();
  stubFetch([
    { path: '/api/users/u1/products?skip=0&limit=12', body: { ...ok([{ _id: 'p1' }]), totalItems: 1, nextCursor: null, prevCursor: null } },
    { path: '/api/products/p1', body: ok({ _id: 'p1' }) },
  ]);
  const client = createQueryClient({ retry: false });
  await expect(client.fetchQuery(readQueryOf('/users/u1/products?skip=0&limit=12')!)).resolves.toEqual({
    items: [{ _id: 'p1' }],
    total: 1,
    nextCursor: null,
    prevCursor: null,
  });
  await expect(client.fetchQuery(readQueryOf('/products/p1')!)).resolves.toEqual({ _id: 'p1' });
});
