import { useMutation } from '@tanstack/react-query';
import type { LoginBody } from '@agrocadena/contracts';
import { useSessionStore } from '@agrocadena/shared-ui';
import { authApi } from '../api/auth-api';

/** POST /login; the stored user makes the guest guard of /login move on. */
export function useLogin() {
  const setUser = useSessionStore((s) => s.setUser);
  return useMutation({ mutationFn: (body: LoginBody) => authApi.login(body), onSuccess: setUser });
}
