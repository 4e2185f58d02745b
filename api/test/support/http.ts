/**
 * A parsed JSON body as the tests read it. Each assertion states the shape it expects, so bodies are
 * not typed a second time here (schema-contract.test.ts checks the routes against the contract).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- untyped JSON that assertions explore freely (see above)
export type Json = any;
export type JsonObject = Record<string, Json>;

export interface ApiResponse<T = Json> {
  status: number;
  headers: Headers;
  body: T;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  lang?: 'es' | 'en';
  headers?: Record<string, string>;
}

/** A JSON call to `${baseUrl}/api${path}` over real HTTP. */
export async function call<T = Json>(baseUrl: string, method: string, path: string, options: CallOptions = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = options.token;
  if (options.lang) headers['accept-language'] = options.lang;
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, headers: response.headers, body: body as T };
}

/** Binds `call` to one server (its URL, or a function giving it once the server has started). */
export function client(server: string | (() => string)) {
  const baseUrl = () => (typeof server === 'string' ? server : server());
  return {
    get: <T = Json>(path: string, o?: CallOptions) => call<T>(baseUrl(), 'GET', path, o),
    post: <T = Json>(path: string, body?: unknown, o?: CallOptions) => call<T>(baseUrl(), 'POST', path, { ...o, body: body ?? {} }),
    put: <T = Json>(path: string, body?: unknown, o?: CallOptions) => call<T>(baseUrl(), 'PUT', path, { ...o, body: body ?? {} }),
    delete: <T = Json>(path: string, o?: CallOptions) => call<T>(baseUrl(), 'DELETE', path, o),
  };
}
export type Client = ReturnType<typeof client>;
