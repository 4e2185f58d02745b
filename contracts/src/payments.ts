import { isDay, regionDay, regionToday, type Instant } from './calendar';
import type { RequestKind, RequestState } from './enums';
import type { RequestParty } from './requests';

/**
 * A request's payment (docs/domain.md#payments). The money changes hands outside the platform; the
 * party that is paid records that it was, with the day, so both parties' lists say so.
 */

/** States in which a request's price no longer binds anyone: nothing is owed. */
const UNPAID_FOR: readonly RequestState[] = ['PENDING', 'PROPOSAL_SUBMITTED', 'REJECTED', 'CANCELLED'];

/** What a payment rule reads of a request. */
export interface PayableRequest {
  kind: RequestKind;
  state: RequestState;
  agreedPrice: number | null;
}

/**
 * Whether a request has a price someone owes: agreed (a purchase accepted, a proposal accepted, a
 * price to collect on a delivery) and not rejected or cancelled since. A run aborted after the price was agreed may still have been paid
 * for, so an aborted request stays payable: its payee records what happened.
 */
export const isPayable = (request: PayableRequest): boolean =>
  request.agreedPrice !== null && request.agreedPrice > 0 && !UNPAID_FOR.includes(request.state);

/**
 * The party that is paid a request's price and records its payment: the provider, who sold or
 * served — except on a delivery, whose requester is the sender the client pays on delivery.
 */
export const payeeOf = (kind: RequestKind): RequestParty => (kind === 'DELIVERY' ? 'requester' : 'provider');

/** Whether `party` may record (or undo) the payment of `request` now. */
export const canRecordPayment = (request: PayableRequest, party: RequestParty): boolean => party === payeeOf(request.kind) && isPayable(request);

/** Why a payment day is refused: not a day, after today in the region, or before the request was made. */
export type PaymentDayProblem = 'format' | 'futureDate' | 'beforeRequest';

/**
 * The day a payment is recorded with: a day of the region's calendar from the request's own day up
 * to today (a payment taken in cash yesterday is recorded today with yesterday's day).
 */
export function paymentDayProblem(day: unknown, requestCreatedAt: Instant, now: Instant = new Date()): PaymentDayProblem | null {
  if (!isDay(day)) return 'format';
  if (day > regionToday(now)) return 'futureDate';
  if (day < regionDay(requestCreatedAt)) return 'beforeRequest';
  return null;
}
