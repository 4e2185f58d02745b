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

export function replaceInPages<T extends { _id: string }>(client: QueryClient, pagedRoute: RouteDef, item: T) {
  client.setQueriesData<PageOf<T>>(
    { queryKey: routePrefix(pagedRoute) },
    (page) => page && { ...page, items: page.items.map((row) => (row._id === item._id ? item : row)) },
  );
}

/** After a write that adds or removes rows: the lists read again the next time they are shown (now, if on screen). */
export function invalidateRoutes(client: QueryClient, ...routes: RouteDef[]) {
  return Promise.all(routes.map((route) => client.invalidateQueries({ queryKey: routePrefix(route) })));
}

/** A row that no longer exists: dropped from the cache so no screen shows it again. */
export function forgetRow<R extends RouteDef>(client: QueryClient, route: R, params: ParamsOf<R>) {
  client.removeQueries({ queryKey: routePrefix(route, params) });
}
