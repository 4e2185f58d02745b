import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResult } from '../api/api-client';
import { PAGE_SIZE } from '@agrocadena/contracts';

interface State<T> {
  items: T[];
  total: number;
  loading: boolean;
  error: string | null;
}

/** One page of a list: ask for `limit` items from offset `skip`. */
export type PageFetcher<T> = (skip: number, limit: number, signal: AbortSignal) => Promise<ApiResult<T[]>>;

/**
 * One page of a server-paged list (`?skip=&limit=` → data + totalItems). `key` names the list
 * (e.g. the user id): a new key starts over; null waits. `goTo(n)` shows page n and asks for it even
 * when it is already shown (after a delete); `replace` puts a changed item in its row without a
 * request. When a later page has emptied (its last row deleted), the page before is shown.
 */
export function usePagedList<T extends { _id: string }>(key: string | null, fetchPage: PageFetcher<T>, pageSize = PAGE_SIZE) {
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State<T>>({ items: [], total: 0, loading: key !== null, error: null });
  // The latest fetcher, without making every render's new closure a reason to fetch again.
  const fetcher = useRef(fetchPage);
  fetcher.current = fetchPage;

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: null }));
    void fetcher.current(pageSize * (page - 1), pageSize, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (!result.success) {
        setState((s) => ({ ...s, loading: false, error: result.message }));
        return;
      }
      const total = result.totalItems ?? result.data.length;
      if (result.data.length === 0 && page > 1) {
        setPage(Math.min(page - 1, Math.max(1, Math.ceil(total / pageSize))));
        return;
      }
      setState({ items: result.data, total, loading: false, error: null });
    });
    return () => controller.abort();
  }, [key, page, pageSize, attempt]);

  const goTo = useCallback((target: number) => {
    setPage(target);
    setAttempt((n) => n + 1);
  }, []);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((item: T) => setState((s) => ({ ...s, items: s.items.map((i) => (i._id === item._id ? item : i)) })), []);

  return { ...state, page, setPage, goTo, reload, replace };
}
