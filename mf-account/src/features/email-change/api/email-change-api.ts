import { routes } from '@agrocadena/contracts/client';
import { api, unwrap } from '@agrocadena/shared-ui';

/** Public: the token comes from the /confirm-email/<token> link mailed to the new address. */
export const confirmEmailChange = (token: string) => api.call(routes.confirmEmailChange, { body: { token } }).then(unwrap);
