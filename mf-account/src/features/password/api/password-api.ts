import { api } from '@agrocadena/shared-ui';

// Mirrors ChangePasswordBody / RestorePasswordBody of api/src/schemas/users.ts (not re-exported by shared-ui yet).
export interface ChangePasswordBody {
  email: string;
  password: string;
}
export interface RestorePasswordBody extends ChangePasswordBody {
  token: string;
}

/** Logged in; the email must be the caller's. Revokes every session of the user. */
export function changePassword(body: ChangePasswordBody) {
  return api.post<unknown>('/changePassword', body);
}

/** Public: the token comes from the mailed /reset-password/<token> link. */
export function restorePassword(body: RestorePasswordBody) {
  return api.post<unknown>('/restorePassword', body, { auth: false });
}
