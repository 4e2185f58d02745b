/** One answer of the stubbed network: a status and a JSON body, or `'network'` for a lost connection. */
export type StubAnswer = { status?: number; body: unknown } | 'network';
export type StubHandler = (url: string, init: RequestInit & { json?: unknown }) => StubAnswer | undefined;

export interface FetchCall {
  url: string;
  method: string;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * Replaces global fetch. The handler sees every call (with the parsed JSON body); anything it
 * does not answer gets a 404 envelope, so a forgotten route shows up as a failed call.
 */
export function stubFetch(handler: StubHandler): { calls: FetchCall[] } {
  const calls: FetchCall[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    let json: unknown;
    try {
      json = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    } catch {
      json = init.body;
    }
    calls.push({ url, method: init.method ?? 'GET', body: json, headers: (init.headers ?? {}) as Record<string, string> });
    const answer = handler(url, { ...init, json }) ?? { status: 404, body: { success: false, code: 'NOT_FOUND', message: 'not found', data: null } };
    if (answer === 'network') throw new TypeError('Failed to fetch');
    const status = answer.status ?? 200;
    return { status, ok: status >= 200 && status < 300, json: async () => answer.body } as Response;
  }) as typeof fetch;
  return { calls };
}

export const ok = (data: unknown, message = '') => ({ status: 200, body: { success: true, message, data } });
export const fail = (status: number, code: string, message: string, field?: string) => ({
  status,
  body: { success: false, code, message, field, data: null },
});

/** The geography every form needs, plus remotes.json. */
export function commonAnswers(url: string): StubAnswer | undefined {
  if (url.endsWith('/api/departments')) {
    return ok([
      { id: 8, departmentId: 8, name: 'Atlántico' },
      { id: 13, departmentId: 13, name: 'Bolívar' },
    ]);
  }
  if (url.endsWith('/api/departments/8/towns')) {
    return ok([
      { _id: '08001', name: 'Barranquilla', departmentId: 8 },
      { _id: '08758', name: 'Soledad', departmentId: 8 },
    ]);
  }
  if (url.endsWith('/remotes.json')) return { status: 200, body: {} };
  if (/\/api\/users\/[^/]+\/countUnseenRequests$/.test(url)) return ok({ sent: 0, received: 0 });
  return undefined;
}
