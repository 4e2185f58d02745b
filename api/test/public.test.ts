import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { bytes } from '../src/util/bytes';
import { useTestApp } from './support/test-app';
import { tempStaticRoot } from './support/static-root';

// The built apps the API serves, written before the server starts.
const { root: staticRoot, write, remove } = tempStaticRoot('agro-static-');

write('shell/dist/index.html', '<!doctype html><html><head><title>shell</title><style>body{margin:0}</style></head><body></body></html>');
write('shell/dist/main.js', 'console.log("shell")');
write('shell/dist/remotes.json', '{"catalog":"https://catalog.agro.test/mf-manifest.json","account":"/remotes/account/mf-manifest.json"}');
write('shell/dist/512.0123abcd.js', 'chunk');
// What the build's compression step writes beside a chunk.
write('shell/dist/512.0123abcd.js.br', bytes(zlib.brotliCompressSync('chunk')));
write('shell/dist/512.0123abcd.js.gz', bytes(zlib.gzipSync('chunk')));
write('mf-account/dist/remoteEntry.js', 'var account;');
write('mf-account/dist/mf-manifest.json', '{"name":"account"}');
write('mf-account/dist/77.89abcdef.js', 'account chunk');
write('mf-account/dist/index.html', '<!doctype html><title>account harness</title>');

const t = useTestApp({ staticRoot });
const { api } = t;
afterAll(remove);

describe('geography', () => {
  test('33 departments sorted by name, ids = DANE codes', async () => {
    const res = await api.get('/departments');
    expect(res.status).toBe(200);
    const deps: { id: number; departmentId: number; name: string }[] = res.body.data;
    expect(deps).toHaveLength(33);
    const names = deps.map((d) => d.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('es').compare));
    expect(deps.find((d) => d.id === 8)).toEqual({ id: 8, departmentId: 8, name: 'Atlántico' });
    expect(deps.find((d) => d.id === 11)?.name).toBe('Bogotá D.C.');
  });

  test('1,094 towns in all; Atlántico has its 23', async () => {
    const deps: { id: number }[] = (await api.get('/departments')).body.data;
    const counts = await Promise.all(deps.map(async (d) => (await api.get(`/departments/${d.id}/towns`)).body.data.length as number));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1094);

    const atlantico = (await api.get('/departments/8/towns')).body.data;
    expect(atlantico).toHaveLength(23);
    expect(atlantico[0]).toEqual({ _id: '08078', townId: '08078', name: 'Baranoa', departmentId: 8 });
    expect(atlantico.map((x: { name: string }) => x.name)).toEqual(expect.arrayContaining(['Barranquilla', 'Soledad', 'Malambo', 'Puerto Colombia']));
    const bogota = (await api.get('/departments/11/towns')).body.data;
    expect(bogota).toEqual([{ _id: '11001', townId: '11001', name: 'Bogotá, D.C.', departmentId: 11 }]);
  });

  test('/towns/08001 is Barranquilla; bad and unknown ids', async () => {
    expect((await api.get('/towns/08001')).body).toMatchObject({ success: true, data: { _id: '08001', name: 'Barranquilla', departmentId: 8 } });
    expect((await api.get('/towns/99999')).status).toBe(404);
    expect((await api.get('/towns/abc')).body).toMatchObject({ code: 'VALIDATION', field: 'id' });
    expect((await api.get('/departments/98/towns')).status).toBe(404);
    expect((await api.get('/departments/abc/towns')).body).toMatchObject({ code: 'VALIDATION', field: 'id' });
  });

  test('answers bigger than a network packet come compressed (brotli, else gzip); small ones plain', async () => {
    const plain = await api.get('/departments');
    for (const encoding of ['br', 'gzip']) {
      const res = await fetch(`${t.baseUrl}/api/departments`, { headers: { 'accept-encoding': encoding } });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(await res.json()).toEqual(plain.body);
    }
    const small = await fetch(`${t.baseUrl}/api/towns/08001`, { headers: { 'accept-encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    const unasked = await fetch(`${t.baseUrl}/api/departments`, { headers: { 'accept-encoding': 'identity' } });
    expect(unasked.headers.get('content-encoding')).toBeNull();
  });

  test('browsers may keep the geography (it changes only with a deployment), not its errors', async () => {
    for (const path of ['/departments', '/departments/8/towns', '/towns/08001']) {
      expect((await api.get(path)).headers.get('cache-control')).toBe('public, max-age=3600, stale-while-revalidate=86400');
    }
    expect((await api.get('/towns/99999')).headers.get('cache-control') ?? '').not.toContain('max-age');
  });
});

describe('API docs and unknown routes', () => {
  test('/api/docs serves the UI and the OpenAPI document from the route schemas', async () => {
    const ui = await fetch(`${t.baseUrl}/api/docs`);
    expect(ui.status).toBe(200);
    expect(await ui.text()).toContain('swagger');
    const doc = await (await fetch(`${t.baseUrl}/api/docs/json`)).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/signUp', '/api/login', '/api/users/{id}', '/api/departments/{id}/towns', '/api/upload']),
    );
    expect(doc.paths['/api/signUp'].post.requestBody.content['application/json'].schema.required).toContain('email');
  });

  test('unknown API routes answer the 404 envelope, localised, whatever the Accept header', async () => {
    for (const [method, accept] of [
      ['GET', 'text/html'],
      ['POST', 'application/json'],
      ['DELETE', '*/*'],
    ]) {
      const res = await fetch(`${t.baseUrl}/api/nothing/here?x=1`, { method, headers: { accept, 'accept-language': 'en' } });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'The route /api/nothing/here does not exist.', data: null });
    }
  });
});

describe('bad input is a 4xx envelope, never a 500', () => {
  test.each([
    ['POST', '/login', 'application/json', '[]'],
    ['POST', '/login', 'application/json', '{"email":{"$ne":1},"password":"x"}'],
    ['POST', '/login', 'application/json', '{"__proto__":{"admin":true},"email":"a@b.co","password":"x"}'],
    ['POST', '/login', 'text/plain', 'email=a@b.co'],
    ['POST', '/signUp', 'application/json', 'null'],
    ['POST', '/restorePassword', 'application/json', JSON.stringify({ token: 'x'.repeat(10_000), email: 'a@b.co', password: 'abcdefgh1' })],
    ['GET', '/verifyToken?token=' + 'x'.repeat(300), undefined, undefined],
    ['GET', '/departments/8.5/towns', undefined, undefined],
    ['GET', '/towns/%00', undefined, undefined],
  ])('%s %s (%s)', async (method, route, type, body) => {
    const res = await fetch(`${t.baseUrl}/api${route}`, { method, headers: type ? { 'content-type': type } : {}, body });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const json = await res.json();
    expect(json).toMatchObject({ success: false, data: null });
    expect(typeof json.code).toBe('string');
  });
});

describe('static serving', () => {
  const get = (p: string, accept = '*/*') => fetch(`${t.baseUrl}${p}`, { headers: { accept } });

  test('the shell at /, entry files not cached, hashed chunks cached for good', async () => {
    const index = await get('/', 'text/html');
    expect(index.status).toBe(200);
    // Also to a client that asks for no compression (a load balancer's check, curl).
    const plain = await fetch(`${t.baseUrl}/`, { headers: { accept: 'text/html', 'accept-encoding': 'identity' } });
    expect(plain.status).toBe(200);
    expect(await plain.text()).toContain('<title>shell</title>');
    expect(await index.text()).toContain('<title>shell</title>');
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect((await get('/main.js')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/remotes.json')).headers.get('cache-control')).toBe('no-cache');
    const chunk = await get('/512.0123abcd.js');
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('content-type')).toMatch(/javascript/);
  });

  test('chunks compressed at build time are sent compressed to browsers that accept it', async () => {
    const url = `${t.baseUrl}/512.0123abcd.js`;
    for (const [accepted, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await fetch(url, { headers: { 'accept-encoding': accepted } });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(res.headers.get('content-type')).toMatch(/javascript/);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await res.text()).toBe('chunk');
    }
    const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('chunk');
  });

  test("a visitor gets the landing and log-in pages drawn at build time, in the language the app's cookie names; someone logged in, and every other route, the plain page", async () => {
    // What config/prerender-pages.js writes beside index.html; big enough to be worth compressing.
    const drawn = (name: string, language: string) =>
      `<!doctype html><html lang="${language}"><head><title>${name} ${language}</title><style>.hero{color:green}</style></head>` +
      `<body><div id="root"><h1>${'campo '.repeat(400)}</h1></div></body></html>`;
    const files = ['landing', 'login'].flatMap((name) =>
      ['es', 'en'].map((language) => ({ file: `shell/dist/${name}.${language}.html`, name, language })),
    );
    for (const { file, name, language } of files) write(file, drawn(name, language));
    const page = async (route: string, cookie?: string, encoding = 'br, gzip') => {
      const res = await fetch(`${t.baseUrl}${route}`, {
        headers: { accept: 'text/html', 'accept-encoding': encoding, ...(cookie ? { cookie } : {}) },
      });
      return { res, html: await res.text() };
    };
    const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    try {
      for (const [route, cookie, title] of [
        ['/', undefined, 'landing es'],
        ['/', 'LANGUAGE=en', 'landing en'],
        ['/', 'theme=dark; LANGUAGE=es', 'landing es'],
        ['/', 'LANGUAGE=fr', 'landing es'],
        ['/', 'LANGUAGE=en; SIGNED_IN=1', 'shell'],
        ['/login', undefined, 'login es'],
        ['/login?redirect=%2FuserProducts', 'LANGUAGE=en', 'login en'],
        ['/login', 'LANGUAGE=en; SIGNED_IN=1', 'shell'],
      ] as const) {
        const { res, html } = await page(route, cookie);
        expect({ route, cookie, title: titleOf(html) }).toEqual({ route, cookie, title });
        expect(res.headers.get('vary')).toMatch(/cookie/i);
        expect(res.headers.get('cache-control')).toBe('no-cache');
      }
      // Its style carries the answer's nonce, as the plain page's does.
      const { res, html } = await page('/', 'LANGUAGE=en');
      const nonce = /<meta name="csp-nonce" content="([^"]+)"/.exec(html)![1];
      expect(html).toContain(`<style nonce="${nonce}">.hero{color:green}</style>`);
      expect(res.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
      // Compressed for the weak link, brotli else gzip; plain to a client that asks for no compression.
      expect(res.headers.get('content-encoding')).toBe('br');
      expect((await page('/', undefined, 'gzip')).res.headers.get('content-encoding')).toBe('gzip');
      const plain = await page('/', undefined, 'identity');
      expect(plain.res.headers.get('content-encoding')).toBeNull();
      expect(plain.html).toContain('<title>landing es</title>');
      for (const route of ['/home', '/signUp', '/index.html']) expect(titleOf((await page(route, 'LANGUAGE=en')).html)).toBe('shell');
    } finally {
      for (const { file } of files) fs.rmSync(path.join(staticRoot, file));
    }
    // A build without them (no Chromium where it ran): the plain page.
    expect(titleOf((await page('/', 'LANGUAGE=en')).html)).toBe('shell');
    expect(titleOf((await page('/login', 'LANGUAGE=en')).html)).toBe('shell');
  });

  test('client-side routes that accept HTML get the shell', async () => {
    for (const route of ['/home', '/verified/abc_DEF-123', '/reset-password/xyz', '/userRequests/sent?page=2']) {
      const res = await get(route, 'text/html,application/xhtml+xml');
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<title>shell</title>');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    expect((await get('/missing.js', 'application/javascript')).status).toBe(404);
  });

  test('remotes under /remotes/<name>/; missing files 404, never the shell', async () => {
    const entry = await get('/remotes/account/remoteEntry.js');
    expect(entry.status).toBe(200);
    expect(await entry.text()).toBe('var account;');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    const manifest = await get('/remotes/account/mf-manifest.json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(await manifest.json()).toEqual({ name: 'account' });
    expect((await get('/remotes/account/77.89abcdef.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    for (const missing of ['/remotes/account/nope.js', '/remotes/catalog/remoteEntry.js', '/remotes/unknown/remoteEntry.js']) {
      const res = await get(missing, 'text/html');
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('<title>shell</title>');
    }
  });

  test('the page: a fresh nonce each time, a strict policy naming the remotes and the map tiles, never framed', async () => {
    const pages = await Promise.all([get('/', '*/*'), get('/home', 'text/html'), get('/index.html')]);
    const nonces = new Set<string>();
    for (const page of pages) {
      expect(page.status).toBe(200);
      const html = await page.text();
      const nonce = /<meta name="csp-nonce" content="([^"]+)"/.exec(html)?.[1];
      expect(nonce).toBeDefined();
      nonces.add(nonce!);
      expect(html).toContain(`<style nonce="${nonce}">`);
      const csp = page.headers.get('content-security-policy')!;
      expect(csp).toContain("script-src 'self' https://catalog.agro.test;");
      expect(csp).toContain(`style-src 'self' https://catalog.agro.test 'nonce-${nonce}';`);
      expect(csp).toContain("img-src 'self' data: blob: https://catalog.agro.test https://tile.openstreetmap.org;");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
    expect(nonces.size).toBe(3);
  });

  test('nosniff, a Referrer-Policy and a policy that allows nothing on JSON, files and errors; the docs keep their own', async () => {
    for (const [p, accept] of [
      ['/api/departments', '*/*'],
      ['/api/nope', '*/*'],
      ['/main.js', '*/*'],
      ['/remotes/account/remoteEntry.js', '*/*'],
    ]) {
      const res = await get(p, accept);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    }
    const docs = await get('/api/docs/static/index.html', 'text/html');
    expect(docs.status).toBe(200);
    expect(docs.headers.get('x-content-type-options')).toBe('nosniff');
    expect(docs.headers.get('content-security-policy')).toMatch(/script-src 'self'.*frame-ancestors 'none'/);
  });

  test('the shell folder never answers for /api or /remotes paths', async () => {
    write('shell/dist/api/leak.txt', 'leak');
    write('shell/dist/remotes/catalog/leak.txt', 'leak');
    expect((await get('/api/leak.txt')).status).toBe(404);
    expect((await get('/remotes/catalog/leak.txt')).status).toBe(404);
  });
});
