import { useCallback, useEffect, useState } from 'react';
import type { Product } from '@agrocadena/shared-ui';
import { fetchUserProducts } from '../api/products-api';

interface State {
  products: Product[];
  total: number;
  loading: boolean;
  error: string | null;
}

/**
 * One page of the user's products. `replace` puts a changed product in its row without a request
 * (after a stock change or an edit); `goTo(1)` reloads the first page (after a delete).
 */
export function useUserProducts(userId: string | undefined, enabled = true) {
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ products: [], total: 0, loading: enabled && Boolean(userId), error: null });

  useEffect(() => {
    if (!userId || !enabled) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: null }));
    void fetchUserProducts(userId, page, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setState((s) =>
        result.success
          ? { products: result.data, total: result.totalItems ?? result.data.length, loading: false, error: null }
          : { ...s, loading: false, error: result.message },
      );
    });
    return () => controller.abort();
  }, [userId, enabled, page, attempt]);

  /** Shows `target` and fetches it even when it is already the page shown. */
  const goTo = useCallback((target: number) => {
    setPage(target);
    setAttempt((n) => n + 1);
  }, []);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback(
    (product: Product) => setState((s) => ({ ...s, products: s.products.map((p) => (p._id === product._id ? product : p)) })),
    [],
  );

  return { ...state, page, setPage, goTo, reload, replace };
}
