import { eq } from 'drizzle-orm';
import { branchOffices } from './tables';
import { createUser, juridicalBody, naturalBody, type TestUser } from '../../../test/support/accounts';
import { call } from '../../../test/support/http';
import { useTestApp } from '../../../test/support/test-app';

const t = useTestApp();
const api = t.api;
let carrier: TestUser;
let other: TestUser;

beforeAll(async () => {
  carrier = await createUser(api, t.outboxDir, juridicalBody({ userType: 'LOGISTIC', enterpriseName: 'Transportes del Río S.A.S.' }));
  other = await createUser(api, t.outboxDir, naturalBody());
});

const officeBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Bodega Vía 40',
  description: 'Muelle de carga',
  address: 'Vía 40 #79B-06, Barranquilla',
  location: { latitude: 10.9962, longitude: -74.7921 },
  ...overrides,
});

const del = (path: string, token?: string) => call(t.baseUrl, 'DELETE', path, { token });

async function create(user: TestUser, overrides: Record<string, unknown> = {}) {
  const res = await api.post('/branchOffices', officeBody(overrides), { token: user.token });
  expect(res.status).toBe(201);
  return res.body.data;
}

async function countRows(userId: string) {
  return (await t.database.db.select().from(branchOffices).where(eq(branchOffices.userId, userId))).length;
}

describe('POST /branchOffices', () => {
  test('creates the office for the caller, trimmed, and answers it', async () => {
    const res = await api.post(
      '/branchOffices',
      officeBody({ name: '  Bodega   Vía 40 ', address: ' Vía 40 #79B-06,  Barranquilla ', user: carrier.id }),
      { token: carrier.token, lang: 'en' },
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: 'Branch office created successfully.' });
    expect(res.body.data).toEqual({
      _id: expect.any(String),
      name: 'Bodega Vía 40',
      description: 'Muelle de carga',
      address: 'Vía 40 #79B-06, Barranquilla',
      location: { latitude: 10.9962, longitude: -74.7921 },
      user: carrier.id,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const read = await api.get(`/branchOffices/${res.body.data._id}`, { token: carrier.token });
    expect(read.body.data).toEqual(res.body.data);
  });

  test.each(['', '   '])('a blank description (%p) is stored as none', async (description) => {
    expect((await create(carrier, { description })).description).toBeNull();
  });

  test('any logged-in user type may keep branch offices', async () => {
    expect((await create(other, { name: 'Finca' })).user).toBe(other.id);
  });

  test.each([
    ['name', { name: undefined }],
    ['name', { name: '   ' }],
    ['address', { address: undefined }],
    ['address', { address: ' \t ' }],
    ['location', { location: undefined }],
    ['location.latitude', { location: { longitude: -74.79 } }],
    ['location.latitude', { location: { latitude: 91, longitude: -74.79 } }],
    ['location.longitude', { location: { latitude: 10.9, longitude: -180.5 } }],
    ['location.latitude', { location: { latitude: 'north', longitude: -74.79 } }],
    ['user', { user: '11111111-1111-4111-8111-111111111111' }],
  ])('bad %s → 400 naming it, nothing stored', async (field, overrides) => {
    const before = await countRows(carrier.id);
    const res = await api.post('/branchOffices', officeBody(overrides), { token: carrier.token });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION', field, data: null });
    expect(await countRows(carrier.id)).toBe(before);
  });

  test('the message names the field in the reader’s language', async () => {
    const res = await api.post('/branchOffices', officeBody({ address: '  ' }), { token: carrier.token });
    expect(res.body.message).toBe('El campo «dirección» es obligatorio.');
    const en = await api.post('/branchOffices', officeBody({ location: undefined }), { token: carrier.token, lang: 'en' });
    expect(en.body.message).toBe('The field "location" is required.');
  });

  test('no token → 401', async () => {
    expect((await api.post('/branchOffices', officeBody())).status).toBe(401);
  });
});

describe('GET /users/{id}/branchOffices', () => {
  let owner: TestUser;
  beforeAll(async () => {
    owner = await createUser(api, t.outboxDir, juridicalBody());
    for (let i = 1; i <= 14; i++) await create(owner, { name: `Sucursal ${i}` });
  });

  test('pages of the caller’s offices, newest first, with the total', async () => {
    const first = await api.get(`/users/${owner.id}/branchOffices?skip=0&limit=12`, { token: owner.token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, totalItems: 14 });
    expect(first.body.data.map((o: { name: string }) => o.name)).toEqual(Array.from({ length: 12 }, (_, i) => `Sucursal ${14 - i}`));
    const second = await api.get(`/users/${owner.id}/branchOffices?skip=12&limit=12`, { token: owner.token });
    expect(second.body.data.map((o: { name: string }) => o.name)).toEqual(['Sucursal 2', 'Sucursal 1']);
    expect(second.body.totalItems).toBe(14);
  });

  test('limit above 100 or a negative skip → 400', async () => {
    expect((await api.get(`/users/${owner.id}/branchOffices?skip=0&limit=101`, { token: owner.token })).body).toMatchObject({ field: 'limit' });
    expect((await api.get(`/users/${owner.id}/branchOffices?skip=-1`, { token: owner.token })).body).toMatchObject({ field: 'skip' });
  });

  test("another user's list → 403; no token → 401", async () => {
    const res = await api.get(`/users/${owner.id}/branchOffices`, { token: other.token });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
    expect((await api.get(`/users/${owner.id}/branchOffices`)).status).toBe(401);
  });
});

describe('one office: read, update, delete', () => {
  test("another user's office reads as 404, exactly like a missing one", async () => {
    const office = await create(carrier);
    const foreign = await api.get(`/branchOffices/${office._id}`, { token: other.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('NOT_FOUND');
    expect((await api.get('/branchOffices/00000000-0000-4000-8000-000000000000', { token: carrier.token })).status).toBe(404);
    expect((await api.get('/branchOffices/not-an-id', { token: carrier.token })).status).toBe(404);
    expect((await api.get(`/branchOffices/${office._id}`)).status).toBe(401);
  });

  test('PUT replaces the fields with the same rules', async () => {
    const office = await create(carrier);
    const res = await api.put(
      `/branchOffices/${office._id}`,
      officeBody({
        name: ' Bodega Soledad ',
        description: '  ',
        address: 'Calle 30 #20-45, Soledad',
        location: { latitude: 10.9184, longitude: -74.7646 },
      }),
      { token: carrier.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      _id: office._id,
      name: 'Bodega Soledad',
      description: null,
      address: 'Calle 30 #20-45, Soledad',
      location: { latitude: 10.9184, longitude: -74.7646 },
      createdAt: office.createdAt,
    });
    expect((await api.get(`/branchOffices/${office._id}`, { token: carrier.token })).body.data.name).toBe('Bodega Soledad');
  });

  test('PUT with a blank name → 400, the office unchanged', async () => {
    const office = await create(carrier);
    const res = await api.put(`/branchOffices/${office._id}`, officeBody({ name: ' ' }), { token: carrier.token });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('name');
    expect((await api.get(`/branchOffices/${office._id}`, { token: carrier.token })).body.data).toEqual(office);
  });

  test("PUT or DELETE on another user's office → 403, nothing changes", async () => {
    const office = await create(carrier);
    const put = await api.put(`/branchOffices/${office._id}`, officeBody({ name: 'Mía' }), { token: other.token });
    expect(put.status).toBe(403);
    expect(put.body.code).toBe('FORBIDDEN');
    expect((await del(`/branchOffices/${office._id}`, other.token)).status).toBe(403);
    expect((await api.get(`/branchOffices/${office._id}`, { token: carrier.token })).body.data).toEqual(office);
  });

  test('DELETE hides the office from reads and the list; the row stays for what points at it', async () => {
    const office = await create(carrier, { name: 'Para borrar' });
    const before = (await api.get(`/users/${carrier.id}/branchOffices?limit=100`, { token: carrier.token })).body.totalItems;
    const res = await del(`/branchOffices/${office._id}`, carrier.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Sucursal eliminada.', data: null });

    expect((await api.get(`/branchOffices/${office._id}`, { token: carrier.token })).status).toBe(404);
    const list = (await api.get(`/users/${carrier.id}/branchOffices?limit=100`, { token: carrier.token })).body;
    expect(list.totalItems).toBe(before - 1);
    expect(list.data.map((o: { _id: string }) => o._id)).not.toContain(office._id);
    const [row] = await t.database.db.select().from(branchOffices).where(eq(branchOffices.id, office._id));
    expect(row.deletedAt).toBeInstanceOf(Date);

    expect((await del(`/branchOffices/${office._id}`, carrier.token)).status).toBe(404);
    expect((await api.put(`/branchOffices/${office._id}`, officeBody(), { token: carrier.token })).status).toBe(404);
  });

  test('PUT/DELETE without a token → 401', async () => {
    const office = await create(carrier);
    expect((await api.put(`/branchOffices/${office._id}`, officeBody())).status).toBe(401);
    expect((await del(`/branchOffices/${office._id}`)).status).toBe(401);
  });
});
