// The router's own matcher (the suite shares no `matchPath`: only this test needs it).
import { matchPath } from 'react-router';
import { PLACEMENTS, placementOf } from './route-placement';
import { openedRemotePage, opensDashboardUncached } from './early-start';

const filled = (pattern: string) => pattern.replace(/:\w+/g, 'abc-123');
const samples = PLACEMENTS.flatMap(({ path }) => [filled(path), `${filled(path)}/`, filled(path).toUpperCase(), `${filled(path)}/more`]).concat([
  '/products/',
  '/nothing-here',
  '/',
  '',
]);

test('finds the route the router would draw for every path of the suite and its neighbours', () => {
  for (const pathname of samples) {
    const routerChoice = PLACEMENTS.find((route) => matchPath(route.path, pathname || '/'));
    expect([pathname, placementOf(pathname || '/')?.path]).toEqual([pathname, routerChoice?.path]);
  }
});

test('names where a route is drawn and whose page it is', () => {
  expect(placementOf('/products/p-1')).toEqual({
    path: '/products/:productId',
    layout: 'dashboard',
    guard: 'user',
    remote: 'inventory/ProductDetailPage',
  });
  expect(placementOf('/productsCatalog')).toMatchObject({ layout: 'public', guard: 'none', remote: 'catalog/ProductsCatalogPage' });
  expect(placementOf('/reset-password/t0k3n')).toMatchObject({ layout: 'none', guard: 'none' });
  expect(placementOf('/home')).toEqual({ path: '/home', layout: 'dashboard', guard: 'user' });
});

describe('a first visit to a private page', () => {
  it('fetches the dashboard early only with a stored session, and only for the dashboard’s pages', () => {
    expect(opensDashboardUncached('/userProducts', false)).toBe(false);
    expect(opensDashboardUncached('/userProducts', true)).toBe(true);
    expect(opensDashboardUncached('/home', true)).toBe(true);
    expect(opensDashboardUncached('/', true)).toBe(false);
    expect(opensDashboardUncached('/productsCatalog', true)).toBe(false);
    expect(opensDashboardUncached('/login', true)).toBe(false);
  });

  it('leaves a visit the service worker answers alone', () => {
    Object.defineProperty(navigator, 'serviceWorker', { value: { controller: {} }, configurable: true });
    try {
      expect(opensDashboardUncached('/userProducts', true)).toBe(false);
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});

test('the remote page a visit opens, when the visit may see it', () => {
  expect(openedRemotePage('/productsCatalog', false)).toBe('catalog/ProductsCatalogPage');
  expect(openedRemotePage('/reset-password/t0k3n', false)).toBe('account/ResetPasswordPage');
  expect(openedRemotePage('/userProducts', false)).toBeNull();
  expect(openedRemotePage('/login', false)).toBeNull();
  expect(openedRemotePage('/products/p-1', true)).toBe('inventory/ProductDetailPage');
  expect(openedRemotePage('/home', true)).toBeNull();
});
