import { eq } from 'drizzle-orm';
import { canRecordPayment, payeeOf, paymentDayProblem, type RecordPaymentBody, type Request } from '@agrocadena/contracts';
import type { Caller } from '../../access/policy';
import type { Db } from '../../db/client';
import { AppError, validationError } from '../../errors';
import { requestPolicy } from './policy';
import { readRequest } from './rows';
import { partyOf } from './rules';
import { requests, type RequestRow } from './tables';

/**
 * A request's payment (docs/domain.md#payments): the party that is paid records the day the
 * agreed price was paid, or takes it back. Not a move of the transition table: the state stays, and
 * both parties hear of it live through the requests' trigger.
 */
async function setPaidOn(db: Db, caller: Caller, requestId: string, paidOn: (request: RequestRow) => string | null): Promise<Request> {
  await db.transaction(async (tx) => {
    const request = await requestPolicy.authorize(tx, caller, requestId, 'write');
    const party = partyOf(request, caller.id);
    if (party !== payeeOf(request.kind)) throw new AppError('PAYEE_ONLY');
    // Checked under the request's row lock: a request cancelled meanwhile is refused.
    if (!canRecordPayment(request, party)) throw new AppError('NOT_PAYABLE');
    await tx
      .update(requests)
      .set({ paidOn: paidOn(request) })
      .where(eq(requests.id, request.id));
  });
  return readRequest(db, requestId, caller.id);
}

/** POST /requests/{id}/payment: paid on a day from the request's own to today in the region. */
export function recordPayment(db: Db, caller: Caller, requestId: string, body: RecordPaymentBody): Promise<Request> {
  return setPaidOn(db, caller, requestId, (request) => {
    const problem = paymentDayProblem(body.paidOn, request.createdAt);
    if (problem) throw validationError('paidOn', problem);
    return body.paidOn;
  });
}

/** DELETE /requests/{id}/payment: a payment recorded by mistake is taken back. */
export function undoPayment(db: Db, caller: Caller, requestId: string): Promise<Request> {
  return setPaidOn(db, caller, requestId, () => null);
}
