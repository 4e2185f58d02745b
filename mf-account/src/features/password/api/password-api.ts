import { routes, type ChangePasswordBody, type RestorePasswordBody } from '@agrocadena/contracts';
import { api } from '@agrocadena/shared-ui';

/** Logged in; the email must be the caller's. Revokes every session of the user. */
export function changePassword(body: ChangePasswordBody) {
  return api.call(routes.changePassword, { body });
}

/** Public: the token comes from the mailed /reset-password/<token> link. */
export function restorePassword(body: RestorePasswordBody) {
  return api.call(routes.restorePassword, { body });
}
