import { api, type LoginBody, type SessionUser, type SignUpBody } from '@agrocadena/shared-ui';

// These calls never send the stored token: they are made by someone who is not logged in.
const publicCall = { auth: false } as const;

export const authApi = {
  login: (body: LoginBody) => api.post<SessionUser>('/login', body, publicCall),
  signUp: (body: SignUpBody) => api.post<{ _id: string; email: string }>('/signUp', body, publicCall),
  sendPasswordRecoveryEmail: (email: string) => api.post<null>('/sendPasswordRecoveryEmail', { email }, publicCall),
  verifyToken: (token: string) => api.get<null>('/verifyToken/', { token }, publicCall),
};
