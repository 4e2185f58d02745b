/** Component tests talk to a stubbed `fetch`: a small route table plus a log of the calls made. */
export interface StubRoute {
  method?: string;
  path: string | RegExp;
  status?: number;
  body?: unknown | ((call: RecordedCall) => unknown);
  /** Status and body decided per call, e.g. failing once then succeeding. */
  reply?: (call: RecordedCall) => { status: number; body: unknown };
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
    const { status, body: payload } = route.reply
      ? route.reply(call)
      : { status: route.status ?? 200, body: typeof route.body === 'function' ? (route.body as (c: RecordedCall) => unknown)(call) : route.body };
    return { status, ok: status >= 200 && status < 300, json: async () => payload } as unknown as Response;
  });
  globalThis.fetch = fetchStub as unknown as typeof fetch;
  return {
    calls,
    /** The calls for one method + path. */
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

export const ok = <T>(data: T, message = '') => ({ success: true, message, data });
export const fail = (code: string, message: string, field?: string) => ({ success: false, code, message, field, data: null });
