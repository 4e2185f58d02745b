import { runSeeds } from '../src/seed';
import { client, type Client } from './support/http';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let api: Client;

beforeAll(async () => {
  t = await startTestApp({ demo: true });
  api = client(t.baseUrl);
});
afterAll(() => t.close());

const TYPES = ['AGRO', 'ENTERPRISE', 'LOGISTIC', 'SUPPLIER', 'MINORIST', 'REQUESTER'];

test('one verified demo account per user type, password demo12345, in Atlántico', async () => {
  const persons = new Set<string>();
  for (const type of TYPES) {
    const login = await api.post('/login', { email: `${type.toLowerCase()}@demo.agrocadena.co`, password: 'demo12345' });
    expect(login.status).toBe(200);
    expect(login.body.data.userType).toBe(type);
    const profile = (await api.get(`/users/${login.body.data._id}`, { token: login.body.data.token })).body.data;
    expect(profile.town.departmentId).toBe(8);
    persons.add(profile.personType);
    if (profile.personType === 'JURIDICAL') expect(profile.enterpriseName).toBeTruthy();
    else expect(profile.firstName && profile.lastName).toBeTruthy();
  }
  expect([...persons].sort()).toEqual(['JURIDICAL', 'NATURAL']);
});

test('demo requests give non-zero unseen counts', async () => {
  const counts = async (type: string) => {
    const { data } = (await api.post('/login', { email: `${type}@demo.agrocadena.co`, password: 'demo12345' })).body;
    return (await api.get(`/users/${data._id}/countUnseenRequests`, { token: data.token })).body.data;
  };
  expect(await counts('agro')).toEqual({ sent: 1, received: 1 });
  expect(await counts('enterprise')).toEqual({ sent: 0, received: 1 });
  expect(await counts('logistic')).toEqual({ sent: 0, received: 1 });
  expect(await counts('requester')).toEqual({ sent: 1, received: 0 });
});

test('seeding again changes nothing', async () => {
  expect(await runSeeds(t.database.db, { demo: true })).toEqual({ geography: false, demo: false });
});
