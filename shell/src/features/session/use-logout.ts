import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useSessionStore } from '@agrocadena/shared-ui';
import { authApi } from '../auth/api/auth-api';

/**
 * Revokes the session on the server, then forgets it here and goes to `/`. The local log-out
 * happens whatever the server answers: a user who asks to leave must never stay logged in.
 */
export function useLogout() {
  const navigate = useNavigate();
  const logout = useMutation({
    mutationFn: authApi.logout,
    onSettled: () => {
      // Leave the private page first so its guard does not race us to `/`.
      navigate('/', { replace: true });
      useSessionStore.getState().clear();
    },
  });
  return { logout: () => logout.mutate(), loggingOut: logout.isPending };
}
