import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { routes } from '@agrocadena/contracts';
import { api, useSessionStore } from '@agrocadena/shared-ui';

/**
 * Revokes the session on the server, then forgets it here and goes to `/`. The local log-out
 * happens whatever the server answers: a user who asks to leave must never stay logged in.
 */
export function useLogout() {
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);
  const logout = useCallback(async () => {
    setLoggingOut(true);
    await api.call(routes.logout);
    // Leave the private page first so its guard does not race us to `/`.
    navigate('/', { replace: true });
    useSessionStore.getState().clear();
    setLoggingOut(false);
  }, [navigate]);
  return { logout, loggingOut };
}
