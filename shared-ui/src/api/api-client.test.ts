import { api } from './api-client';
import { i18n } from '../i18n/i18n';
import { useSessionStore } from '../session/session-store';

const respond = (status: number, body: unknown) =>
  jest.fn(async () => ({ status, ok: status >= 200 && status < 300, json: async () => body }) as Response);

const user = { _id: 'u1', email: 'a@b.co', userType: 'AGRO' as const, firstName: 'Ana', lastName: null, enterpriseName: null, token: 'tok' };

beforeEach(async () => {
  localStorage.clear();
  useSessionStore.getState().clear();
  await i18n.changeLanguage('es');
});

describe('api client', () => {
  it('sends the token, the language and JSON, and unwraps the envelope', async () => {
    useSessionStore.getState().setUser(user);
    const fetchMock = respond(200, { success: true, message: 'ok', data: { n: 1 }, totalItems: 7 });
    globalThis.fetch = fetchMock;
    const result = await api.post<{ n: number }>('/things', { a: 1 });
    expect(result).toMatchObject({ success: true, data: { n: 1 }, totalItems: 7 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/things');
    expect(init.headers).toMatchObject({ Authorization: 'tok', 'Accept-Language': 'es', 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"a":1}');
  });

  it('turns a lost connection into a translated message instead of throwing', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const es = await api.get('/departments');
    expect(es).toMatchObject({ success: false, code: 'NETWORK_ERROR', message: i18n.t('common:errors.network') });
    await i18n.changeLanguage('en');
    const en = await api.get('/departments');
    expect(en.success ? '' : en.message).toBe('The server cannot be reached. Check your connection and try again.');
  });

  it('passes on the server message, code and field of a refusal', async () => {
    globalThis.fetch = respond(400, { success: false, code: 'VALIDATION', field: 'email', message: 'El campo email no es válido.', data: null });
    expect(await api.post('/signUp', {})).toMatchObject({ success: false, status: 400, code: 'VALIDATION', field: 'email', message: 'El campo email no es válido.' });
  });

  it('forgets a stored session the server no longer accepts', async () => {
    useSessionStore.getState().setUser(user);
    globalThis.fetch = respond(401, { success: false, code: 'UNAUTHORIZED', message: 'Sesión vencida', data: null });
    const result = await api.get('/users/u1');
    expect(result).toMatchObject({ success: false, code: 'SESSION_EXPIRED' });
    expect(useSessionStore.getState().user).toBeNull();
    expect(localStorage.getItem('USER')).toBeNull();
  });

  it('builds query strings without empty values', async () => {
    const fetchMock = respond(200, { success: true, message: '', data: [] });
    globalThis.fetch = fetchMock;
    await api.get('/users/u1/products', { skip: 0, limit: 12, name: '' });
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/users/u1/products?skip=0&limit=12');
  });
});
