import { useCallback, useEffect, useState } from 'react';
import type { UserProfile } from '@agrocadena/contracts';
import { fetchUserProfile } from '../api/profile-api';

interface State {
  profile: UserProfile | null;
  loading: boolean;
  error: string | null;
}

/** GET /users/{id} with a retry; `replace` keeps the page in step after a save. */
export function useUserProfile(userId: string | undefined) {
  const [state, setState] = useState<State>({ profile: null, loading: Boolean(userId), error: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: null }));
    void fetchUserProfile(userId, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setState(result.success ? { profile: result.data, loading: false, error: null } : { profile: null, loading: false, error: result.message });
    });
    return () => controller.abort();
  }, [userId, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((profile: UserProfile) => setState({ profile, loading: false, error: null }), []);
  return { ...state, reload, replace };
}
