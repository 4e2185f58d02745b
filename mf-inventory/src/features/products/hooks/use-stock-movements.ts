import { useCallback, useEffect, useState } from 'react';
import type { StockMovement } from '@agrocadena/contracts';
import { fetchStockMovements } from '../api/products-api';

interface State {
  /** Oldest first, as the API gives them. */
  movements: StockMovement[];
  loading: boolean;
  error: string | null;
}

/** The product's ledger (owner only). `append` adds the row a stock change returned, without a request. */
export function useStockMovements(productId: string | undefined, enabled: boolean) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ movements: [], loading: enabled, error: null });

  useEffect(() => {
    if (!productId || !enabled) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: null }));
    void fetchStockMovements(productId, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setState((s) => (result.success ? { movements: result.data, loading: false, error: null } : { ...s, loading: false, error: result.message }));
    });
    return () => controller.abort();
  }, [productId, enabled, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const append = useCallback((movement: StockMovement) => setState((s) => ({ ...s, movements: [...s.movements, movement] })), []);
  return { ...state, reload, append };
}
