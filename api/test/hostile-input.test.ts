import { MAX_SKIP } from '@agrocadena/contracts';
import { createUser, type TestUser } from './support/accounts';
import type { Json } from './support/http';
import { BOUNDARY, multipartBody, type FormPart } from './support/hostile-values';
import { createProduct, productBody } from './support/products';
import { useTestApp } from './support/test-app';

/** One case per class of input that used to get a 500 (the fuzz test finds new ones). */
const t = useTestApp();
const api = t.api;
let ana: TestUser;

beforeAll(async () => {
  ana = await createUser(api, t.outboxDir);
});

const as = (user: TestUser) => ({ token: user.token, lang: 'en' as const });
const productCount = async () => (await api.get(`/users/${ana.id}/products?skip=0&limit=1`, as(ana))).body.totalItems as number;

/** A POST whose body goes out exactly as given. */
async function rawPost(path: string, body: string | Buffer, contentType: string): Promise<{ status: number; body: Json }> {
  const res = await fetch(`${t.baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': contentType, authorization: ana.token, 'accept-language': 'en' },
    body: new Uint8Array(typeof body === 'string' ? Buffer.from(body) : body),
  });
  return { status: res.status, body: await res.json() };
}

describe('text the database cannot store', () => {
  test('a NUL in a product name → 400 naming the field, nothing created', async () => {
    const before = await productCount();
    const res = await api.post('/products', productBody({ name: 'Yuca\u0000criolla' }), as(ana));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION',
      field: 'name',
      message: 'The field "name" contains a null character (\\0), which is not allowed.',
    });
    expect(await productCount()).toBe(before);
  });

  test('in Spanish, and wherever the string sits: a nested field, an array item, the query, the path', async () => {
    const es = await api.post(
      '/branchOffices',
      { name: 'Sede', address: 'Calle 1\u0000', location: { latitude: 10, longitude: -74 } },
      { token: ana.token },
    );
    expect(es.body).toMatchObject({ field: 'address', message: 'El campo «dirección» contiene un carácter nulo (\\0), que no se admite.' });
    const phones = await api.put(`/users/${ana.id}/update`, { phoneNumbers: ['3001234567\u0000'] }, as(ana));
    expect(phones.body).toMatchObject({ code: 'VALIDATION', field: 'phoneNumbers' });
    expect((await api.get('/verifyToken?token=abc%00', as(ana))).body).toMatchObject({ code: 'VALIDATION', field: 'token' });
    expect((await api.get('/products/abc%00', as(ana))).body).toMatchObject({ code: 'VALIDATION', field: 'id' });
  });

  test('an unpaired surrogate (not Unicode) → 400, not stored altered', async () => {
    const res = await api.post('/products', productBody({ name: 'Yuca \ud800' }), as(ana));
    expect(res.body).toMatchObject({ code: 'VALIDATION', field: 'name' });
  });
});

describe('numbers', () => {
  test('"1e999", "Infinity" and 1e999 in an amount → 400 naming it, the stock unchanged', async () => {
    const product = await createProduct(api, ana, { amount: 10 });
    for (const amount of ['"1e999"', '"Infinity"', '1e999', '"-Infinity"']) {
      const body = `{"product":"${product._id}","amount":${amount},"previousAmount":10,"cost":0}`;
      const res = await rawPost('/stock', body, 'application/json');
      expect([amount, res.status, res.body.field]).toEqual([amount, 400, 'amount']);
    }
    expect((await api.get(`/products/${product._id}`, as(ana))).body.data.amount).toBe(10);
    const cost = await api.post('/products', productBody({ unitCost: 'Infinity' }), as(ana));
    expect(cost.body).toMatchObject({ code: 'VALIDATION', field: 'unitCost' });
  });

  test(`skip beyond ${MAX_SKIP}, or not finite → 400 naming it`, async () => {
    const beyond = await api.get(`/users/${ana.id}/products?skip=${MAX_SKIP + 1}`, as(ana));
    expect(beyond.status).toBe(400);
    expect(beyond.body).toMatchObject({ code: 'VALIDATION', field: 'skip', message: `The field "skip" must be at most ${MAX_SKIP}.` });
    for (const skip of ['Infinity', '1e999', '9223372036854775808', '-1']) {
      const res = await api.get(`/products/${ana.id}/stockMovements?skip=${skip}`, as(ana));
      expect([skip, res.status, res.body.field]).toEqual([skip, 400, 'skip']);
    }
    expect((await api.get(`/users/${ana.id}/products?skip=${MAX_SKIP}`, as(ana))).status).toBe(200);
  });

  test('an integer path parameter given as Infinity → 400, not a query', async () => {
    const res = await api.get('/departments/Infinity/towns', as(ana));
    expect(res.body).toMatchObject({ code: 'VALIDATION', field: 'id' });
  });
});

describe('broken bodies', () => {
  test('malformed JSON → 400 INVALID_BODY', async () => {
    // (Unclosed past the depth limit it is refused as too deep before parsing: "a body nested deep".)
    for (const body of ['{"name":', '{', '\u0000', `${'['.repeat(30)}`]) {
      const res = await rawPost('/products', body, 'application/json');
      expect([res.status, res.body.code]).toEqual([400, 'INVALID_BODY']);
    }
  });

  const form: FormPart[] = [
    { name: 'type', value: 'userPhoto' },
    { name: 'id', value: '' },
    { name: 'image', value: Buffer.from('not an image'), filename: 'a.png', type: 'image/png' },
  ];
  const withId = () => form.map((p) => (p.name === 'id' ? { ...p, value: ana.id } : p));

  test.each([
    ['no boundary', 'multipart/form-data', () => multipartBody(withId())],
    ['cut short', `multipart/form-data; boundary=${BOUNDARY}`, () => multipartBody(withId()).subarray(0, 150)],
    ['no closing boundary', `multipart/form-data; boundary=${BOUNDARY}`, () => multipartBody(withId(), { close: false })],
    [
      'a malformed part header',
      `multipart/form-data; boundary=${BOUNDARY}`,
      () => Buffer.from(`--${BOUNDARY}\r\nContent-Disposition\r\n\r\nx\r\n--${BOUNDARY}--\r\n`),
    ],
  ])('malformed multipart (%s) → 400', async (_name, contentType, body) => {
    const res = await rawPost('/upload', body(), contentType);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false });
  });

  test('a NUL in a multipart field or filename → 400 naming the field', async () => {
    const inId = withId().map((p) => (p.name === 'id' ? { ...p, value: `${ana.id}\u0000` } : p));
    expect((await rawPost('/upload', multipartBody(inId), `multipart/form-data; boundary=${BOUNDARY}`)).body).toMatchObject({
      code: 'VALIDATION',
      field: 'id',
    });
    const inName = withId().map((p) => (p.filename ? { ...p, filename: 'a\u0000.png' } : p));
    expect((await rawPost('/upload', multipartBody(inName), `multipart/form-data; boundary=${BOUNDARY}`)).body).toMatchObject({
      code: 'VALIDATION',
      field: 'image',
    });
  });
});

describe('a body nested deep', () => {
  const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

  test('40,000 objects inside one another (234 KiB, no session) answer 400 naming the body, and do not hold the server', async () => {
    const body = nested(40_000);
    const login = fetch(`${t.baseUrl}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': 'en' }, body });
    // Sent while the deep body is on its way: it must not wait for it (it waited 16–21 s).
    const health = fetch(`${t.baseUrl}/api/health`).then(() => performance.now());
    const started = performance.now();
    const res = await login;
    const answeredAt = performance.now();
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'VALIDATION',
      field: 'body',
      message: 'The field "request body" nests too many levels (at most 32).',
    });
    // Bounds a person would notice, far above the milliseconds it takes: no timing figure is asserted.
    expect(answeredAt - started).toBeLessThan(2000);
    expect((await health) - started).toBeLessThan(2000);
  });

  test('as deep as the limit is parsed and validated as usual; one level more is refused wherever it sits', async () => {
    const at = JSON.parse(nested(31));
    const before = await productCount();
    const fine = await rawPost('/products', JSON.stringify(productBody({ user: ana.id, extra: at })), 'application/json');
    expect(fine.status).toBe(201);
    expect(await productCount()).toBe(before + 1);
    const deeper = await rawPost('/requestProduct', `{"productId":"x","amount":${nested(40)}}`, 'application/json');
    expect(deeper.status).toBe(400);
    expect(deeper.body).toMatchObject({ code: 'VALIDATION', field: 'body' });
  });
});
