import http from 'node:http';
import SwaggerParser from '@apidevtools/swagger-parser';
import sharp from 'sharp';
import { createUser, PASSWORD, type TestUser } from './support/accounts';
import type { Json } from './support/http';
import { createProduct, uploadTo } from './support/products';
import { tempStaticRoot } from './support/static-root';
import { useTestApp } from './support/test-app';

const { root: staticRoot, write, remove } = tempStaticRoot('agro-openapi-');
write('shell/dist/index.html', '<!doctype html><html><head><title>shell</title></head><body></body></html>');
write('shell/dist/main.js', 'console.log("shell")');
write('shell/dist/remotes.json', '{"account":"/remotes/account/mf-manifest.json"}');

const t = useTestApp({ staticRoot });
afterAll(remove);

interface Operation {
  method: string;
  /** Templated: /api/products/{id}. */
  path: string;
  security?: unknown[];
  responses: Record<string, { content?: Record<string, unknown> }>;
  requestBody?: unknown;
}

let doc: Json;
let operations: Operation[];
let user: TestUser;

beforeAll(async () => {
  doc = await (await fetch(`${t.baseUrl}/api/docs/json`)).json();
  operations = Object.entries(doc.paths as Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ ...op, method: method.toUpperCase(), path })),
  );
  user = await createUser(t.api, t.outboxDir);
});

/** The operation's path with every parameter filled in: a path the route serves, of nothing in particular. */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, 'x');
const documented = (op: Operation) => Object.keys(op.responses).map(Number);
const isEventStream = (op: Operation) => Object.keys(op.responses['200']?.content ?? {}).includes('text/event-stream');

/** A session for the caller, logged in again if an operation ended it (logout). */
async function session(): Promise<string> {
  if ((await t.api.get(`/users/${user.id}`, { token: user.token })).status === 401) {
    user = { ...user, token: (await t.api.post('/login', { email: user.email, password: PASSWORD })).body.data.token };
  }
  return user.token;
}

/** The status of an operation's answer and, for an error, its code. */
async function answerOf(op: Operation, headers: Record<string, string>, body?: string): Promise<{ status: number; code?: string }> {
  const res = await fetch(`${t.baseUrl}${concrete(op.path)}`, { method: op.method, headers, body, signal: AbortSignal.timeout(5000) });
  // An event stream answers by staying open: its status is all there is to read.
  if (res.headers.get('content-type')?.startsWith('text/event-stream')) {
    await res.body?.cancel();
    return { status: res.status };
  }
  const text = await res.text();
  return { status: res.status, code: res.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(text).code : undefined };
}

describe('the OpenAPI document at /api/docs/json', () => {
  test('is valid OpenAPI 3.0.3', async () => {
    expect(doc.openapi).toBe('3.0.3');
    await expect(SwaggerParser.validate(structuredClone(doc))).resolves.toBeDefined();
    // The contract's exclusive bounds, in OpenAPI 3.0's words.
    const amount =
      doc.paths['/api/requestStorageService'].post.requestBody.content['application/json'].schema.properties.products.items.properties.amount;
    expect(amount).toMatchObject({ minimum: 0, exclusiveMinimum: true });
  });

  test('/remotes.json is public, as it really is', async () => {
    const op = doc.paths['/remotes.json']?.get;
    if (op) expect(op.security).toEqual([]);
    const res = await fetch(`${t.baseUrl}/remotes.json`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ account: '/remotes/account/mf-manifest.json' });
  });

  test('every operation documents what it answers without a session, with one, and to a body it cannot read', async () => {
    const undocumented: string[] = [];
    const check = (op: Operation, what: string, status: number) => {
      if (!documented(op).includes(status)) undocumented.push(`${op.method} ${op.path} ${what}: ${status}, documented ${documented(op).join(', ')}`);
    };
    for (const op of operations) {
      const json: Record<string, string> = op.method === 'GET' ? {} : { 'content-type': 'application/json' };
      const body = op.method === 'GET' ? undefined : '{}';
      const anonymous = await answerOf(op, json, body);
      check(op, 'without a session', anonymous.status);
      // Documented public (no security) exactly when it answers without a session.
      expect(`${op.method} ${op.path} ${anonymous.code === 'UNAUTHORIZED' ? 'private' : 'public'}`).toBe(
        `${op.method} ${op.path} ${op.security?.length === 0 ? 'public' : 'private'}`,
      );
      check(op, 'with a session', (await answerOf(op, { ...json, authorization: await session() }, body)).status);
      if (op.method !== 'GET') {
        const unreadable = await answerOf(op, { 'content-type': 'application/xml', authorization: await session() }, '<amount>5</amount>');
        expect(`${op.method} ${op.path}: ${unreadable.status}`).toBe(`${op.method} ${op.path}: 415`);
        check(op, 'to an unreadable body', unreadable.status);
      }
    }
    const tooBig = await fetch(`${t.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `"${'x'.repeat(1024 * 1024)}"`,
    });
    expect(tooBig.status).toBe(413);
    check(
      operations.find((op) => op.path === '/api/login')!,
      'to a body too big',
      tooBig.status,
    );
    expect(undocumented).toEqual([]);
  });

  test('a stored file documents exactly what it answers: no ranges nor revalidation, a refusal as a missing file', async () => {
    const op = operations.find((o) => o.path.startsWith('/api/files/'))!;
    expect(documented(op).sort()).toEqual([200, 400, 404, 503]);
    const product = await createProduct(t.api, user, { public: true });
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 160, b: 40 } } })
      .png()
      .toBuffer();
    const upload = await uploadTo(
      t.baseUrl,
      '/upload',
      { type: 'productImage', id: product._id },
      { content: png, name: 'y.png', type: 'image/png' },
      await session(),
    );
    const url = `${t.baseUrl}${upload.body.data.image}`;

    const plain = await fetch(url);
    expect(plain.status).toBe(200);
    expect(Object.keys(op.responses['200'].content ?? {})).toContain(plain.headers.get('content-type'));
    const size = (await plain.arrayBuffer()).byteLength;
    const ranged = await fetch(url, { headers: { range: 'bytes=0-9' } });
    expect([ranged.status, (await ranged.arrayBuffer()).byteLength]).toEqual([200, size]);
    const revalidated = await fetch(url, { headers: { 'if-none-match': '*', 'if-modified-since': new Date().toUTCString() } });
    expect(revalidated.status).toBe(200);
    expect((await fetch(`${url}?exp=${'1'.repeat(21)}`)).status).toBe(400);
    expect((await fetch(`${t.baseUrl}/api/files/products/${product._id}/missing.webp`)).status).toBe(404);
  });
});

describe('a path asked with a method it does not take', () => {
  const send = (method: string, path: string, init: RequestInit = {}) =>
    fetch(`${t.baseUrl}${path}`, { method, ...init, headers: { 'accept-language': 'en', ...init.headers } });

  test.each([
    ['DELETE', '/api/departments', 'GET, HEAD'],
    ['DELETE', '/api/departments/', 'GET, HEAD'],
    ['POST', '/api/products/some-id', 'GET, HEAD, PUT'],
    ['GET', '/api/login', 'POST'],
    ['OPTIONS', '/api/towns/08001', 'GET, HEAD'],
    ['PUT', '/api/files/products/a/b.webp', 'GET, HEAD'],
    ['POST', '/remotes.json', 'GET, HEAD'],
  ])('%s %s answers 405, Allow: %s', async (method, path, allow) => {
    const res = await send(method, path);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe(allow);
    expect(await res.json()).toEqual({
      success: false,
      code: 'METHOD_NOT_ALLOWED',
      message: `The route ${path} does not accept the method ${method}.`,
      data: null,
    });
  });

  test('in the caller’s language, and before a body it would not take is read', async () => {
    const res = await send('POST', '/api/departments', { headers: { 'accept-language': 'es', 'content-type': 'application/json' }, body: '{' });
    expect(res.status).toBe(405);
    expect((await res.json()).message).toBe('La ruta /api/departments no admite el método POST.');
  });

  test('HEAD where a GET is, except on the event stream (a HEAD would open it)', async () => {
    expect((await send('HEAD', '/api/departments')).status).toBe(200);
    const head = await send('HEAD', '/api/liveChanges');
    expect([head.status, head.headers.get('allow')]).toEqual([405, 'GET']);
  });

  test('the methods of every documented path are exactly the ones it takes', async () => {
    const byPath = new Map<string, Set<string>>();
    for (const op of operations) {
      const methods = byPath.get(op.path) ?? new Set<string>();
      methods.add(op.method);
      if (op.method === 'GET' && !isEventStream(op)) methods.add('HEAD');
      byPath.set(op.path, methods);
    }
    const differing: string[] = [];
    for (const [path, methods] of byPath) {
      const res = await send('PATCH', concrete(path));
      await res.arrayBuffer();
      const expected = [...methods].sort().join(', ');
      if (res.status !== 405 || res.headers.get('allow') !== expected)
        differing.push(`${path}: ${res.status} ${res.headers.get('allow')}, documented ${expected}`);
    }
    expect(differing).toEqual([]);
  });

  test('a path nothing serves is still a 404', async () => {
    for (const [method, path] of [
      ['POST', '/api/nothing'],
      ['GET', '/api/nothing'],
      ['POST', '/main.js'],
      ['DELETE', '/nothing'],
    ]) {
      const res = await send(method, path);
      expect([method, path, res.status, res.headers.get('allow')]).toEqual([method, path, 404, null]);
    }
  });
});

/** Status and every Content-Security-Policy header of an answer, as sent (fetch would join repeated headers). */
function policiesOf(path: string): Promise<{ status: number; policies: string[] }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${t.baseUrl}${path}`, (res) => {
        res.resume();
        const policies = res.rawHeaders.filter((_v, i) => i % 2 === 1 && res.rawHeaders[i - 1].toLowerCase() === 'content-security-policy');
        resolve({ status: res.statusCode ?? 0, policies });
      })
      .on('error', reject);
  });
}

describe('/api/docs', () => {
  test('the page and everything it loads carry one policy, with one frame-ancestors: never framed', async () => {
    const page = await (await fetch(`${t.baseUrl}/api/docs/`)).text();
    const loaded = [...page.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => new URL(m[1], `${t.baseUrl}/api/docs/`).pathname);
    expect(loaded.length).toBeGreaterThanOrEqual(5);
    const unframeable: string[] = [];
    for (const path of ['/api/docs', '/api/docs/', '/api/docs/static/index.html', '/api/docs/json', ...loaded]) {
      const { status, policies } = await policiesOf(path);
      const frameAncestors = policies.join(';').match(/frame-ancestors[^;]*/g) ?? [];
      if (status >= 400 || policies.length !== 1 || frameAncestors.join() !== "frame-ancestors 'none'") {
        unframeable.push(`${path}: ${status} ${JSON.stringify(policies)}`);
      }
    }
    expect(unframeable).toEqual([]);
  });
});
