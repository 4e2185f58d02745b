import type { Request } from '@agrocadena/contracts';
import { routes } from '@agrocadena/contracts/client';
import { api, unwrap } from '@agrocadena/shared-ui';

// Each answers with the request as the caller now sees it, or rejects with an ApiError: a 400 names
// `paidOn`, a 409 NOT_PAYABLE says the request has no price owed any more.

/** POST /requests/{id}/payment: the agreed price was paid on `paidOn` (docs/domain.md#payments). */
export const recordPayment = ({ requestId, paidOn }: { requestId: string; paidOn: string }): Promise<Request> =>
  api.call(routes.recordPayment, { params: { id: requestId }, body: { paidOn } }).then(unwrap);

/** DELETE /requests/{id}/payment: a payment recorded by mistake is taken back. */
export const undoPayment = ({ requestId }: { requestId: string }): Promise<Request> =>
  api.call(routes.undoPayment, { params: { id: requestId } }).then(unwrap);
