import {
  Envelope,
  ErrorEnvelope,
  PagedEnvelope,
  type BodyOf,
  type DataOf,
  type ItemOf,
  type ParamsOf,
  type QueryOf,
  type RouteDef,
  type SuccessCode,
} from '@agrocadena/contracts';
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { translate } from '../i18n/translate';
import { refuseBrokenText, refuseNonFiniteNumbers } from './hostile-input';
import type { AuthUser } from './types';

/** A success whose message is decided by the handler (e.g. per upload kind), not by the route. */
export class Answer<T> {
  constructor(
    readonly data: T,
    readonly message: SuccessCode,
  ) {}
}

/**
 * Data the database already wrote as the contract's JSON (a statement's `json_build_object(…)::text`):
 * sent inside the envelope as it is, neither parsed by the driver nor serialised again — for the
 * large answers built next to their data (a lot's trace). Its shape is the statement's to keep, so
 * the route's tests check it against the contract's schema (docs/architecture.md#api-conventions).
 */
export class JsonText<T> {
  declare readonly data?: T;
  constructor(readonly text: string) {}

  parse(): T {
    return JSON.parse(this.text) as T;
  }
}

/** One page of a paged route: the envelope gets `totalItems` and the cursors beside the list. */
export interface Page<T> {
  items: T[];
  totalItems: number;
  nextCursor: string | null;
  prevCursor: string | null;
}

/**
 * The request a handler gets: input typed by the route's schemas; private routes have their caller,
 * public ones that read the session have it or null (a guest).
 */
export type RouteRequest<R extends RouteDef> = FastifyRequest & {
  params: ParamsOf<R>;
  query: QueryOf<R>;
  body: R['kind'] extends 'multipart' ? unknown : BodyOf<R>;
} & (R['access'] extends 'private' ? { auth: AuthUser } : R['readsSession'] extends true ? { auth: AuthUser | null } : unknown);

/** A file or an event stream is answered by the handler itself, through the reply. */
type Result<R extends RouteDef> = R['kind'] extends 'file' | 'events'
  ? FastifyReply
  : R['paged'] extends true
    ? Page<ItemOf<R>>
    : DataOf<R> | Answer<DataOf<R>> | JsonText<DataOf<R>>;

export type Handler<R extends RouteDef> = (request: RouteRequest<R>, reply: FastifyReply) => Promise<Result<R>> | Result<R>;

interface Registered {
  route: RouteDef;
  handler: Handler<RouteDef>;
}

/** What a domain's routes module gets: `handle(route, handler)` for each route of its contract. */
export interface RouteRegistrar {
  handle<R extends RouteDef>(route: R, handler: Handler<R>): void;
}

/** A domain's routes: handlers for its contract routes, thin, over its services. */
export type DomainRoutes<Options> = (registrar: RouteRegistrar, options: Options) => void;

/** Collects the handlers of every domain, to be registered by access (see registerRoutes). */
export function collectRoutes(declare: (registrar: RouteRegistrar) => void): Registered[] {
  const collected: Registered[] = [];
  declare({ handle: (route, handler) => collected.push({ route, handler: handler as Handler<RouteDef> }) });
  return collected;
}

const plain = ErrorEnvelope();

/** The failures any JSON or multipart route may answer (409 with the route's conflictData). */
function errorResponses(route: RouteDef): Record<number, TSchema> {
  // A body of a type no parser reads; one too big (a JSON body: an upload's size is its handler's 400).
  const unreadBody: Record<number, TSchema> = route.method === 'GET' ? {} : route.kind === 'multipart' ? { 415: plain } : { 413: plain, 415: plain };
  return {
    400: plain,
    401: plain,
    403: plain,
    404: plain,
    409: route.conflictData ? ErrorEnvelope(route.conflictData) : plain,
    ...unreadBody,
    429: plain,
    // SERVICE_UNAVAILABLE: the database cannot be reached right now (with Retry-After).
    503: plain,
  };
}

const binary = { schema: Type.String({ format: 'binary' }) };

/**
 * What the routes that answer for themselves answer: a stored file (a refusal looks like a missing
 * file, 404; no ranges nor validators, so never 206 or 304), or an event stream.
 */
const selfAnswered: Record<'file' | 'events', Record<number, TSchema | object>> = {
  file: {
    200: {
      description: 'The file',
      content: { 'image/jpeg': binary, 'image/png': binary, 'image/webp': binary, 'application/pdf': binary, 'text/csv': binary },
    },
    400: plain,
    404: plain,
    503: plain,
  },
  events: {
    200: { description: 'Server-sent events, until either side ends the stream', content: { 'text/event-stream': { schema: Type.String() } } },
    401: plain,
    // TOO_MANY_STREAMS: the session or the account holds as many as it may.
    429: plain,
    503: plain,
  },
};

function responseSchemas(route: RouteDef): Record<number, TSchema | object> {
  // A private file (a recall list) also answers 401 without a session.
  if (route.kind === 'file' && route.access === 'private') return { ...selfAnswered.file, 401: plain };
  if (route.kind === 'file' || route.kind === 'events') return selfAnswered[route.kind];
  const data = route.data ?? Type.Null();
  return { [route.status ?? 200]: route.paged ? PagedEnvelope(data) : Envelope(data), ...errorResponses(route) };
}

/**
 * The Fastify route of a contract route: its schemas (validation, serialisation and /api/docs), its
 * rate limit, and the success envelope built here once — `{ success, message, data }`, plus
 * `totalItems` for a page — so a handler returns only its data.
 */
export function toFastifyRoute(
  { route, handler }: Registered,
  rateLimits: Record<NonNullable<RouteDef['rateLimit']>, { max: number; timeWindow: number }>,
): RouteOptions {
  return {
    method: route.method,
    url: route.path,
    config: {
      ...(route.rateLimit ? { rateLimit: rateLimits[route.rateLimit] } : {}),
      // A multipart form is read by its handler, not validated: documented only.
      ...(route.form ? { swaggerTransform: ({ schema, url }) => ({ schema: { ...schema, body: route.form }, url }) } : {}),
    },
    // Input no schema states but the database cannot take (hostile-input.ts), for every route.
    preValidation: refuseBrokenText,
    preHandler: refuseNonFiniteNumbers,
    // A HEAD of a stream would open it without ever sending its headers: only GET opens one.
    ...(route.kind === 'events' ? { exposeHeadRoute: false } : {}),
    schema: {
      tags: [...route.tags],
      summary: route.summary,
      ...(route.access === 'public' ? { security: [] } : {}),
      ...(route.kind === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      response: responseSchemas(route),
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const result = await handler(request as RouteRequest<RouteDef>, reply);
      if (route.kind === 'file' || route.kind === 'events') return result;
      reply.status(route.status ?? 200);
      if (route.paged) {
        const page = result as Page<unknown>;
        const { totalItems, nextCursor, prevCursor, items } = page;
        return { success: true, message: translate(route.message ?? 'OK', request.lang), totalItems, nextCursor, prevCursor, data: items };
      }
      if (result instanceof JsonText) {
        // A string with a JSON content type goes out as it is: Fastify serialises only objects.
        reply.type('application/json; charset=utf-8');
        return `{"success":true,"message":${JSON.stringify(translate(route.message ?? 'OK', request.lang))},"data":${result.text}}`;
      }
      const { data, message } = result instanceof Answer ? result : { data: result, message: route.message ?? 'OK' };
      return { success: true, message: translate(message, request.lang), data };
    },
  };
}

/** Where a route is registered: guests only, guests or a session it reads, or a session it requires. */
export type RouteScope = 'public' | 'viewer' | 'private';

export const scopeOf = (route: RouteDef): RouteScope => (route.access === 'private' ? 'private' : route.readsSession ? 'viewer' : 'public');

/**
 * Registers the collected routes of one scope on `scope`: the public ones on the /api context, the
 * others on encapsulated contexts whose onRequest hook reads the session (viewer) or requires it
 * (private). Which one a route lands in is the contract's `access` (and `readsSession`), so a new
 * private route cannot miss the hook.
 */
export function registerRoutes(
  scope: FastifyInstance,
  routeScope: RouteScope,
  collected: Registered[],
  rateLimits: Parameters<typeof toFastifyRoute>[1],
): void {
  for (const entry of collected) if (scopeOf(entry.route) === routeScope) scope.route(toFastifyRoute(entry, rateLimits));
}
