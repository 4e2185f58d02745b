import type { LoginBody, SignUpBody } from '@agrocadena/contracts';
import { routes } from '@agrocadena/contracts/client';
import { api, unwrap } from '@agrocadena/shared-ui';

// Each rejects with an ApiError carrying the server's translated message.
export const authApi = {
  login: (body: LoginBody) => api.call(routes.login, { body }).then(unwrap),
  signUp: (body: SignUpBody) => api.call(routes.signUp, { body }).then(unwrap),
  sendPasswordRecoveryEmail: (email: string) =>
    api.call(routes.sendPasswordRecoveryEmail, { body: { email } }).then((result) => (unwrap(result), result.success ? result.message : '')),
  verifyToken: (token: string) => api.call(routes.verifyToken, { query: { token } }).then(unwrap),
  logout: () => api.call(routes.logout),
};
