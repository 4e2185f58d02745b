import { useCallback, useEffect, useState } from 'react';
import { MAX_PAGE_SIZE, type BranchOffice } from '@agrocadena/contracts';
import { fetchUserBranchOffices } from '../api/branch-offices-api';

/** Stops a server that keeps answering full pages from looping forever (10,000 offices). */
const MAX_PAGES = 100;

interface State {
  offices: BranchOffice[];
  loading: boolean;
  error: string | null;
}

/** Every office of the user, read in pages of 100, for the map. */
export function useAllBranchOffices(userId: string | undefined) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ offices: [], loading: Boolean(userId), error: null });

  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: null }));
    void (async () => {
      const offices: BranchOffice[] = [];
      for (let pageIndex = 0; pageIndex < MAX_PAGES; pageIndex++) {
        const result = await fetchUserBranchOffices(userId, offices.length, MAX_PAGE_SIZE, controller.signal);
        if (controller.signal.aborted) return;
        if (!result.success) {
          setState({ offices: [], loading: false, error: result.message });
          return;
        }
        offices.push(...result.data);
        const total = result.totalItems ?? offices.length;
        if (result.data.length < MAX_PAGE_SIZE || offices.length >= total) break;
      }
      setState({ offices, loading: false, error: null });
    })();
    return () => controller.abort();
  }, [userId, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
