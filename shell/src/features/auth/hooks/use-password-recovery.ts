import { useMutation } from '@tanstack/react-query';
import { authApi } from '../api/auth-api';

/** POST /sendPasswordRecoveryEmail; resolves to the server's (translated) confirmation. */
export function usePasswordRecovery() {
  return useMutation({ mutationFn: (email: string) => authApi.sendPasswordRecoveryEmail(email) });
}
