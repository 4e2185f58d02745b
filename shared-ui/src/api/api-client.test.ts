import { routes } from '@agrocadena/contracts/client';
import { api } from './api-client';
import { i18n } from '../i18n/i18n';
import { useSessionStore } from '../session/session-store';
import { EARLY_READ_TTL_MS, forgetEarlyReads } from './early-reads';
import { invalidateTopics } from '../data/use-live-changes';
import { createQueryClient } from '../data/query-client';

const respond = (status: number, body: unknown) =>
  jest.fn(async () => ({ status, ok: status >= 200 && status < 300, json: async () => body }) as Response);

const user = { _id: 'u1', email: 'a@b.co', userType: 'AGRO' as const, firstName: 'Ana', lastName: null, enterpriseName: null, token: 'tok' };
const branchOfficeBody = { name: 'Bodega', address: 'Vía 40', location: { latitude: 10.9, longitude: -74.8 } };

beforeEach(async () => {
  forgetEarlyReads();
  localStorage.clear();
  useSessionStore.getState().clear();
  await i18n.changeLanguage('es');
});

describe('api client', () => {
  it('sends the token, the language and JSON to the route’s path, and unwraps the envelope', async () => {
    useSessionStore.getState().setUser(user);
    const fetchMock = respond(201, { success: true, message: 'ok', data: { _id: 'b1' } });
    globalThis.fetch = fetchMock;
    const result = await api.call(routes.createBranchOffice, { body: branchOfficeBody });
    expect(result).toMatchObject({ success: true, status: 201, data: { _id: 'b1' } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method]).toEqual(['/api/branchOffices', 'POST']);
    expect(init.headers).toMatchObject({ Authorization: 'tok', 'Accept-Language': 'es', 'Content-Type': 'application/json' });
    expect(init.body).toBe(JSON.stringify(branchOfficeBody));
  });

  it('fills and encodes path parameters; public routes never send the stored token', async () => {
    useSessionStore.getState().setUser(user);
    const fetchMock = respond(200, { success: true, message: '', data: [] });
    globalThis.fetch = fetchMock;
    await api.call(routes.departmentTowns, { params: { id: 8 } });
    await api.call(routes.getProduct, { params: { id: 'a/b c' } });
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    expect(calls.map(([url]) => url)).toEqual(['/api/departments/8/towns', '/api/products/a%2Fb%20c']);
    expect(calls[0][1].headers).not.toHaveProperty('Authorization');
    expect(calls[1][1].headers).toMatchObject({ Authorization: 'tok' });
  });

  it('turns a lost connection into a translated message instead of throwing', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const es = await api.call(routes.departments);
    expect(es).toMatchObject({ success: false, code: 'NETWORK_ERROR', message: i18n.t('common:errors.network') });
    await i18n.changeLanguage('en');
    const en = await api.call(routes.departments);
    expect(en.success ? '' : en.message).toBe('The server cannot be reached. Check your connection and try again.');
  });

  it('passes on the server message, code and field of a refusal', async () => {
    globalThis.fetch = respond(400, { success: false, code: 'VALIDATION', field: 'email', message: 'El campo email no es válido.', data: null });
    expect(await api.call(routes.sendPasswordRecoveryEmail, { body: { email: '' } })).toMatchObject({
      success: false,
      status: 400,
      code: 'VALIDATION',
      field: 'email',
      message: 'El campo email no es válido.',
      data: null,
    });
  });

  it('keeps the data a failure carries (the fresh product behind a 409)', async () => {
    useSessionStore.getState().setUser(user);
    const fresh = { _id: 'p1', amount: 7 };
    globalThis.fetch = respond(409, { success: false, code: 'STOCK_CHANGED', message: 'cambió', data: fresh });
    const result = await api.call(routes.changeStock, { body: { product: 'p1', amount: 9, previousAmount: 5 } });
    expect(result).toMatchObject({ success: false, status: 409, code: 'STOCK_CHANGED', data: fresh });
  });

  it('forgets a stored session the server no longer accepts', async () => {
    useSessionStore.getState().setUser(user);
    globalThis.fetch = respond(401, { success: false, code: 'UNAUTHORIZED', message: 'Sesión vencida', data: null });
    const result = await api.call(routes.getUser, { params: { id: 'u1' } });
    expect(result).toMatchObject({ success: false, code: 'SESSION_EXPIRED' });
    expect(useSessionStore.getState()).toMatchObject({ user: null, expired: true });
    expect(localStorage.getItem('USER')).toBeNull();
    // Logging in again ends the "expired" state.
    useSessionStore.getState().setUser(user);
    expect(useSessionStore.getState().expired).toBe(false);
  });

  it('keeps a new session when a request of the old one comes back 401', async () => {
    useSessionStore.getState().setUser(user);
    let answer: (response: Response) => void = () => undefined;
    globalThis.fetch = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const pending = api.call(routes.getUser, { params: { id: 'u1' } });
    const fresh = { ...user, token: 'tok-2' };
    useSessionStore.getState().setUser(fresh);
    answer({ status: 401, ok: false, json: async () => ({ success: false, code: 'UNAUTHORIZED', message: 'x', data: null }) } as Response);
    await pending;
    expect(useSessionStore.getState()).toMatchObject({ user: fresh, expired: false });
  });

  it('builds query strings without empty values', async () => {
    useSessionStore.getState().setUser(user);
    const fetchMock = respond(200, { success: true, message: '', data: [] });
    globalThis.fetch = fetchMock;
    await api.call(routes.userProducts, { params: { id: 'u1' }, query: { skip: 0, limit: 12 } });
    await api.call(routes.verifyToken, { query: { token: '' } });
    const urls = (fetchMock.mock.calls as unknown as [string][]).map(([url]) => url);
    expect(urls).toEqual(['/api/users/u1/products?skip=0&limit=12', '/api/verifyToken']);
  });
});

describe('a read started early (api.readEarly)', () => {
  const page = { success: true, message: '', data: [{ _id: 'p1' }], totalItems: 1 };
  const readProducts = () => api.call(routes.userProducts, { params: { id: 'u1' }, query: { skip: 0, limit: 12 } });
  const urlsOf = (fetchMock: jest.Mock) => (fetchMock.mock.calls as unknown as [string, RequestInit][]).map(([url]) => url);

  it('is sent at once with the session, and the page’s call for that URL takes its answer instead of asking again', async () => {
    useSessionStore.getState().setUser(user);
    const fetchMock = respond(200, page);
    globalThis.fetch = fetchMock;
    api.readEarly('/users/u1/products?limit=12&skip=0');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers).toMatchObject({ Authorization: 'tok' });
    await expect(readProducts()).resolves.toMatchObject({ success: true, data: [{ _id: 'p1' }], totalItems: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Taken once: the next read (a refetch) asks the server.
    await readProducts();
    expect(urlsOf(fetchMock)).toEqual(['/api/users/u1/products?limit=12&skip=0', '/api/users/u1/products?skip=0&limit=12']);
  });

  it('is not taken by another session, once stale, after a change, or when it failed', async () => {
    useSessionStore.getState().setUser(user);
    const fetchMock = respond(200, page);
    globalThis.fetch = fetchMock;
    api.readEarly('/users/u1/products?skip=0&limit=12');
    useSessionStore.getState().setUser({ ...user, token: 'other' });
    await readProducts();
    expect(fetchMock).toHaveBeenCalledTimes(2);

    const now = jest.spyOn(Date, 'now');
    try {
      now.mockReturnValue(1_000);
      api.readEarly('/users/u1/products?skip=0&limit=12');
      now.mockReturnValue(1_000 + EARLY_READ_TTL_MS + 1);
      await readProducts();
      expect(fetchMock).toHaveBeenCalledTimes(4);
    } finally {
      now.mockRestore();
    }

    // A write in between: what was read early may no longer be so.
    api.readEarly('/users/u1/products?skip=0&limit=12');
    await api.call(routes.createBranchOffice, { body: branchOfficeBody });
    await readProducts();
    expect(urlsOf(fetchMock).slice(4)).toEqual([
      '/api/users/u1/products?skip=0&limit=12',
      '/api/branchOffices',
      '/api/users/u1/products?skip=0&limit=12',
    ]);

    // Another party's change, told by the live stream: likewise.
    api.readEarly('/users/u1/products?skip=0&limit=12');
    await invalidateTopics(createQueryClient(), ['products']);
    await readProducts();
    expect(urlsOf(fetchMock).slice(7)).toEqual(['/api/users/u1/products?skip=0&limit=12', '/api/users/u1/products?skip=0&limit=12']);

    globalThis.fetch = respond(500, { success: false, message: 'boom', code: 'INTERNAL' });
    api.readEarly('/users/u1/products?skip=0&limit=12');
    globalThis.fetch = respond(200, page);
    await expect(readProducts()).resolves.toMatchObject({ success: true });
  });
});
