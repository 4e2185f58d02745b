import { appContentSecurityPolicy, neverFramed, originOf, remoteOriginsOf, withNonce } from './security-headers';

test('origins of URLs and tile templates', () => {
  expect(originOf('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
  expect(originOf('https://{s}.tile.example.co/{z}/{x}/{y}.png')).toBe('https://*.tile.example.co');
  expect(originOf('HTTP://Tiles.Example.co:8080/a')).toBe('http://tiles.example.co:8080');
  expect(originOf('/remotes/account/mf-manifest.json')).toBeNull();
  expect(originOf('https://{host}/x')).toBeNull();
});

test('remotes on other hosts are allowed by origin, the same-origin ones add nothing', () => {
  expect(
    remoteOriginsOf({ a: '/remotes/a/mf-manifest.json', b: 'https://b.agro.co/mf-manifest.json', c: 'https://b.agro.co/c/mf-manifest.json', d: 3 }),
  ).toEqual(['https://b.agro.co']);
});

test('the policy: no inline script, styles by nonce, tiles as images, never framed', () => {
  const csp = appContentSecurityPolicy('N0nce', { remoteOrigins: [], mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' });
  expect(csp).toBe(
    "default-src 'self'; script-src 'self'; style-src 'self' 'nonce-N0nce'; img-src 'self' data: blob: https://tile.openstreetmap.org; " +
      "font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  );
});

test('the page gets its nonce on its own tags and in a meta tag for the apps', () => {
  const html = withNonce(
    '<html><head><style>a{}</style><script src="/main.js"></script></head><body><script defer src="x.js"></script></body></html>',
    'N',
  );
  expect(html).toContain('<meta name="csp-nonce" content="N" />');
  expect(html).toContain('<style nonce="N">');
  expect(html.match(/<script nonce="N"/g)).toHaveLength(2);
});

test("a library's policy is never framed, said once", () => {
  expect(neverFramed("default-src 'self'; frame-ancestors 'self'; script-src 'self' ; upgrade-insecure-requests;")).toBe(
    "default-src 'self'; script-src 'self'; upgrade-insecure-requests; frame-ancestors 'none'",
  );
  expect(neverFramed("default-src 'none'")).toBe("default-src 'none'; frame-ancestors 'none'");
});
