/** Component tests talk to a stubbed `fetch`: a small route table plus a log of the calls made. */
export interface StubRoute {
  method?: string;
  path: string | RegExp;
  status?: number;
  body?: unknown | ((call: RecordedCall) => unknown);
  /** Status and body decided per call, e.g. failing once then succeeding; 'network' = the connection is lost. */
  reply?: (call: RecordedCall) => { status: number; body: unknown } | 'network';
  /** Headers of the answer, e.g. a file's Content-Disposition (its body, a string or a Blob, is then the file). */
  headers?: Record<string, string>;
}

export interface RecordedCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** Parsed JSON, or the entries of a FormData body. */
  body: unknown;
}

function readBody(body: unknown): unknown {
  if (body === undefined || body === null) return undefined;
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    return Object.fromEntries(Array.from(body.entries()));
  }
  return typeof body === 'string' ? JSON.parse(body) : body;
}

export function stubFetch(routes: StubRoute[]) {
  const calls: RecordedCall[] = [];
  const fetchStub = jest.fn(async (input: string, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const path = String(input);
    const call: RecordedCall = { method, path, headers: (init.headers ?? {}) as Record<string, string>, body: readBody(init.body) };
    calls.push(call);
    const route = routes.find(
      (r) => (r.method ?? 'GET').toUpperCase() === method && (typeof r.path === 'string' ? r.path === path : r.path.test(path)),
    );
    if (!route) throw new TypeError(`no stub for ${method} ${path}`);
    const answer = route.reply
      ? route.reply(call)
      : { status: route.status ?? 200, body: typeof route.body === 'function' ? (route.body as (c: RecordedCall) => unknown)(call) : route.body };
    if (answer === 'network') throw new TypeError('Failed to fetch');
    const { status, body: payload } = answer;
    const headers = Object.fromEntries(Object.entries(route.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
    const response = {
      status,
      ok: status >= 200 && status < 300,
      headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
      json: async () => payload,
      blob: async () => (payload instanceof Blob ? payload : new Blob([typeof payload === 'string' ? payload : JSON.stringify(payload)])),
      clone: () => response,
    };
    return response as unknown as Response;
  });
  globalThis.fetch = fetchStub as unknown as typeof fetch;
  return {
    calls,
    /** The calls for one method + path. */
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

export const ok = <T>(data: T, message = '') => ({ success: true, message, data });
export const fail = (code: string, message: string, field?: string, data: unknown = null) => ({ success: false, code, message, field, data });

/** What every screen around a page asks for: the geography of the forms, the shell's remotes.json, the requests badge. */
export const commonStubRoutes: StubRoute[] = [
  {
    path: '/api/departments',
    body: ok([
      { id: 8, departmentId: 8, name: 'Atlántico' },
      { id: 13, departmentId: 13, name: 'Bolívar' },
    ]),
  },
  {
    path: '/api/departments/8/towns',
    body: ok([
      { _id: '08001', name: 'Barranquilla', departmentId: 8 },
      { _id: '08758', name: 'Soledad', departmentId: 8 },
    ]),
  },
  { path: /\/remotes\.json$/, body: {} },
  { path: /^\/api\/users\/[^/]+\/countUnseenRequests$/, body: ok({ sent: 0, received: 0 }) },
];
