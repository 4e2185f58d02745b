import {
  LIVE_CLIENT_HEADER,
  pathOf,
  type BodyOf,
  type ClientErrorCode,
  type ConflictDataOf,
  type DataOf,
  type ErrorCode,
  type ParamsOf,
  type QueryOf,
  type RouteDef,
} from '@agrocadena/contracts/core';
import { i18n } from '../i18n/i18n';
import { useSessionStore } from '../session/session-store';
import { TAB_ID } from './tab-id';
import { fileNameOf } from './file-name';

export const API_BASE = '/api';

export interface ApiSuccess<T> {
  success: true;
  status: number;
  message: string;
  code?: string;
  data: T;
  /** Paged routes: how many items there are in all, and the cursors of the pages beside this one. */
  totalItems?: number;
  nextCursor?: string | null;
  prevCursor?: string | null;
}

export interface ApiFailure<D = unknown> {
  success: false;
  status: number;
  /** Already translated: from the server (Accept-Language) or from `common`. */
  message: string;
  /** Stable: one of the contract's error codes, or the client's own (NETWORK_ERROR …). */
  code: ErrorCode | ClientErrorCode | (string & {});
  /** The input field the error is about, when there is one. */
  field?: string;
  /** What the server sent along to go on with (e.g. the fresh row behind a 409), else null. */
  data: D | null;
}

export type ApiResult<T, D = unknown> = ApiSuccess<T> | ApiFailure<D>;
/** What `api.call(route, …)` resolves to. */
export type RouteResult<R extends RouteDef> = ApiResult<DataOf<R>, ConflictDataOf<R>>;
// `call` spells its answer out rather than naming RouteResult<R>: the apps' declarations can then
// name the answer's data without naming the route's TypeBox schemas.

type Query = Record<string, string | number | boolean | undefined | null>;

/** The input of a call: only the parts the route has, typed by its schemas (query fields default). */
export type CallInput<R extends RouteDef> = (ParamsOf<R> extends undefined ? { params?: undefined } : { params: ParamsOf<R> }) &
  (QueryOf<R> extends undefined ? { query?: undefined } : { query?: Partial<QueryOf<R>> }) &
  (BodyOf<R> extends undefined ? { body?: undefined } : { body: BodyOf<R> }) & { signal?: AbortSignal };

function buildUrl(path: string, query?: Query): string {
  const url = `${API_BASE}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/** Bad gateway, service unavailable, gateway timeout: the API (or its database) is away for now. */
const OUTAGE_STATUSES = [502, 503, 504];

function failure<D>(status: number, code: string, message: string, field?: string, data: D | null = null): ApiFailure<D> {
  return { success: false, status, code, message, field, data };
}

interface Request {
  method: RouteDef['method'];
  path: string;
  query?: Query;
  body?: unknown;
  /** Send the stored token. */
  auth: boolean;
  signal?: AbortSignal;
}

/** What went out and came back, or the failure of a call that got no answer. */
type Sent = { response: Response; sentToken: string | undefined } | ApiFailure<never>;

/** Sends a request with the suite's headers; a lost connection or an abort comes back as a failure. */
async function transmit({ method, path, query, body, auth, signal }: Request, accept: string): Promise<Sent> {
  const user = useSessionStore.getState().user;
  const headers: Record<string, string> = { Accept: accept, 'Accept-Language': i18n.language || 'es' };
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const sentToken = auth && user ? user.token : undefined;
  if (sentToken) headers.Authorization = sentToken;
  // The live stream then spares this tab the changes of its own writes.
  if (method !== 'GET') headers[LIVE_CLIENT_HEADER] = TAB_ID;
  try {
    const response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      signal,
    });
    return { response, sentToken };
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') return failure<never>(0, 'ABORTED', '');
    return failure<never>(0, 'NETWORK_ERROR', i18n.t('common:errors.network'));
  }
}

// A body that is not JSON (a proxy's error page) counts as no answer.
const readPayload = (response: Response) =>
  response.json().then(
    (body: unknown) => body as Record<string, unknown> | null,
    () => null,
  );

/** The failure an answer means (an expired session, an outage, a refusal), or null for a success. */
function refusalOf<D>(response: Response, payload: Record<string, unknown> | null, sentToken: string | undefined): ApiFailure<D> | null {
  if (response.status === 401 && sentToken) {
    // The stored session is no longer valid on the server: forget it so the guards take over —
    // unless the user already logged in again meanwhile (an answer to the old token's request).
    const session = useSessionStore.getState();
    if (session.user?.token === sentToken) session.expire();
    return failure<D>(401, 'SESSION_EXPIRED', (payload?.message as string) || i18n.t('common:errors.sessionExpired'));
  }

  if (!payload || typeof payload.success !== 'boolean') {
    // A proxy or load balancer answering for an API that is down or restarting: "not now".
    if (OUTAGE_STATUSES.includes(response.status)) {
      return failure<D>(response.status, 'SERVICE_UNAVAILABLE', i18n.t('common:errors.serviceUnavailable'));
    }
    return failure<D>(response.status, 'INTERNAL', i18n.t('common:errors.internal'));
  }
  if (!response.ok || payload.success === false) {
    return failure<D>(
      response.status,
      (payload.code as string) || 'ERROR',
      (payload.message as string) || i18n.t('common:errors.operationFailed'),
      payload.field as string | undefined,
      (payload.data ?? null) as D | null,
    );
  }
  return null;
}

/**
 * Calls the API and never throws: every outcome, a lost connection included, comes back as an
 * ApiResult whose `message` can be shown to the user as it is.
 */
async function send<T, D>(request: Request): Promise<ApiResult<T, D>> {
  const sent = await transmit(request, 'application/json');
  if ('success' in sent) return sent;
  const { response, sentToken } = sent;
  const payload = await readPayload(response);
  const refusal = refusalOf<D>(response, payload, sentToken);
  if (refusal || !payload) return refusal ?? failure<D>(response.status, 'INTERNAL', i18n.t('common:errors.internal'));
  return {
    success: true,
    status: response.status,
    message: (payload.message as string) ?? '',
    code: payload.code as string | undefined,
    data: payload.data as T,
    totalItems: payload.totalItems as number | undefined,
    nextCursor: payload.nextCursor as string | null | undefined,
    prevCursor: payload.prevCursor as string | null | undefined,
  };
}

/** A file a route answers: its bytes and the name the server gave it, if it gave one. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** A route that answers a file rather than JSON; a refusal still comes back as the JSON envelope. */
async function receive(request: Request): Promise<ApiResult<DownloadedFile>> {
  const sent = await transmit(request, '*/*');
  if ('success' in sent) return sent;
  const { response, sentToken } = sent;
  if (!response.ok) {
    const refusal = refusalOf<never>(response, await readPayload(response), sentToken);
    return refusal ?? failure(response.status, 'INTERNAL', i18n.t('common:errors.internal'));
  }
  // The connection may drop halfway through a large file.
  const blob = await response.blob().catch(() => null);
  if (!blob) return failure(0, 'NETWORK_ERROR', i18n.t('common:errors.network'));
  return { success: true, status: response.status, message: '', data: { blob, fileName: fileNameOf(response.headers.get('Content-Disposition')) } };
}

/** How `call` and `download` read their input into a request. */
function requestOf(route: RouteDef, input: unknown): Request {
  const { params, query, body, signal } = (input ?? {}) as { params?: object; query?: Query; body?: unknown; signal?: AbortSignal };
  return {
    method: route.method,
    path: pathOf(route, params as Record<string, unknown> | undefined),
    query,
    // POST and PUT always carry a JSON body, an empty one when the route takes none.
    body: body ?? (route.method === 'POST' || route.method === 'PUT' ? {} : undefined),
    auth: route.access === 'private' || route.readsSession === true,
    signal,
  };
}

/**
 * Every call goes through a route of the contract: `api.call(routes.createProduct, { body })`. The
 * path, the input and the answer are typed by the route, so a typo or a wrong body does not
 * compile; public routes never send the stored token.
 */
export const api = {
  call<R extends RouteDef>(
    route: R,
    ...[input]: object extends CallInput<R> ? [CallInput<R>?] : [CallInput<R>]
  ): Promise<ApiResult<DataOf<R>, ConflictDataOf<R>>> {
    return send(requestOf(route, input));
  },
  /**
   * A route that answers a file (`kind: 'file'`, the recall as CSV or PDF): its bytes as a Blob and
   * the name from its Content-Disposition, with the session's token as any call; a refusal is an
   * ApiFailure like any call's.
   */
  download<R extends RouteDef & { kind: 'file' }>(
    route: R,
    ...[input]: object extends CallInput<R> ? [CallInput<R>?] : [CallInput<R>]
  ): Promise<ApiResult<DownloadedFile>> {
    return receive(requestOf(route, input));
  },
};
