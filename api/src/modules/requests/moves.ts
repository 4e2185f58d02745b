import { eq, sql } from 'drizzle-orm';
import {
  outsourcedRunMove,
  PRODUCTION_FOLLOWS,
  productionRequestState,
  requestTransition,
  type Request,
  type RequestAction,
  type RequestParty,
  type RequestState,
} from '@agrocadena/contracts';
import type { Caller } from '../../access/policy';
import { requestPolicy } from './policy';
import type { Db } from '../../db/client';
import { productionOrders, type ExecutedActivityRow } from '../executions/tables';
import { requestMilestones, requests, type RequestRow } from './tables';
import { awaitsCarrier, partyOf, unseenAfter } from './rules';
import { AppError } from '../../errors';
import { requestStateName } from './messages';
import { abortOutsourcedRun, completeOutsourcedRun, startOutsourcedRun } from '../executions/service';
import { reserveRunOutputs } from '../stock/service';
import { readRequest } from './rows';

/**
 * The one mechanism every move of the request table goes through (docs/domain.md#requests):
 * the request locked, the move checked against the contract's table for the caller's side, a
 * history row, the request left unseen for whoever acts next.
 */

export async function milestone(
  tx: Db,
  caller: Caller,
  requestId: string,
  action: 'create' | RequestAction,
  state: RequestState,
  note?: string | null,
) {
  await tx.insert(requestMilestones).values({ requestId, userId: caller.id, action, state, note: note ?? null, createdAt: sql`clock_timestamp()` });
}

/** 409: the request is in `state`, where the move asked for does not start. */
export const transitionConflict = (state: RequestState) =>
  new AppError('INVALID_REQUEST_TRANSITION', { data: { state }, params: { state: requestStateName(state) } });

/** A request moved to `next`: its new values, unseen by whoever acts next, and the milestone of who moved it. */
export async function writeMove(
  tx: Db,
  caller: Caller,
  request: RequestRow,
  action: RequestAction,
  next: RequestState,
  set: Partial<RequestRow> = {},
  note?: string | null,
) {
  await tx
    .update(requests)
    .set({ ...set, state: next, unseenBy: unseenAfter(next, request.kind), updatedAt: new Date() })
    .where(eq(requests.id, request.id));
  await milestone(tx, caller, request.id, action, next, note);
  if (request.kind === 'PRODUCTION') await followRequest(tx, caller, { ...request, ...set }, next, note);
}

/**
 * The requester's outsourced run follows its request: started when the provider starts, aborted
 * with the request, completed at the agreed price when the goods are received.
 */
async function followRequest(tx: Db, caller: Caller, request: RequestRow, next: RequestState, note?: string | null): Promise<void> {
  const run = { requestId: request.id, requesterId: request.requesterId };
  switch (outsourcedRunMove(next)) {
    case 'outsourcedStart':
      return startOutsourcedRun(tx, caller, run);
    case 'outsourcedComplete':
      return completeOutsourcedRun(tx, caller, run, String(request.agreedPrice ?? 0), request.deliveredProducts);
    case 'outsourcedAbort':
      return abortOutsourcedRun(tx, caller, run, { note: note ?? null, reason: note ?? request.reason });
  }
}

/** 409 on a hand-over of goods a carrier is booked to pick up (they leave with it, not by hand). */
export function assertNotAwaitingCarrier(request: RequestRow): void {
  if (awaitsCarrier(request)) throw transitionConflict(request.state);
}

export type Apply = (
  tx: Db,
  request: RequestRow,
  next: RequestState,
  party: RequestParty,
) => Promise<{ set?: Partial<RequestRow>; note?: string | null }>;

/**
 * One move of the request table (or, by the request's kind, the move one call stands for), in one
 * transaction: the request locked, the move checked for the caller's side (409 naming the state
 * otherwise), `apply` doing the rest, the request left unseen for whoever acts next, a milestone written.
 */
export async function move(
  db: Db,
  caller: Caller,
  requestId: string,
  actionOf: RequestAction | ((request: RequestRow) => RequestAction),
  apply?: Apply,
): Promise<Request> {
  await db.transaction(async (tx) => {
    const request = await requestPolicy.authorize(tx, caller, requestId, 'write', { field: 'requestId' });
    const action = typeof actionOf === 'function' ? actionOf(request) : actionOf;
    const party = partyOf(request, caller.id) as RequestParty;
    const state = request.state;
    const next = requestTransition(request.kind, state, action, party);
    if (!next) throw transitionConflict(state);
    const { set, note } = apply ? await apply(tx, request, next, party) : { set: {}, note: null };
    await writeMove(tx, caller, request, action, next, set, note);
  });
  return readRequest(db, requestId, caller.id);
}

/**
 * The production request a run carries follows it, in the run's transaction
 * (docs/domain.md#production-requests): it starts and is aborted with the run (the reason kept),
 * and once the run — or, for a process, its order's last run — is complete, its outputs are
 * reserved for the requester and wait for delivery.
 */
export async function followRun(tx: Db, caller: Caller, run: ExecutedActivityRow): Promise<void> {
  if (!run.requestId) return;
  const [request] = await tx.select().from(requests).where(eq(requests.id, run.requestId)).for('update');
  if (request.userId !== run.userId) return;
  const [order] = run.productionOrderId
    ? await tx.select({ status: productionOrders.status }).from(productionOrders).where(eq(productionOrders.id, run.productionOrderId))
    : [];
  // A step of a process that is not its last leaves the order waiting for the next: still under way.
  const target = order?.status === 'ON_HOLD' ? 'IN_PROGRESS' : productionRequestState(run.status);
  const state = request.state;
  if (!target || target === state) return;
  const action = PRODUCTION_FOLLOWS[target] as RequestAction;
  const next = requestTransition(request.kind, state, action, 'provider');
  // A later step of a process scheduled for another day does not take an order under way back.
  if (!next && target === 'SCHEDULED') return;
  if (!next) throw transitionConflict(state);
  // The outputs made are set aside for the requester until they are handed over.
  if (next === 'PENDING_DELIVERY') await reserveRunOutputs(tx, run.finalOutputProducts, run.id, request.id);
  const set: Partial<RequestRow> =
    next === 'ABORTED'
      ? { reason: run.reason }
      : next === 'IN_PROGRESS'
        ? { startedServiceAt: new Date() }
        : next === 'PENDING_DELIVERY'
          ? { endedServiceAt: new Date() }
          : {};
  await writeMove(tx, caller, request, action, next, set, next === 'ABORTED' ? run.reason : null);
}
