import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { services } from './tables';
import { createUser, juridicalBody, type TestUser } from '../../../test/support/accounts';
import { call, type JsonObject } from '../../../test/support/http';
import { createProduct, uploadTo, userOfType } from '../../../test/support/products';
import { fetchFile } from '../../../test/support/files';
import { useTestApp } from '../../../test/support/test-app';

const t = useTestApp();
const api = t.api;
let carrier: TestUser;
let otherCarrier: TestUser;
let plant: TestUser;
let farmer: TestUser;
let office: JsonObject;
let foreignOffice: JsonObject;
let activity: JsonObject;
let process: JsonObject;

const as = (user: TestUser) => ({ token: user.token, lang: 'en' as const });
const del = (path: string, user: TestUser) => call(t.baseUrl, 'DELETE', path, as(user));
const rowsOf = async (user: TestUser) => (await t.database.db.select().from(services).where(eq(services.userId, user.id))).length;

const officeOf = async (user: TestUser, name: string) =>
  (await api.post('/branchOffices', { name, address: 'Vía 40 #79B-06', location: { latitude: 10.99, longitude: -74.79 } }, as(user))).body.data;

beforeAll(async () => {
  [carrier, otherCarrier, plant, farmer] = await Promise.all([
    createUser(
      api,
      t.outboxDir,
      juridicalBody({ userType: 'LOGISTIC', enterpriseName: 'Transportes del Río S.A.S.', email: 'rio@carga.test', socialId: '900111222-3' }),
    ),
    createUser(
      api,
      t.outboxDir,
      juridicalBody({ userType: 'LOGISTIC', enterpriseName: 'Carga Norte S.A.S.', email: 'norte@carga.test', socialId: '900333444-5' }),
    ),
    userOfType(api, t.outboxDir, 'ENTERPRISE'),
    userOfType(api, t.outboxDir, 'AGRO'),
  ]);
  office = await officeOf(carrier, 'Bodega Soledad');
  foreignOffice = await officeOf(otherCarrier, 'Bodega ajena');
  const input = await createProduct(api, plant, { name: 'Mango' });
  const output = await createProduct(api, plant, { name: 'Pulpa', amount: 0, unitCost: 0 });
  activity = (
    await api.post(
      '/activities',
      {
        name: 'Despulpado',
        description: 'Pulpa',
        estimatedDurationInHours: 2,
        inputProducts: [{ id: input._id, amount: 1 }],
        outputProducts: [{ id: output._id, amount: 1 }],
      },
      as(plant),
    )
  ).body.data;
  process = (await api.post('/processes', { name: 'Línea', description: 'Pulpa', activities: [activity._id] }, as(plant))).body.data;
});

const transport = (overrides: Record<string, unknown> = {}): JsonObject => ({
  name: 'Transporte refrigerado',
  type: 'TRANSPORT',
  description: 'Camión de 5 t con termo',
  public: true,
  towns: ['08001', '08758'],
  ...overrides,
});

describe('POST /services', () => {
  test('a carrier offers transport over towns, in the order given', async () => {
    const res = await api.post('/services', transport({ user: carrier.id, logisticService: false }), as(carrier));
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Service created successfully.');
    expect(res.body.data).toMatchObject({
      name: 'Transporte refrigerado',
      type: 'TRANSPORT',
      public: true,
      image: null,
      activity: null,
      process: null,
      branchOffice: null,
      logisticService: false,
      user: carrier.id,
      towns: [
        { _id: '08001', name: 'Barranquilla', departmentId: 8 },
        { _id: '08758', name: 'Soledad', departmentId: 8 },
      ],
    });
  });

  test('storage on my branch office, a logistic service by its description, production on an activity or a process', async () => {
    const storage = await api.post('/services', { name: 'Bodegaje', type: 'STORAGE', public: false, branchOffice: office._id }, as(carrier));
    expect(storage.status).toBe(201);
    expect(storage.body.data.branchOffice).toEqual({ _id: office._id, name: 'Bodega Soledad', address: 'Vía 40 #79B-06' });
    const logistic = await api.post(
      '/services',
      { name: 'Cargue', type: 'LOGISTIC', public: true, description: ' Cargue y descargue ' },
      as(carrier),
    );
    expect(logistic.body.data).toMatchObject({ type: 'LOGISTIC', description: 'Cargue y descargue', logisticService: true });
    const byActivity = await api.post('/services', { name: 'Maquila de pulpa', type: 'PRODUCTION', public: true, activity: activity._id }, as(plant));
    expect(byActivity.body.data.activity).toEqual({ _id: activity._id, name: 'Despulpado' });
    const byProcess = await api.post('/services', { name: 'Línea completa', type: 'PRODUCTION', public: false, process: process._id }, as(plant));
    expect(byProcess.body.data.process).toEqual({ _id: process._id, name: 'Línea' });
  });

  // Bodies are built when each test runs: the other carrier's office exists only after beforeAll.
  test.each<[string, () => Record<string, unknown>, string]>([
    ['no town', () => transport({ towns: [] }), 'towns'],
    ['an unknown town', () => transport({ towns: ['08001', '99999'] }), 'towns.1'],
    ['a town twice', () => transport({ towns: ['08001', '08001'] }), 'towns.1'],
    ['storage without office', () => ({ name: 'B', type: 'STORAGE', public: true }), 'branchOffice'],
    ["another carrier's office", () => ({ name: 'B', type: 'STORAGE', public: true, branchOffice: foreignOffice._id }), 'branchOffice'],
    ['a logistic service without description', () => ({ name: 'L', type: 'LOGISTIC', public: true, description: '  ' }), 'description'],
    ["another type's association", () => transport({ branchOffice: office._id }), 'branchOffice'],
    ['a type carriers do not offer', () => ({ name: 'P', type: 'PRODUCTION', public: true, activity: 'x' }), 'type'],
    ['no name', () => transport({ name: ' ' }), 'name'],
    ['an unknown type', () => transport({ type: 'FLYING' }), 'type'],
  ])('refuses %s with 400 naming the field, writing nothing', async (_what, body, field) => {
    const before = await rowsOf(carrier);
    const res = await api.post('/services', body(), as(carrier));
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect(await rowsOf(carrier)).toBe(before);
  });

  test('without a type, the kind follows from the association sent (the specification’s body)', async () => {
    const cases: [TestUser, Record<string, unknown>, string, Record<string, unknown>][] = [
      [carrier, { towns: ['08001'] }, 'TRANSPORT', { towns: [{ _id: '08001', name: 'Barranquilla', departmentId: 8 }] }],
      [carrier, { branchOffice: office._id }, 'STORAGE', { branchOffice: { _id: office._id, name: 'Bodega Soledad', address: 'Vía 40 #79B-06' } }],
      [carrier, { logisticService: true, description: 'Cuadrilla de cargue' }, 'LOGISTIC', { logisticService: true }],
      [plant, { activity: activity._id }, 'PRODUCTION', { activity: { _id: activity._id, name: 'Despulpado' } }],
      [plant, { process: process._id }, 'PRODUCTION', { process: { _id: process._id, name: 'Línea' } }],
    ];
    for (const [owner, association, type, shown] of cases) {
      const res = await api.post('/services', { name: `Sin tipo ${type}`, public: false, user: owner.id, ...association }, as(owner));
      expect([res.status, res.body.data?.type]).toEqual([201, type]);
      expect(res.body.data).toMatchObject(shown);
      expect((await api.get(`/services/${res.body.data._id}`, as(owner))).body.data.type).toBe(type);
      await del(`/services/${res.body.data._id}/deleteService`, owner);
    }
    // An update may leave the type out too.
    const created = (await api.post('/services', { name: 'Bodega sin tipo', public: false, branchOffice: office._id }, as(carrier))).body.data;
    const updated = await api.put(`/services/${created._id}/update`, { name: 'Ahora transporte', public: false, towns: ['08758'] }, as(carrier));
    expect(updated.body.data).toMatchObject({ type: 'TRANSPORT', branchOffice: null, towns: [{ _id: '08758' }] });
    await del(`/services/${created._id}/deleteService`, carrier);
  });

  test('without a type or an association, an enterprise’s is production; a carrier must say which', async () => {
    const plantNone = await api.post('/services', { name: 'P', public: true }, as(plant));
    expect([plantNone.status, plantNone.body.field]).toEqual([400, 'activity']);
    const carrierNone = await api.post('/services', { name: 'C', public: true }, { ...as(carrier), lang: 'es' });
    expect([carrierNone.status, carrierNone.body.field, carrierNone.body.message]).toEqual([400, 'type', 'El campo «tipo» es obligatorio.']);
  });

  test('a type that contradicts the association is refused naming type; keys of two kinds without a type, naming the second', async () => {
    const before = await rowsOf(carrier);
    const contradicting = await api.post('/services', { name: 'B', type: 'STORAGE', public: true, towns: ['08001'] }, { ...as(carrier), lang: 'es' });
    expect([contradicting.status, contradicting.body.code, contradicting.body.field]).toEqual([400, 'VALIDATION', 'type']);
    expect(contradicting.body.message).toBe('El «tipo» no corresponde a la asociación enviada («municipios»).');
    const english = await api.post('/services', { name: 'P', type: 'TRANSPORT', public: true, activity: activity._id }, as(plant));
    expect([english.status, english.body.field]).toEqual([400, 'type']);
    const logistic = await api.post(
      '/services',
      { name: 'L', type: 'LOGISTIC', public: true, description: 'x', branchOffice: office._id },
      as(carrier),
    );
    expect([logistic.status, logistic.body.field, logistic.body.message]).toEqual([
      400,
      'type',
      'The "type" does not match the association sent ("branch office").',
    ]);
    const twoKinds = await api.post('/services', { name: 'B', public: true, branchOffice: office._id, towns: ['08001'] }, as(carrier));
    expect([twoKinds.status, twoKinds.body.field]).toEqual([400, 'towns']);
    const notMine = await api.post('/services', { name: 'P', public: true, activity: activity._id }, as(carrier));
    expect([notMine.status, notMine.body.field]).toEqual([400, 'type']);
    expect(await rowsOf(carrier)).toBe(before);
  });

  test('production needs one of my activities or processes, never both', async () => {
    const none = await api.post('/services', { name: 'P', type: 'PRODUCTION', public: true }, as(plant));
    expect([none.status, none.body.field]).toEqual([400, 'activity']);
    const both = await api.post(
      '/services',
      { name: 'P', type: 'PRODUCTION', public: true, activity: activity._id, process: process._id },
      as(plant),
    );
    expect([both.status, both.body.field]).toEqual([400, 'process']);
    const otherPlant = await userOfType(api, t.outboxDir, 'ENTERPRISE');
    const foreign = await api.post('/services', { name: 'P', type: 'PRODUCTION', public: true, activity: activity._id }, as(otherPlant));
    expect([foreign.status, foreign.body.field]).toEqual([400, 'activity']);
  });

  test('farmers and other types offer no services', async () => {
    const res = await api.post('/services', transport(), as(farmer));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('SERVICES_NOT_OFFERED');
    expect((await api.get(`/users/${farmer.id}/services?skip=0&limit=12`, as(farmer))).status).toBe(403);
  });
});

describe('list, read, update, delete', () => {
  test('my services, newest first, with their associations and total', async () => {
    const mine = (await api.get(`/users/${carrier.id}/services?skip=0&limit=12`, as(carrier))).body;
    expect(mine.totalItems).toBe(3);
    expect(mine.data.map((s: JsonObject) => s.name)).toEqual(['Cargue', 'Bodegaje', 'Transporte refrigerado']);
    expect((await api.get(`/users/${carrier.id}/services?skip=0&limit=12`, as(otherCarrier))).status).toBe(403);
  });

  test("another user's service reads 404 and refuses changes with 403", async () => {
    const [first] = (await api.get(`/users/${carrier.id}/services?skip=0&limit=1`, as(carrier))).body.data;
    expect((await api.get(`/services/${first._id}`, as(carrier))).status).toBe(200);
    expect((await api.get(`/services/${first._id}`, as(otherCarrier))).status).toBe(404);
    expect((await api.put(`/services/${first._id}/update`, transport(), as(otherCarrier))).status).toBe(403);
    expect((await del(`/services/${first._id}/deleteService`, otherCarrier)).status).toBe(403);
    expect((await api.get(`/services/${first._id}`, as(plant))).status).toBe(404);
  });

  test('an update replaces the fields and the association: storage becomes transport', async () => {
    const created = (await api.post('/services', { name: 'Cambiante', type: 'STORAGE', public: false, branchOffice: office._id }, as(carrier))).body
      .data;
    const res = await api.put(`/services/${created._id}/update`, transport({ name: 'Ahora transporte', towns: ['08758'] }), as(carrier));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Ahora transporte',
      type: 'TRANSPORT',
      branchOffice: null,
      towns: [{ _id: '08758', name: 'Soledad', departmentId: 8 }],
    });
    const refused = await api.put(`/services/${created._id}/update`, transport({ towns: [] }), as(carrier));
    expect(refused.status).toBe(400);
    expect((await api.get(`/services/${created._id}`, as(carrier))).body.data.name).toBe('Ahora transporte');
  });

  test('delete hides the service: gone from the list and reads, the row kept', async () => {
    const created = (await api.post('/services', transport({ name: 'Temporal' }), as(carrier))).body.data;
    const res = await del(`/services/${created._id}/deleteService`, carrier);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Service deleted.');
    expect((await api.get(`/services/${created._id}`, as(carrier))).status).toBe(404);
    const names = (await api.get(`/users/${carrier.id}/services?skip=0&limit=50`, as(carrier))).body.data.map((s: JsonObject) => s.name);
    expect(names).not.toContain('Temporal');
    const [row] = await t.database.db
      .select()
      .from(services)
      .where(eq(services.id, created._id as string));
    expect(row.deletedAt).not.toBeNull();
    expect((await del(`/services/${created._id}/deleteService`, carrier)).status).toBe(404);
  });
});

describe('POST /upload type=serviceImage', () => {
  test('the owner attaches a real image, stored as WebP with a thumbnail; others and non-images are refused', async () => {
    const created = (await api.post('/services', transport({ name: 'Con foto' }), as(carrier))).body.data;
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer();
    const image = { content: png, name: 'camion.png', type: 'image/png' };
    const foreign = await uploadTo(t.baseUrl, '/upload', { type: 'serviceImage', id: created._id as string }, image, otherCarrier.token);
    expect(foreign.status).toBe(403);
    const text = { content: Buffer.from('not an image at all'), name: 'camion.png', type: 'image/png' };
    const bad = await uploadTo(t.baseUrl, '/upload', { type: 'serviceImage', id: created._id as string }, text, carrier.token);
    expect(bad.status).toBe(400);
    const ok = await uploadTo(t.baseUrl, '/upload', { type: 'serviceImage', id: created._id as string }, image, carrier.token);
    expect(ok.status).toBe(200);
    const data = ok.body.data as JsonObject;
    expect(String(data.image)).toMatch(/\/api\/files\/services\/.+\.webp$/);
    expect(String(data.imageThumbnail)).toMatch(/-thumb\.webp$/);
    const read = (await api.get(`/services/${created._id}`, as(carrier))).body.data;
    expect(read.image).toBe(data.image);
    // A public service's picture is served to anyone; once the service is hidden, to no one.
    const served = await fetchFile(t.baseUrl, String(data.imageThumbnail));
    expect([served.status, served.cacheControl]).toEqual([200, 'public, max-age=300']);
    expect(served.body.subarray(8, 12).toString('latin1')).toBe('WEBP');
    await del(`/services/${created._id}/deleteService`, carrier);
    expect((await fetchFile(t.baseUrl, String(data.imageThumbnail))).status).toBe(404);
  });
});
