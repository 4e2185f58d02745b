import type { RouteDef } from '@agrocadena/contracts/core';
import { routes } from '@agrocadena/contracts/client';
import { routePageQuery, routeQuery, type RouteQueryOptions } from '@agrocadena/shared-ui/core';

type PagedRoute = RouteDef & { paged: true };

/** The private GETs of the contract that answer JSON: what a first read may be. */
const READS: readonly RouteDef[] = Object.values(routes).filter(
  (route: RouteDef) => route.method === 'GET' && route.access === 'private' && !route.kind,
);

/** `route`'s params read from `segments` (decoded, as the page gets them from its router), or null when the path is another route's. */
function paramsOf(route: RouteDef, segments: readonly string[]): Record<string, string> | null {
  const parts = route.path.split('/');
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(segments[i]);
    else if (part !== segments[i]) return null;
  }
  return params;
}

// A page passes counts and offsets (skip, limit) as numbers: so must a read for the same key.
const queryValue = (text: string): string | number => (/^\d+$/.test(text) ? Number(text) : text);

/**
 * The query a page makes for `url` (`/users/u-1/products?skip=0&limit=12`, a remote's declared
 * first read, filled): the same key and the same answer as the page's own routeQuery or
 * routePageQuery, so a read started before the page has loaded is the one the page then shows.
 * Null when no private GET of the contract has that path.
 */
export function readQueryOf(url: string): RouteQueryOptions<unknown> | null {
  const [path, search] = url.split('?');
  const segments = path.split('/');
  try {
    for (const route of READS) {
      const params = paramsOf(route, segments);
      if (!params) continue;
      const query = search ? Object.fromEntries([...new URLSearchParams(search)].map(([name, text]) => [name, queryValue(text)])) : undefined;
      const input = { params: Object.keys(params).length > 0 ? params : undefined, query } as never;
      return (route.paged ? routePageQuery(route as PagedRoute, input) : routeQuery(route, input)) as RouteQueryOptions<unknown>;
    }
  } catch {
    // A path that does not decode (a stray `%`) is no page's read.
  }
  return null;
}
