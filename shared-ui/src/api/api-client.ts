import { i18n } from '../i18n/i18n';
import { useSessionStore } from '../session/session-store';

export const API_BASE = '/api';

export interface ApiSuccess<T> {
  success: true;
  status: number;
  message: string;
  code?: string;
  data: T;
  totalItems?: number;
}

export interface ApiFailure {
  success: false;
  status: number;
  /** Already translated: from the server (Accept-Language) or from `common`. */
  message: string;
  /** Stable, e.g. VALIDATION, EMAIL_TAKEN, NETWORK_ERROR. */
  code: string;
  /** The input field the error is about, when there is one. */
  field?: string;
  data: null;
}

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Send the stored token (default true when a user is stored). */
  auth?: boolean;
  signal?: AbortSignal;
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

function failure(status: number, code: string, message: string, field?: string): ApiFailure {
  return { success: false, status, code, message, field, data: null };
}

/**
 * Calls the API and never throws: every outcome, a lost connection included, comes back as an
 * ApiResult whose `message` can be shown to the user as it is.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const { method = 'GET', body, query, auth = true, signal } = options;
  const user = useSessionStore.getState().user;
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': i18n.language || 'es' };
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const sentToken = auth && user ? user.token : undefined;
  if (sentToken) headers.Authorization = sentToken;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') return failure(0, 'ABORTED', '');
    return failure(0, 'NETWORK_ERROR', i18n.t('common:errors.network'));
  }

  let payload: Record<string, unknown> | null = null;
  try {
    payload = (await response.json()) as Record<string, unknown>;
  } catch {
    payload = null;
  }

  if (response.status === 401 && sentToken) {
    // The stored session is no longer valid on the server: forget it so the guards take over.
    useSessionStore.getState().clear();
    return failure(401, 'SESSION_EXPIRED', (payload?.message as string) || i18n.t('common:errors.sessionExpired'));
  }

  if (!payload || typeof payload.success !== 'boolean') {
    return failure(response.status, 'INTERNAL', i18n.t('common:errors.internal'));
  }
  if (!response.ok || payload.success === false) {
    return failure(
      response.status,
      (payload.code as string) || 'ERROR',
      (payload.message as string) || i18n.t('common:errors.operationFailed'),
      payload.field as string | undefined,
    );
  }
  return {
    success: true,
    status: response.status,
    message: (payload.message as string) ?? '',
    code: payload.code as string | undefined,
    data: payload.data as T,
    totalItems: payload.totalItems as number | undefined,
  };
}

export const api = {
  get: <T>(path: string, query?: RequestOptions['query'], options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: 'GET', query }),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body: body ?? {} }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
  /** multipart/form-data: the browser sets the boundary. */
  upload: <T>(path: string, form: FormData, options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: form }),
};
