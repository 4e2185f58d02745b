import { routes } from '@agrocadena/contracts';
import { call } from './support/http';
import { useTestApp } from './support/test-app';

const t = useTestApp();

/**
 * Every route anyone may call without a session. A route missing from this list must answer 401
 * without a token: one that became public by accident, or a new private route outside the
 * authenticated context, fails here.
 */
const PUBLIC_ROUTES = [
  'POST /api/signUp',
  'GET /api/verifyToken',
  'POST /api/login',
  'POST /api/sendPasswordRecoveryEmail',
  'POST /api/restorePassword',
  'POST /api/confirmEmailChange',
  'GET /api/departments',
  'GET /api/departments/:id/towns',
  'GET /api/towns/:id',
  'GET /api/config',
  'GET /api/health',
  'GET /api/ready',
  'GET /api/files/*',
  'GET /api/publicProducts',
  'GET /api/searchPublicProductsAutoComplete',
  'GET /api/publicServices',
  'GET /api/searchPublicServicesAutoComplete',
  'GET /api/publicProviders/:id',
].sort();

const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

/** Every API route the running app serves, as `METHOD /url`, the OpenAPI UI left out. */
function servedRoutes(): string[] {
  return t.app.registeredRoutes
    .filter((r) => r.url.startsWith('/api') && !isDocs(r.url) && r.method !== 'HEAD')
    .map((r) => `${r.method} ${r.url}`)
    .sort();
}

/** A URL for the route with each parameter filled by something that names no row. */
const concrete = (url: string) => url.replace(/:id\b/g, '11111111-1111-4111-8111-111111111111').replace('*', 'nothing/here.png');

test('the app serves exactly the contract routes (plus /api/docs)', () => {
  const contract = Object.values(routes)
    .map((r) => `${r.method} /api${r.path}`)
    .sort();
  expect(servedRoutes()).toEqual(contract);
});

test('the routes the contract calls public are the routes that answer without a session', () => {
  const contractPublic = Object.values(routes)
    .filter((r) => r.access === 'public')
    .map((r) => `${r.method} /api${r.path}`)
    .sort();
  expect(contractPublic).toEqual(PUBLIC_ROUTES);
});

test('every other route answers 401 UNAUTHORIZED without a token and with a forged one', async () => {
  const privateRoutes = servedRoutes().filter((r) => !PUBLIC_ROUTES.includes(r));
  expect(privateRoutes.length).toBeGreaterThan(15);
  for (const route of privateRoutes) {
    const [method, url] = route.split(' ');
    for (const token of [undefined, 'forged-token']) {
      const res = await call(t.baseUrl, method, concrete(url).replace(/^\/api/, ''), { token, body: method === 'GET' ? undefined : {}, lang: 'en' });
      expect([route, token, res.status, res.body.code]).toEqual([route, token, 401, 'UNAUTHORIZED']);
    }
  }
});

test('the public routes answer without a token (never 401)', async () => {
  for (const route of PUBLIC_ROUTES) {
    const [method, url] = route.split(' ');
    const res = await call(t.baseUrl, method, concrete(url).replace(/^\/api/, ''), { body: method === 'GET' ? undefined : {} });
    expect([route, res.status === 401]).toEqual([route, false]);
  }
});
