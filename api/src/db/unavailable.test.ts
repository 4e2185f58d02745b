import net from 'node:net';
import { Client, Pool } from 'pg';
import { isDatabaseUnavailable } from './unavailable';

/** A local TCP server that does `onSocket` with every connection; closed after the test. */
async function fakeServer(onSocket: (socket: net.Socket) => void) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    onSocket(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    url: `postgres://agro@127.0.0.1:${port}/none`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** What `run` rejects with. */
async function errorOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('errors node-postgres really throws when the server is away', () => {
  test('connection refused (nothing listens)', async () => {
    const server = await fakeServer(() => undefined);
    await server.close();
    const error = await errorOf(() => new Client({ connectionString: server.url }).connect());
    expect(error).toMatchObject({ code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  test('the server closes the connection (restart, proxy cut)', async () => {
    const server = await fakeServer((socket) => socket.destroy());
    const error = await errorOf(() => new Client({ connectionString: server.url }).connect());
    await server.close();
    expect(String(error)).toMatch(/Connection terminated unexpectedly|ECONNRESET/);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  test('the server accepts but never answers: the client and the pool connect timeouts', async () => {
    const server = await fakeServer(() => undefined);
    const clientError = await errorOf(() => new Client({ connectionString: server.url, connectionTimeoutMillis: 50 }).connect());
    const pool = new Pool({ connectionString: server.url, connectionTimeoutMillis: 50 });
    const poolError = await errorOf(() => pool.query('select 1'));
    await pool.end();
    await server.close();
    expect(String(clientError)).toMatch(/timeout expired/);
    expect(String(poolError)).toMatch(/Connection terminated due to connection timeout/);
    expect([isDatabaseUnavailable(clientError), isDatabaseUnavailable(poolError)]).toEqual([true, true]);
  });
});

describe('classification', () => {
  test.each([
    ['admin shutdown (pg_terminate_backend, restart)', { code: '57P01', message: 'terminating connection due to administrator command' }],
    ['the server is starting up', { code: '57P03', message: 'the database system is starting up' }],
    ['class 08: connection failure', { code: '08006', message: 'connection failure' }],
    ['class 08: cannot establish', { code: '08001', message: 'x' }],
    ['too many connections', { code: '53300', message: 'sorry, too many clients already' }],
    ['pool saturated', new Error('timeout exceeded when trying to connect')],
    ['statement_timeout cancelled it', { code: '57014', message: 'canceling statement due to statement timeout' }],
    ['no answer within query_timeout (a stalled server)', new Error('Query read timeout')],
    ['rollback on a dead client', new Error('Client has encountered a connection error and is not queryable')],
    ['wrapped by drizzle', Object.assign(new Error('Failed query: commit'), { cause: new Error('Connection terminated unexpectedly') })],
    ['every address refused', new AggregateError([Object.assign(new Error('connect'), { code: 'ECONNREFUSED' })])],
  ])('%s → unavailable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  test.each([
    ['unique violation', { code: '23505', message: 'duplicate key' }],
    ['syntax error (a bug)', { code: '42601', message: 'syntax error' }],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['wrapped bug', Object.assign(new Error('Failed query'), { cause: { code: '22P02', message: 'invalid input syntax' } })],
    ['nothing', null],
  ])('%s → not unavailable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
