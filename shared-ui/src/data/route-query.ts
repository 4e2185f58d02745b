import { queryOptions, type DataTag, type UseQueryOptions } from '@tanstack/react-query';
import type { DataOf, ItemOf, ParamsOf, QueryOf, RouteDef } from '@agrocadena/contracts';
import { MAX_PAGE_SIZE } from '@agrocadena/contracts/core';
import { api, type ApiResult, type CallInput } from '../api/api-client';
import { unwrap, unwrapPage, type ApiError, type PageOf } from './api-error';

type ReadInput<R extends RouteDef> = Omit<CallInput<R>, 'signal' | 'body'>;

/** [domain tag, path template, params, query]. */
export type RouteKey = readonly [string, string, unknown, unknown];

/** useQuery options whose key carries the data type, so the cache's get/set of that key are typed too. */
export type RouteQueryOptions<T> = UseQueryOptions<T, ApiError, T, RouteKey> & { queryKey: DataTag<RouteKey, T, ApiError> };

/**
 * The cache key of a read: [domain tag, path template, params, query]. Keys of one resource share
 * a prefix, so invalidating ['products'] or ['products', '/products/:id', {id}] reaches every read
 * under it (routePrefix).
 */
export function routeKey<R extends RouteDef>(route: R, input?: ReadInput<R>): RouteKey {
  const { params, query } = (input ?? {}) as { params?: ParamsOf<R>; query?: Partial<QueryOf<R>> };
  return [route.tags[0] ?? 'api', route.path, params ?? null, query ?? null] as const;
}

/** The key prefix of one route (and optionally one set of params): what a write invalidates. */
export function routePrefix<R extends RouteDef>(route: R, params?: ParamsOf<R>): readonly unknown[] {
  return params === undefined ? [route.tags[0] ?? 'api', route.path] : [route.tags[0] ?? 'api', route.path, params];
}

function read<R extends RouteDef>(route: R, input: ReadInput<R> | undefined, signal: AbortSignal) {
  return api.call(route, { ...(input ?? {}), signal } as CallInput<R>) as Promise<ApiResult<DataOf<R>>>;
}

/** useQuery options for a GET route of the contract: key from the route, data unwrapped, failures as ApiError. */
export function routeQuery<R extends RouteDef>(
  route: R,
  ...[input]: object extends ReadInput<R> ? [ReadInput<R>?] : [ReadInput<R>]
): RouteQueryOptions<DataOf<R>> {
  return queryOptions({
    queryKey: routeKey(route, input),
    queryFn: ({ signal }) => read(route, input, signal).then(unwrap),
  }) as RouteQueryOptions<DataOf<R>>;
}

/** A page read by key: right after the page before it, or right before the page after it. */
export type PageCursor = { after: string } | { before: string };

/**
 * useQuery options for one page of a paged route: {items, total, cursors}. `cursor` (asked when the
 * page is fetched) lets the server seek instead of counting rows off; the key stays the page's
 * skip and limit, so the cache, invalidation and page numbers do not depend on how it was read.
 */
export function routePageQuery<R extends RouteDef & { paged: true }>(
  route: R,
  input: ReadInput<R>,
  cursor?: () => PageCursor | undefined,
): RouteQueryOptions<PageOf<ItemOf<R>>> {
  return queryOptions({
    queryKey: routeKey(route, input),
    queryFn: ({ signal }) => {
      const position = cursor?.();
      const { query } = input as { query?: object };
      const seek = position ? ({ ...input, query: { ...query, ...position } } as ReadInput<R>) : input;
      return read(route, seek, signal).then((result) => unwrapPage(result as ApiResult<ItemOf<R>[]>));
    },
  }) as RouteQueryOptions<PageOf<ItemOf<R>>>;
}

/** Stops a server that keeps answering full pages from looping forever (10,000 rows). */
const MAX_PAGES = 100;

/**
 * useQuery options for every row of a paged route, read in pages of MAX_PAGE_SIZE, for what needs
 * them all at once (a map, a picker). Its key sits under the paged list's prefix, so whatever
 * invalidates the list invalidates it too.
 */
export function routeAllPagesQuery<R extends RouteDef & { paged: true }>(route: R, params: ParamsOf<R>) {
  return queryOptions({
    queryKey: [...routePrefix(route, params), 'all'],
    queryFn: async ({ signal }) => {
      const rows: ItemOf<R>[] = [];
      for (let pageIndex = 0; pageIndex < MAX_PAGES; pageIndex++) {
        const input = { params, query: { skip: rows.length, limit: MAX_PAGE_SIZE } } as unknown as ReadInput<R>;
        const page = unwrapPage((await read(route, input, signal)) as ApiResult<ItemOf<R>[]>);
        rows.push(...page.items);
        if (page.items.length < MAX_PAGE_SIZE || rows.length >= page.total) break;
      }
      return rows;
    },
  });
}
