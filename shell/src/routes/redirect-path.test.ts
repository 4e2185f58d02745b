import { loginReturningTo, safeRedirectPath } from './redirect-path';

describe('safeRedirectPath', () => {
  it.each(['/userProducts', '/products/p1?tab=stock', '/editUser#photo'])('keeps a path of the app: %s', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([null, '', 'back', 'userProducts', '//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)'])(
    'refuses what could leave the site or is no path: %s',
    (value) => {
      expect(safeRedirectPath(value)).toBeNull();
    },
  );

  it('round-trips through the log-in URL', () => {
    const url = new URL(loginReturningTo('/products/p1?tab=stock&x=1'), 'http://localhost');
    expect(url.pathname).toBe('/login');
    expect(safeRedirectPath(url.searchParams.get('redirect'))).toBe('/products/p1?tab=stock&x=1');
  });
});
