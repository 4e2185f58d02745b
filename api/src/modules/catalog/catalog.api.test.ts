import type { TestUser } from '../../../test/support/accounts';
import type { JsonObject } from '../../../test/support/http';
import { createProduct, userOfType } from '../../../test/support/products';
import { recordQueries } from '../../../test/support/queries';
import { useTestApp } from '../../../test/support/test-app';

const t = useTestApp();
const api = t.api;
let farmer: TestUser;
let supplier: TestUser;
let buyer: TestUser;
let carrier: TestUser;

const as = (user: TestUser) => ({ token: user.token, lang: 'en' as const });
const names = (res: { body: JsonObject }) => res.body.data.map((p: JsonObject) => p.name);
const catalog = (query: string) => api.get(`/publicProducts?${query}`);

beforeAll(async () => {
  [farmer, supplier, buyer, carrier] = await Promise.all([
    userOfType(api, t.outboxDir, 'AGRO'),
    userOfType(api, t.outboxDir, 'SUPPLIER'),
    userOfType(api, t.outboxDir, 'MINORIST'),
    userOfType(api, t.outboxDir, 'LOGISTIC'),
  ]);
  await createProduct(api, farmer, { name: 'Limón Tahití', public: true, price: 3000 });
  await createProduct(api, farmer, { name: 'Piña oro miel', public: true, price: 4000, type: 'FINISHED_PRODUCT' });
  await createProduct(api, farmer, { name: 'Limón secreto', public: false, price: 3000 });
  await createProduct(api, supplier, { name: 'Abono para limonero', public: true, price: 50000, type: 'SUPPLIE' });
});

describe('the public products catalogue', () => {
  test('guests browse it; search ignores case and accents and forgives a typo, containing matches first', async () => {
    const limon = await catalog('name=limon');
    expect(limon.status).toBe(200);
    // Starting with it before containing it (search.api.test.ts has the whole order).
    expect(names(limon)).toEqual(['Limón Tahití', 'Abono para limonero']);
    expect(limon.body.totalItems).toBe(2);
    expect(names(await catalog('name=limon&skip=1&limit=1'))).toEqual(['Abono para limonero']);
    expect(names(await catalog('name=limon&skip=2&limit=1'))).toEqual([]);
    expect(names(await catalog(`name=${encodeURIComponent('PIÑA')}`))).toEqual(['Piña oro miel']);
    expect(names(await catalog('name=pina'))).toEqual(['Piña oro miel']);
    expect(names(await catalog('name=limn'))).toContain('Limón Tahití');
    // What contains the text comes before what is a typo away, and pages run on from one to the other.
    expect(names(await catalog('name=limone'))).toEqual(['Abono para limonero', 'Limón Tahití']);
    expect(names(await catalog('name=limone&skip=1&limit=1'))).toEqual(['Limón Tahití']);
    // Never a private product, never stock or cost.
    const all = await catalog('limit=100');
    expect(names(all)).not.toContain('Limón secreto');
    expect(all.body.data[0]).not.toHaveProperty('stockValue');
    expect(all.body.data[0]).not.toHaveProperty('unitCost');
  });

  test('by provider name, by type, by provider id', async () => {
    const byType = await catalog('type=SUPPLIE&name=limon');
    expect(names(byType)).toEqual(['Abono para limonero']);
    const farmerName = (await api.get(`/users/${farmer.id}`, as(farmer))).body.data.firstName as string;
    const byProvider = await catalog(`provider=${encodeURIComponent(farmerName.toUpperCase())}`);
    expect(byProvider.body.data.every((p: JsonObject) => p.user.firstName === farmerName)).toBe(true);
    const byId = await catalog(`providerId=${supplier.id}`);
    expect(names(byId)).toEqual(['Abono para limonero']);
    expect((await catalog('providerId=nonsense')).body.data).toEqual([]);
  });

  test('autocomplete suggests names for what is typed, and nothing for nothing', async () => {
    // In the catalogue's order: starting with it before containing it.
    expect((await api.get('/searchPublicProductsAutoComplete?name=lim')).body.data).toEqual(['Limón Tahití', 'Abono para limonero']);
    expect((await api.get('/searchPublicProductsAutoComplete?name=%20')).body.data).toEqual([]);
    expect((await api.get('/searchPublicProductsAutoComplete')).body.data).toEqual([]);
  });

  test('its total is counted no further than a bound: no count over everyone’s offers runs unbounded', async () => {
    const queries = recordQueries(t.database);
    try {
      const { body } = await catalog('name=limon&skip=0&limit=1');
      expect(body.totalItems).toBe(2);
      const counts = queries.texts.filter((text) => /\bcount\s*\(/i.test(text));
      expect(counts.length).toBeGreaterThan(0);
      for (const text of counts) expect(text).toMatch(/\blimit\b/i);
    } finally {
      queries.stop();
    }
  });

  test('a LIKE wildcard typed is taken literally', async () => {
    expect((await catalog('name=%25')).body.data).toEqual([]);
    expect((await catalog('name=_')).body.data).toEqual([]);
  });

  test('see provider: a user who offers something public; nobody else', async () => {
    const card = await api.get(`/publicProviders/${farmer.id}`);
    expect(card.status).toBe(200);
    expect(card.body.data).toMatchObject({ _id: farmer.id, email: expect.any(String), phoneNumbers: expect.any(Array) });
    expect((await api.get(`/publicProviders/${buyer.id}`)).status).toBe(404);
    // Logged in: also whoever I share a request with.
    expect((await api.get(`/users/${buyer.id}/card`, as(farmer))).status).toBe(404);
  });
});

describe('the public services catalogue', () => {
  test('by name, type and the towns a transport covers', async () => {
    const transport = await api.post(
      '/services',
      { name: 'Transporte refrigerado', type: 'TRANSPORT', public: true, towns: ['08001', '08758'] },
      as(carrier),
    );
    expect(transport.status).toBe(201);
    await api.post('/services', { name: 'Bodega seca', type: 'LOGISTIC', public: false, description: 'Privado' }, as(carrier));
    const byTown = await api.get('/publicServices?townId=08758');
    expect(names(byTown)).toEqual(['Transporte refrigerado']);
    expect(byTown.body.data[0].towns.map((town: JsonObject) => town._id)).toEqual(['08001', '08758']);
    expect(names(await api.get('/publicServices?name=REFRIGERADO&serviceType=TRANSPORT'))).toEqual(['Transporte refrigerado']);
    expect(names(await api.get('/publicServices?serviceType=LOGISTIC'))).not.toContain('Bodega seca');
    expect((await api.get('/searchPublicServicesAutoComplete?name=transp')).body.data).toEqual(['Transporte refrigerado']);
  });
});

describe('providers and clients', () => {
  test('search finds users offering something public; add once, list, remove', async () => {
    const empty = await api.get(`/users/${buyer.id}/searchProviders?name=`, as(buyer));
    expect(empty.body.data).toEqual([]);
    const byProduct = await api.get(`/users/${buyer.id}/searchProviders?product=pina`, as(buyer));
    expect(byProduct.body.data.map((c: JsonObject) => c._id)).toEqual([farmer.id]);
    expect(byProduct.body.data[0]).toMatchObject({ isProvider: false, email: expect.any(String) });
    const byTown = await api.get(`/users/${buyer.id}/searchProviders?townId=08758`, as(buyer));
    expect(byTown.body.data.map((c: JsonObject) => c._id)).toEqual([carrier.id]);

    const added = await api.post('/addProvider', { userId: buyer.id, providerId: farmer.id }, as(buyer));
    expect(added.status).toBe(201);
    const again = await api.post('/addProvider', { userId: buyer.id, providerId: farmer.id }, as(buyer));
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('PROVIDER_ALREADY_ADDED');
    expect((await api.post('/addProvider', { userId: buyer.id, providerId: buyer.id }, as(buyer))).status).toBe(400);
    const notOffering = await api.post('/addProvider', { userId: farmer.id, providerId: buyer.id }, as(farmer));
    expect(notOffering.body).toMatchObject({ code: 'VALIDATION', field: 'providerId' });
    expect((await api.post('/addProvider', { userId: farmer.id, providerId: supplier.id }, as(buyer))).status).toBe(403);

    const providers = await api.get(`/users/${buyer.id}/providers`, as(buyer));
    expect(providers.body).toMatchObject({ totalItems: 1, data: [{ _id: farmer.id, isProvider: true }] });
    expect((await api.get(`/users/${buyer.id}/searchProviders?product=pina`, as(buyer))).body.data[0].isProvider).toBe(true);
    expect((await api.get(`/users/${buyer.id}/providers`, as(farmer))).status).toBe(403);
    // The farmer is now reachable by the buyer as a contact, and the buyer by the farmer.
    expect((await api.get(`/users/${buyer.id}/card`, as(farmer))).status).toBe(200);

    expect((await api.post(`/users/${buyer.id}/removeProvider`, { providerId: farmer.id }, as(buyer))).status).toBe(200);
    expect((await api.get(`/users/${buyer.id}/providers`, as(buyer))).body.totalItems).toBe(0);
    expect((await api.post(`/users/${buyer.id}/removeProvider`, { providerId: farmer.id }, as(buyer))).status).toBe(404);
  });

  test('autocomplete of providers by name, product and service', async () => {
    expect((await api.get('/searchProvidersAutoComplete?product=abono', as(buyer))).body.data).toEqual(['Abono para limonero']);
    expect((await api.get('/searchProvidersAutoComplete?service=transporte&serviceType=TRANSPORT', as(buyer))).body.data).toEqual([
      'Transporte refrigerado',
    ]);
    expect((await api.get('/searchProvidersAutoComplete?name=', as(buyer))).body.data).toEqual([]);
  });

  test('providers with production services, for outsourcing', async () => {
    const plant = await userOfType(api, t.outboxDir, 'ENTERPRISE');
    const milk = await createProduct(api, plant, { name: 'Leche', amount: 10 });
    const cheese = await createProduct(api, plant, { name: 'Queso', amount: 0, unitCost: 0, public: true });
    const activity = await api.post(
      '/activities',
      {
        name: 'Cuajado',
        description: 'Cuajado',
        estimatedDurationInHours: 2,
        inputProducts: [{ id: milk._id, amount: 5 }],
        outputProducts: [{ id: cheese._id, amount: 1 }],
      },
      as(plant),
    );
    await api.post('/services', { name: 'Maquila', type: 'PRODUCTION', public: true, activity: activity.body.data._id }, as(plant));
    await api.post('/addProvider', { userId: buyer.id, providerId: plant.id }, as(buyer));
    const res = await api.get(`/users/${buyer.id}/providersWithActivities`, as(buyer));
    expect(res.body.data).toEqual([
      expect.objectContaining({
        _id: plant.id,
        services: [expect.objectContaining({ name: 'Maquila', activity: { _id: activity.body.data._id, name: 'Cuajado' } })],
      }),
    ]);
    const services = (await api.get(`/publicServices?providerId=${plant.id}`)).body.data;
    expect(services[0].outputProducts.map((p: JsonObject) => p.name)).toEqual(['Queso']);
  });
});
