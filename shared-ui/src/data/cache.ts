import type { QueryClient } from '@tanstack/react-query';
import type { ParamsOf, RouteDef } from '@agrocadena/contracts';
import type { PageOf } from './api-error';
import { routeKey, routePrefix } from './route-query';

/**
 * Writes that answer with the fresh row put it where reads of it are cached, so a saved change
 * shows at once without asking again: the row of a GET route, and its line in every cached page.
 */
export function rememberRow<R extends RouteDef>(client: QueryClient, route: R, params: ParamsOf<R>, row: unknown) {
  client.setQueryData(routeKey(route, { params } as never), row);
}

/** Only the pages that show the row are touched: a page a write sets counts as current, and is not read again after it (write-changes.ts). */
export function replaceInPages<T extends { _id: string }>(client: QueryClient, pagedRoute: RouteDef, item: T) {
  client.setQueriesData<PageOf<T>>({ queryKey: routePrefix(pagedRoute) }, (page) =>
    page?.items.some((row) => row._id === item._id) ? { ...page, items: page.items.map((row) => (row._id === item._id ? item : row)) } : undefined,
  );
}

/** A row that no longer exists: dropped from the cache so no screen shows it again. */
export function forgetRow<R extends RouteDef>(client: QueryClient, route: R, params: ParamsOf<R>) {
  client.removeQueries({ queryKey: routePrefix(route, params) });
}
