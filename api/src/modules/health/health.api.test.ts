import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import type { Db } from '../../db/client';
import { client } from '../../../test/support/http';
import { useTestApp } from '../../../test/support/test-app';

const t = useTestApp();

/** A database whose every query (any drizzle builder chain, once awaited) settles as `settle` says. */
function fakeDb(settle: (resolve: (v: unknown) => void, reject: (e: unknown) => void) => void): Db {
  const chain: object = new Proxy(() => chain, {
    get: (_target, prop) => (prop === 'then' ? settle : chain),
    apply: () => chain,
  });
  return chain as Db;
}

const refused = () => fakeDb((_resolve, reject) => reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })));

/** An app over `db` on a random port, closed after `use`. */
async function withApp(db: Db, use: (api: ReturnType<typeof client>) => Promise<void>) {
  const app: FastifyInstance = await buildApp({ db, dataDir: t.dataDir, publicUrl: 'http://agro.test' });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    await use(client(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`));
  } finally {
    await app.close();
  }
}

test('GET /health and GET /ready answer 200 without a session while the database answers', async () => {
  for (const path of ['/health', '/ready']) {
    const res = await t.api.get(path, { lang: 'en' });
    expect([path, res.status, res.body]).toEqual([path, 200, { success: true, message: 'Successful operation.', data: { status: 'ok' } }]);
  }
});

test('database unreachable: /ready and every route that reads answer 503 SERVICE_UNAVAILABLE with Retry-After; /health stays 200', async () => {
  await withApp(refused(), async (api) => {
    expect((await api.get('/health')).status).toBe(200);
    for (const [path, lang, message] of [
      ['/ready', 'en', 'The service is temporarily unavailable. Please try again in a moment.'],
      ['/departments', 'es', 'El servicio no está disponible temporalmente. Intente de nuevo en unos momentos.'],
      ['/users/u1/products', 'en', 'The service is temporarily unavailable. Please try again in a moment.'],
    ] as const) {
      // /users/… is private: the session lookup itself is what fails.
      const res = await api.get(path, { lang, token: 'a-token-of-the-right-shape-0123456789' });
      expect([path, res.status, res.headers.get('retry-after'), res.body]).toEqual([
        path,
        503,
        '5',
        { success: false, code: 'SERVICE_UNAVAILABLE', message, data: null },
      ]);
    }
  });
});

test('a database that does not answer at all: /ready gives up after its short timeout with 503', async () => {
  await withApp(
    fakeDb(() => undefined),
    async (api) => {
      const started = Date.now();
      const res = await api.get('/ready');
      expect([res.status, res.body.code]).toEqual([503, 'SERVICE_UNAVAILABLE']);
      expect(Date.now() - started).toBeLessThan(4000);
    },
  );
});
