export interface ApiResponse<T = any> {
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
export async function call<T = any>(baseUrl: string, method: string, path: string, options: CallOptions = {}): Promise<ApiResponse<T>> {
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
    get: <T = any>(path: string, o?: CallOptions) => call<T>(baseUrl(), 'GET', path, o),
    post: <T = any>(path: string, body?: unknown, o?: CallOptions) => call<T>(baseUrl(), 'POST', path, { ...o, body: body ?? {} }),
    put: <T = any>(path: string, body?: unknown, o?: CallOptions) => call<T>(baseUrl(), 'PUT', path, { ...o, body: body ?? {} }),
    delete: <T = any>(path: string, o?: CallOptions) => call<T>(baseUrl(), 'DELETE', path, o),
  };
}
export type Client = ReturnType<typeof client>;
