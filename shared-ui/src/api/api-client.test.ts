import { routes } from '@agrocadena/contracts/client';
import { api } from './api-client';
import { i18n } from '../i18n/i18n';
import { useSessionStore } from '../session/session-store';
import { TAB_ID } from './tab-id';

const respond = (status: number, body: unknown) =>
  jest.fn(async () => ({ status, ok: status >= 200 && status < 300, json: async () => body }) as Response);

const user = { _id: 'u1', email: 'a@b.co', userType: 'AGRO' as const, firstName: 'Ana', lastName: null, enterpriseName: null, token: 'tok' };
const branchOfficeBody = { name: 'Bodega', address: 'Vía 40', location: { latitude: 10.9, longitude: -74.8 } };

beforeEach(async () => {
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

describe('the tab’s name on its writes', () => {
  it('goes with every write, never with a read, so the live stream can leave the tab’s own changes out', async () => {
    useSessionStore.getState().setUser(user);
    const fetchMock = respond(200, { success: true, message: '', data: null });
    globalThis.fetch = fetchMock;
    await api.call(routes.createBranchOffice, { body: branchOfficeBody });
    await api.call(routes.updateBranchOffice, { params: { id: 'b1' }, body: branchOfficeBody });
    await api.call(routes.deleteBranchOffice, { params: { id: 'b1' } });
    await api.call(routes.login, { body: { email: 'a@b.co', password: 'x' } });
    await api.call(routes.getBranchOffice, { params: { id: 'b1' } });
    const headers = (fetchMock.mock.calls as unknown as [string, RequestInit][]).map(([, init]) => init.headers as Record<string, string>);
    expect(headers.slice(0, 4).map((sent) => sent['X-Live-Client'])).toEqual([TAB_ID, TAB_ID, TAB_ID, TAB_ID]);
    expect(headers[4]).not.toHaveProperty('X-Live-Client');
  });
});

/** A file answer as fetch gives it: bytes, a content type and the server's headers. */
const respondFile = (content: string, headers: Record<string, string>) =>
  jest.fn(
    async () =>
      ({
        status: 200,
        ok: true,
        headers: { get: (name: string) => headers[Object.keys(headers).find((key) => key.toLowerCase() === name.toLowerCase()) ?? ''] ?? null },
        blob: async () => new Blob([content], { type: headers['Content-Type'] }),
        json: async () => {
          throw new SyntaxError('not JSON');
        },
      }) as unknown as Response,
  );

const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

describe('a file download', () => {
  const disposition = `attachment; filename="recall-QUE-20261128-01 n.csv"; filename*=UTF-8''recall-QUE-20261128-01%20%C3%B1.csv`;

  it('sends the token and the language, and gives the bytes with the name the server gave (its UTF-8 form)', async () => {
    useSessionStore.getState().setUser(user);
    const fetchMock = respondFile('cliente;lote\n', { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': disposition });
    globalThis.fetch = fetchMock;
    const result = await api.download(routes.lotRecallCsv, { params: { id: 'l 1' } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method]).toEqual(['/api/lots/l%201/recall.csv', 'GET']);
    expect(init.headers).toMatchObject({ Authorization: 'tok', 'Accept-Language': 'es' });
    if (!result.success) throw new Error(result.message);
    expect(result.data.fileName).toBe('recall-QUE-20261128-01 ñ.csv');
    expect(result.data.blob.type).toBe('text/csv; charset=utf-8');
    expect(await textOf(result.data.blob)).toBe('cliente;lote\n');
  });

  it('passes on a refusal as any call does, and a lost connection as a translated message', async () => {
    useSessionStore.getState().setUser(user);
    globalThis.fetch = respond(404, { success: false, code: 'NOT_FOUND', message: 'Lote no encontrado', data: null });
    expect(await api.download(routes.lotRecallPdf, { params: { id: 'l1' } })).toMatchObject({
      success: false,
      status: 404,
      code: 'NOT_FOUND',
      message: 'Lote no encontrado',
    });
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await api.download(routes.lotRecallPdf, { params: { id: 'l1' } })).toMatchObject({ success: false, code: 'NETWORK_ERROR' });
  });

  it('forgets a session the server no longer accepts', async () => {
    useSessionStore.getState().setUser(user);
    globalThis.fetch = respond(401, { success: false, code: 'UNAUTHORIZED', message: 'Sesión vencida', data: null });
    expect(await api.download(routes.lotRecallCsv, { params: { id: 'l1' } })).toMatchObject({ success: false, code: 'SESSION_EXPIRED' });
    expect(useSessionStore.getState().user).toBeNull();
  });
});
