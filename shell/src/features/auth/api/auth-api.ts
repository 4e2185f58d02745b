import { routes, type LoginBody, type SignUpBody } from '@agrocadena/contracts';
import { api } from '@agrocadena/shared-ui';

export const authApi = {
  login: (body: LoginBody) => api.call(routes.login, { body }),
  signUp: (body: SignUpBody) => api.call(routes.signUp, { body }),
  sendPasswordRecoveryEmail: (email: string) => api.call(routes.sendPasswordRecoveryEmail, { body: { email } }),
  verifyToken: (token: string) => api.call(routes.verifyToken, { query: { token } }),
};
