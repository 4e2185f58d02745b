import type { TestUser } from '../../../test/support/accounts';
import type { JsonObject } from '../../../test/support/http';
import { createProduct, userOfType } from '../../../test/support/products';
import { useTestApp } from '../../../test/support/test-app';

// The catalogue's search rule (docs/domain.md#catalogues): the name as typed, then starting with
// it, containing it, and a typo away (one letter missing, too many, changed or two swapped; or close
// by word similarity), each newest first.
const t = useTestApp();
const api = t.api;
let farmer: TestUser;
let carrier: TestUser;
let buyer: TestUser;

const as = (user: TestUser) => ({ token: user.token, lang: 'en' as const });
const names = (res: { body: JsonObject }) => res.body.data.map((p: JsonObject) => p.name);
const search = (name: string, paging = '') => api.get(`/publicProducts?name=${encodeURIComponent(name)}${paging}`);

// Oldest first; the cheeses last, so that newest first and best first differ.
const CATALOGUE = [
  'Queso campesino',
  'Quesillo',
  'Plátano hartón',
  'Yuca',
  'Mango tommy',
  'Limón tahití',
  'Abono para limonero',
  'Leche',
  'Queso costeño',
  'Arepa con queso',
  'Queso',
];

beforeAll(async () => {
  [farmer, carrier, buyer] = await Promise.all([
    userOfType(api, t.outboxDir, 'AGRO'),
    userOfType(api, t.outboxDir, 'LOGISTIC'),
    userOfType(api, t.outboxDir, 'MINORIST'),
  ]);
  for (const name of CATALOGUE) await createProduct(api, farmer, { name, public: true });
});

describe('a search forgives what people type', () => {
  test.each([
    ['qeso', ['Queso', 'Arepa con queso', 'Queso costeño', 'Queso campesino']],
    ['quezo', ['Queso', 'Arepa con queso', 'Queso costeño', 'Queso campesino']],
    ['platno', ['Plátano hartón']],
    ['yca', ['Yuca']],
    ['yuka', ['Yuca']],
    ['mnago', ['Mango tommy']],
    ['MNAGO', ['Mango tommy']],
    // Both contain limon, one typo from limn: newest first.
    ['limn', ['Abono para limonero', 'Limón tahití']],
    ['qeso campesino', ['Queso campesino']],
  ])('"%s" finds only its products', async (typed, expected) => {
    const res = await search(typed);
    expect(names(res)).toEqual(expected);
    expect(res.body.totalItems).toBe(expected.length);
  });

  test('the name as typed, then starting with it, containing it, and close to it; each newest first', async () => {
    const order = ['Queso', 'Queso costeño', 'Queso campesino', 'Arepa con queso', 'Quesillo'];
    const queso = await search('queso');
    expect(names(queso)).toEqual(order);
    expect(queso.body.totalItems).toBe(order.length);
    // Pages run on from one tier to the next.
    expect(names(await search('queso', '&skip=2&limit=2'))).toEqual(['Queso campesino', 'Arepa con queso']);
    expect(names(await search('queso', '&skip=4&limit=5'))).toEqual(['Quesillo']);
    expect(names(await search('Limón'))).toEqual(['Limón tahití', 'Abono para limonero']);
  });

  test('a word with nothing near in the catalogue finds nothing', async () => {
    for (const typed of ['zzz', 'xyzw', 'yc', 'queso azul']) {
      const res = await search(typed);
      expect(names(res)).toEqual([]);
      expect(res.body.totalItems).toBe(0);
    }
  });

  test('the autocomplete and the provider search forgive the same typos', async () => {
    expect((await api.get('/searchPublicProductsAutoComplete?name=mnago')).body.data).toEqual(['Mango tommy']);
    expect((await api.get('/searchPublicProductsAutoComplete?name=qeso')).body.data).toEqual([
      'Queso',
      'Arepa con queso',
      'Queso costeño',
      'Queso campesino',
    ]);
    expect((await api.get('/searchProvidersAutoComplete?product=platno', as(buyer))).body.data).toEqual(['Plátano hartón']);
    const byProduct = await api.get(`/users/${buyer.id}/searchProviders?product=yuka`, as(buyer));
    expect(byProduct.body.data.map((c: JsonObject) => c._id)).toEqual([farmer.id]);
    expect((await api.get(`/users/${buyer.id}/searchProviders?product=zzzz`, as(buyer))).body.data).toEqual([]);
  });

  test('a name made public later is corrected to; services are corrected against their own names', async () => {
    const fruit = await createProduct(api, farmer, { name: 'Guanábana', public: false });
    expect(names(await search('guanabna'))).toEqual([]);
    const shown = await api.put(`/products/${fruit._id}`, { type: 'RAW_MATERIAL', name: 'Guanábana', public: true }, as(farmer));
    expect(shown.status).toBe(200);
    expect(names(await search('guanabna'))).toEqual(['Guanábana']);

    const transport = await api.post('/services', { name: 'Transporte refrigerado', type: 'TRANSPORT', public: true, towns: ['08001'] }, as(carrier));
    expect(transport.status).toBe(201);
    expect(names(await api.get('/publicServices?name=trasnporte'))).toEqual(['Transporte refrigerado']);
    expect((await api.get('/searchPublicServicesAutoComplete?name=refrigreado')).body.data).toEqual(['Transporte refrigerado']);
    // A product's search never corrects to a service's words.
    expect(names(await search('trasnporte'))).toEqual([]);
  });
});
