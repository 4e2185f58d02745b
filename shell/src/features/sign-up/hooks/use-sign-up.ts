import { useMutation } from '@tanstack/react-query';
import type { SignUpBody } from '@agrocadena/contracts';
import { authApi } from '../../auth/api/auth-api';

/** POST /signUp: the account waits for its mailed verification link. */
export function useSignUp() {
  return useMutation({ mutationFn: (body: SignUpBody) => authApi.signUp(body) });
}
