import { useCallback, useEffect, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE, type ItemOf, type ParamsOf, type RouteDef } from '@agrocadena/contracts/core';
import { messageOf, type PageOf } from '../data/api-error';
import { routeKey, routePageQuery, routePrefix, type PageCursor } from '../data/route-query';

type PagedRoute = RouteDef & { paged: true };

/**
 * One page of a server-paged list (`?skip=&limit=` → data + totalItems) of `route` for `params`
 * (null waits, e.g. until the user is known; new params start over on page 1). The page beside one
 * in the cache is read by its cursor: on a long list, next and previous are a seek on the server,
 * not a walk. While the next
 * page loads the current one stays shown. `goTo(n)` shows page n and reads the list again (after
 * a delete); a saved item shows in its row through the cache (replaceInPages). When a later page has
 * emptied (its last row deleted elsewhere), the page before is shown.
 */
export function usePagedList<R extends PagedRoute>(route: R, params: ParamsOf<R> | null, pageSize = PAGE_SIZE) {
  type Item = ItemOf<R> & { _id: string };
  const client = useQueryClient();
  const listKey = JSON.stringify(params);
  const [shown, setShown] = useState({ listKey, page: 1 });
  // Another list (another user) starts over on its first page.
  const page = shown.listKey === listKey ? shown.page : 1;
  const setPage = useCallback((target: number) => setShown({ listKey, page: target }), [listKey]);

  const pageInput = (n: number) => ({ params, query: { skip: pageSize * (n - 1), limit: pageSize } }) as never;
  // A neighbour page still in the cache and not invalidated since (no write in between) gives the
  // cursor to seek from; otherwise the server counts `skip` off from the nearer end.
  const cursor = (): PageCursor | undefined => {
    const fresh = (n: number) => {
      const state = client.getQueryState<PageOf<Item>>(routeKey(route, pageInput(n)));
      return state?.status === 'success' && !state.isInvalidated ? state.data : undefined;
    };
    const previous = fresh(page - 1)?.nextCursor;
    if (previous) return { after: previous };
    const next = fresh(page + 1)?.prevCursor;
    return next ? { before: next } : undefined;
  };
  const query = useQuery({
    ...routePageQuery(route, pageInput(page), cursor),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
  const data = query.data as PageOf<Item> | undefined;

  useEffect(() => {
    if (data && !query.isPlaceholderData && data.items.length === 0 && page > 1) {
      setPage(Math.min(page - 1, Math.max(1, Math.ceil(data.total / pageSize))));
    }
  }, [data, query.isPlaceholderData, page, pageSize, setPage]);

  const goTo = useCallback(
    (target: number) => {
      setPage(target);
      void client.invalidateQueries({ queryKey: routePrefix(route, params ?? undefined) });
    },
    [client, route, params, setPage],
  );
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);

  return {
    items: data?.items ?? [],
    total: data?.total ?? 0,
    loading: params !== null && query.isFetching,
    error: query.isError ? messageOf(query.error) : null,
    page,
    setPage,
    goTo,
    reload,
  };
}
