import { useCallback, useEffect, useState } from 'react';
import type { BranchOffice } from '@agrocadena/shared-ui';
import { fetchUserBranchOffices, OFFICES_PAGE_SIZE } from '../api/branch-offices-api';

interface State {
  offices: BranchOffice[];
  total: number;
  loading: boolean;
  error: string | null;
}

/** One page of GET /users/{id}/branchOffices (12 a page); `reload` asks again for the same page. */
export function useBranchOfficesPage(userId: string | undefined) {
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ offices: [], total: 0, loading: Boolean(userId), error: null });

  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: null }));
    void fetchUserBranchOffices(userId, OFFICES_PAGE_SIZE * (page - 1), OFFICES_PAGE_SIZE, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (!result.success) {
        setState((s) => ({ ...s, loading: false, error: result.message }));
        return;
      }
      const total = result.totalItems ?? result.data.length;
      // The last office of a later page was deleted: that page is gone, show the one before.
      if (result.data.length === 0 && page > 1) {
        setPage(Math.min(page - 1, Math.max(1, Math.ceil(total / OFFICES_PAGE_SIZE))));
        return;
      }
      setState({ offices: result.data, total, loading: false, error: null });
    });
    return () => controller.abort();
  }, [userId, page, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, page, setPage, reload };
}
