import type { ChangePasswordBody, RestorePasswordBody } from '@agrocadena/contracts';
import { routes } from '@agrocadena/contracts/client';
import { api, unwrap } from '@agrocadena/shared-ui';

/** Logged in; the email must be the caller's. Revokes every session of the user. */
export const changePassword = (body: ChangePasswordBody) => api.call(routes.changePassword, { body }).then(unwrap);

/** Public: the token comes from the mailed /reset-password/<token> link. */
export const restorePassword = (body: RestorePasswordBody) => api.call(routes.restorePassword, { body }).then(unwrap);
