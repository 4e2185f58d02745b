import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readPage, searchOf } from '../../../shared/rules/url-filter';

/**
 * A catalogue's filter and page kept in the URL (`?name=limon&page=2`): a reload, a shared link and
 * the way back from the login page show the same results. `read` and `write` translate between the
 * URL and the filter; they must be stable (module functions).
 */
export function useUrlFilter<F>(read: (params: URLSearchParams) => F, write: (filter: F) => Record<string, string | null>) {
  const [params, setParams] = useSearchParams();
  const current = params.toString();
  const filter = useMemo(() => read(new URLSearchParams(current)), [read, current]);
  const page = readPage(params);

  const go = useCallback(
    (next: F, nextPage: number) => {
      const search = searchOf(write(next), nextPage);
      // The same search again (Enter after picking a suggestion) adds no step to the history.
      if (search.toString() !== current) setParams(search);
    },
    [write, current, setParams],
  );

  return {
    filter,
    page,
    /** A new filter starts on the first page. */
    apply: useCallback((next: F) => go(next, 1), [go]),
    setPage: useCallback((next: number) => go(filter, next), [go, filter]),
    /** Changes whenever the URL does: the filter bar starts over from it (back and forward buttons). */
    urlKey: current,
  };
}
