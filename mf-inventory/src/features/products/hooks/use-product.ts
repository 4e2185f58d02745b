import { useCallback, useEffect, useState } from 'react';
import type { Product } from '@agrocadena/contracts';
import { fetchProduct } from '../api/products-api';

interface State {
  product: Product | null;
  loading: boolean;
  error: string | null;
  notFound: boolean;
}

/** GET /products/{id} with a retry; a 404 is told apart so the page can say "not found". */
export function useProduct(productId: string | undefined) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ product: null, loading: Boolean(productId), error: null, notFound: !productId });

  useEffect(() => {
    if (!productId) {
      setState({ product: null, loading: false, error: null, notFound: true });
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: null }));
    void fetchProduct(productId, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (result.success) setState({ product: result.data, loading: false, error: null, notFound: false });
      else setState({ product: null, loading: false, error: result.message, notFound: result.status === 404 });
    });
    return () => controller.abort();
  }, [productId, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((product: Product) => setState({ product, loading: false, error: null, notFound: false }), []);
  return { ...state, reload, replace };
}
