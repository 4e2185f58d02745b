import type { Static, TSchema } from '@sinclair/typebox';
import type { SuccessCode } from './errors';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the API: what the server validates and answers, what the apps' client sends and
 * gets back. The API registers each route from its definition (schemas, status, message, access);
 * the apps call it by definition, so a wrong path, body or answer type does not compile.
 */
export interface RouteDef {
  method: Method;
  /** Fastify-style path under /api, e.g. '/products/:id'. */
  path: string;
  /** public: anyone; private: a live session (the API's authenticated context). */
  access: 'public' | 'private';
  /**
   * A public route whose answer tells a signed-in caller more (the catalogue's available amounts):
   * the apps send their token, the API reads it, and a missing or stale one is simply a guest.
   */
  readsSession?: boolean;
  summary: string;
  tags: readonly string[];
  params?: TSchema;
  query?: TSchema;
  body?: TSchema;
  /** A multipart route's form (text fields and files), for /api/docs: the handler reads and checks it. */
  form?: TSchema;
  /** The success answer's `data`; for a paged route, one item (data is a list + totalItems). */
  data?: TSchema;
  paged?: boolean;
  /** Success status (default 200). */
  status?: 200 | 201;
  /** Success message (default OK). */
  message?: SuccessCode;
  /** What a 409's `data` carries (default null), e.g. the fresh row a stale client should show. */
  conflictData?: TSchema;
  /**
   * json (default); multipart: the body is a form with a file; file: the answer is the file itself;
   * events: the answer is a stream of server-sent events that stays open.
   */
  kind?: 'json' | 'multipart' | 'file' | 'events';
  /** The per-IP rate limit of the auth calls that guess or send mail. */
  rateLimit?: 'login' | 'signUp' | 'passwordRecovery';
}

export const defineRoute = <const R extends RouteDef>(route: R): R => route;

type StaticOf<S, Otherwise> = S extends TSchema ? Static<S> : Otherwise;

export type ParamsOf<R extends RouteDef> = StaticOf<R['params'], undefined>;
export type QueryOf<R extends RouteDef> = StaticOf<R['query'], undefined>;
export type BodyOf<R extends RouteDef> = R['kind'] extends 'multipart' ? FormData : StaticOf<R['body'], undefined>;
/** The item of a paged route, or the data of any other. */
export type ItemOf<R extends RouteDef> = StaticOf<R['data'], null>;
export type DataOf<R extends RouteDef> = R['paged'] extends true ? ItemOf<R>[] : ItemOf<R>;
export type ConflictDataOf<R extends RouteDef> = StaticOf<R['conflictData'], null>;

/** `/products/:id` + {id: 'p1'} → `/products/p1` (each value URI-encoded). */
export function pathOf(route: Pick<RouteDef, 'path'>, params?: Record<string, unknown>): string {
  return route.path.replace(/:(\w+)|\*/g, (_match, name: string | undefined) => {
    const value = params?.[name ?? '*'];
    if (value === undefined || value === null) throw new Error(`${route.path}: missing path parameter ${name ?? '*'}`);
    return name ? encodeURIComponent(String(value)) : String(value);
  });
}
