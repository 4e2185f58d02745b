// The router's own matcher: placementOf must choose as it does, before the router has loaded.
import { matchPath } from 'react-router';
import { PLACEMENTS, placementOf } from './route-placement';
import { openedRoute, opensDashboardUncached } from './early-start';

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
  expect(openedRoute('/productsCatalog', false)?.remote).toBe('catalog/ProductsCatalogPage');
  expect(openedRoute('/reset-password/t0k3n', false)?.remote).toBe('account/ResetPasswordPage');
  expect(openedRoute('/userProducts', false)?.remote).toBeUndefined();
  expect(openedRoute('/login', false)?.remote).toBeUndefined();
  expect(openedRoute('/products/p-1', true)?.remote).toBe('inventory/ProductDetailPage');
  expect(openedRoute('/home', true)?.remote).toBeUndefined();
});
