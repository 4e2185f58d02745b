import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  executionTransition,
  requiredInputs,
  runOutputs,
  type AbortActivityBody,
  type CompleteActivityBody,
  type ExecuteActivityBody,
  type ExecutedActivity,
  type ExecutionAction,
  type ExecutionState,
  type PauseActivityBody,
  type RestartActivityBody,
  type StartActivityBody,
  amountText,
  valueSum,
} from '@agrocadena/contracts';
import { activityPolicy, orderedActivityPolicy } from '../activities/policy';
import { runPolicy } from './policy';
import type { Caller } from '../../access/policy';
import type { Db } from '../../db/client';
import { executedActivities, executionMilestones, type ExecutedActivityRow, type StoredAmount } from './tables';
import { assertDefinesProduction } from '../activities/rules';
import { dateFromTodayOn, finalCostOf, finishedAmounts, runningCostOf, splitCost, transitionOrConflict } from './rules';
import { amountInput } from '../stock/rules';
import { AppError, validationError } from '../../errors';
import { Answer } from '../../http/routes';
import { readActivities } from '../activities/service';
import { readRun } from './rows';
import { orderForNewRun, syncOrder } from './production-orders';
import { followRun } from '../requests/moves';
import { consumeStock, lockProducts, receiveStock, releaseStock, reserveStock, type StockShortage } from '../stock/service';
import { lotsLeftFor, type LotPickInput } from '../stock/lot-ledger';

/** 409 NOT_ENOUGH_PRODUCTS naming each input the stock does not cover, with what is free of it (what this run holds included). */
function notEnoughProducts(shortages: StockShortage[]): AppError {
  const named = shortages.map(({ line, product, free }) => ({
    product: { _id: line.product, name: product?.name ?? '', unitMeasure: (product?.unitMeasure ?? 'Un') as 'Un' },
    required: Number(line.amount),
    available: Number(free),
  }));
  return new AppError('NOT_ENOUGH_PRODUCTS', {
    data: { status: null, shortages: named },
    params: { products: named.map((s) => s.product.name).join(', ') },
  });
}

/** Takes a run's needs out of stock through the ledger; returns what they were worth (pesos, 4 decimals). */
async function consume(tx: Db, caller: Caller, runId: string, needs: StoredAmount[], fromReservation: boolean, pick?: LotPickInput): Promise<string> {
  const consumed = await consumeStock(tx, needs, { userId: caller.id, runId, fromReservation, pick }, notEnoughProducts);
  return consumed.reduce((cost, line) => valueSum(cost, line.cost), '0');
}

/** What a run made enters stock at each output's share of `finalCost`, through the ledger. */
async function produce(tx: Db, caller: Caller, runId: string, made: StoredAmount[], finalCost: string): Promise<void> {
  // The prices that share the cost are read under the lock the outputs enter stock with.
  const locked = await lockProducts(
    tx,
    made.map((line) => line.product),
  );
  const shares = splitCost(
    finalCost,
    made.map((line) => ({ ...line, price: locked.get(line.product)?.price ?? null })),
  );
  // Each output lot names every input lot the run consumed (genealogy, docs/domain.md#lots).
  const sources = await lotsLeftFor(tx, runId, ['consumption']);
  await receiveStock(
    tx,
    made.map((line, i) => ({ product: line.product, amount: line.amount, cost: shares[i], sources })),
    { userId: caller.id, reason: 'production', reference: runId, costField: 'finalCost' },
  );
}

export async function runMilestone(
  tx: Db,
  caller: Caller,
  runId: string,
  action: 'create' | ExecutionAction,
  status: ExecutionState,
  extra: { note?: string | null; cost?: string | null } = {},
) {
  await tx
    .insert(executionMilestones)
    .values({ executedActivityId: runId, userId: caller.id, action, status, note: extra.note ?? null, cost: extra.cost ?? null });
}

const amounts = (lines: { product: string; amount: number }[]): StoredAmount[] =>
  lines.filter((line) => line.amount > 0).map((line) => ({ product: line.product, amount: amountText(line.amount) }));

/** A new run as openRun takes it: the caller's activity, how much of each output, when. */
export interface NewRun {
  activityId: string;
  /** Output product id → amount wanted (the needs follow from them). */
  wanted: Record<string, number>;
  /** Field name of the wanted amounts, for the 400s. */
  wantedField: string;
  scheduleTime: Date | null;
  productionOrder?: string;
  /** A new order: what it is to deliver, by product (its plan follows from them). */
  orderWants?: Record<string, number>;
  /** The production request of another user this run carries out. */
  requestId?: string;
  /** A run started now: the lots its inputs leave (docs/domain.md#lots). */
  pick?: LotPickInput;
}

/** The wanted amounts of `lines` by product (400 on a duplicate or a bad amount). */
export function wantedAmounts(lines: readonly { id: string; amount: number }[], field: string): Record<string, number> {
  const wanted: Record<string, number> = {};
  lines.forEach((line, i) => {
    if (line.id in wanted) throw validationError(`${field}.${i}.id`, 'duplicate');
    wanted[line.id] = Number(amountInput(line.amount, `${field}.${i}.amount`));
  });
  return wanted;
}

/**
 * A run of the caller's activity, written in `tx`: now (its needs consumed) or scheduled (its
 * needs reserved), alone or as a step of a production order. The needs are the contract's
 * requiredInputs of the activity at the wanted outputs — what the wizard showed.
 */
export async function openRun(tx: Db, caller: Caller, input: NewRun): Promise<ExecutedActivityRow> {
  const id = randomUUID();
  // A step of an order may be an activity retired since its process took it (orderForNewRun checks it does).
  await (input.productionOrder === undefined ? activityPolicy : orderedActivityPolicy).authorize(tx, caller, input.activityId, 'read', {
    field: 'activityId',
  });
  const [activity] = await readActivities(tx, [input.activityId]);
  Object.keys(input.wanted).forEach((product, i) => {
    if (!activity.outputProducts.some((o) => o.product._id === product)) throw validationError(`${input.wantedField}.${i}.id`, 'notExpected');
  });
  const order =
    input.productionOrder === undefined
      ? null
      : await orderForNewRun(tx, caller, input.productionOrder, input.activityId, { wants: input.orderWants, runWanted: input.wanted });
  const needs = amounts(requiredInputs(activity, input.wanted));
  const expected = amounts(runOutputs(activity, input.wanted));
  const status: ExecutionState = input.scheduleTime ? 'SCHEDULED' : 'IN_PROGRESS';

  const opened = order ? await order.open(id) : null;
  await tx.insert(executedActivities).values({
    id,
    userId: caller.id,
    activityId: input.activityId,
    productionOrderId: opened?.orderId ?? null,
    // The next step of an order carried out for a request carries it too.
    requestId: input.requestId ?? opened?.requestId ?? null,
    status,
    scheduleTime: input.scheduleTime,
    expectedOutputProducts: expected,
    neededProducts: needs,
    startedAt: input.scheduleTime ? null : new Date(),
    createdAt: sql`clock_timestamp()`,
  });
  if (input.scheduleTime) await reserveStock(tx, needs, id, notEnoughProducts);
  else
    await tx
      .update(executedActivities)
      .set({ inputProductsCost: await consume(tx, caller, id, needs, false, input.pick) })
      .where(eq(executedActivities.id, id));
  await runMilestone(tx, caller, id, 'create', status);
  const [row] = await tx.select().from(executedActivities).where(eq(executedActivities.id, id));
  await syncOrder(tx, row);
  return row;
}

/** POST /executeActivity: a run done by the caller itself (outsourcing: modules/executions/outsourcing.ts). */
export async function executeActivity(db: Db, caller: Caller, body: ExecuteActivityBody): Promise<Answer<ExecutedActivity>> {
  assertDefinesProduction(caller);
  if (body.userId !== undefined && body.userId !== caller.id) throw validationError('userId', 'notYourself');
  // A run is linked to a request by accepting it (acceptServiceRequest), not here.
  if (body.requestId !== undefined) throw validationError('requestId', 'outsourcingUnavailable');
  const scheduleTime = body.scheduleTime === undefined ? null : dateFromTodayOn(body.scheduleTime, 'scheduleTime');
  const wanted = wantedAmounts(body.expectedOutputProducts, 'expectedOutputProducts');
  const run = await db.transaction(async (tx) => {
    const row = await openRun(tx, caller, {
      activityId: body.activityId,
      wanted,
      wantedField: 'expectedOutputProducts',
      scheduleTime,
      productionOrder: body.productionOrder,
      orderWants: body.orderWants && wantedAmounts(body.orderWants, 'orderWants'),
      pick: { lots: body.lots, takeExpired: body.takeExpired },
    });
    await followRun(tx, caller, row);
    return row;
  });
  const answer = await readRun(db, run.id);
  return new Answer(answer, answer.status === 'SCHEDULED' ? 'EXECUTION_CREATED' : 'ACTIVITY_STARTED');
}

/**
 * One transition of a run the caller owns, in one transaction: the run locked, its move checked
 * against the table (409 with the current state otherwise), `apply` doing the rest, the milestone
 * written, the order following.
 */
async function transition(
  db: Db,
  caller: Caller,
  runId: string,
  action: ExecutionAction,
  apply: (
    tx: Db,
    run: ExecutedActivityRow,
    next: ExecutionState,
  ) => Promise<{ set: Partial<ExecutedActivityRow>; note?: string | null; cost?: string | null }>,
): Promise<ExecutedActivity> {
  await db.transaction(async (tx) => {
    const run = await runPolicy.authorize(tx, caller, runId, 'write', { field: 'executedActivityId' });
    const next = transitionOrConflict(run.status, action);
    const { set, note, cost } = await apply(tx, run, next);
    const [updated] = await tx
      .update(executedActivities)
      .set({ ...set, status: next, updatedAt: new Date() })
      .where(eq(executedActivities.id, run.id))
      .returning();
    await runMilestone(tx, caller, run.id, action, next, { note, cost });
    await syncOrder(tx, updated);
    await followRun(tx, caller, updated);
  });
  return readRun(db, runId);
}

/** POST /startActivity: a scheduled run starts; its reservation becomes consumption, re-checked. */
export function startActivity(db: Db, caller: Caller, body: StartActivityBody): Promise<ExecutedActivity> {
  assertDefinesProduction(caller);
  return transition(db, caller, body.executedActivityId, 'start', async (tx, run) => {
    const cost = await consume(tx, caller, run.id, run.neededProducts, true, { lots: body.lots, takeExpired: body.takeExpired });
    return { set: { inputProductsCost: cost, startedAt: new Date() } };
  });
}

/** POST /pauseActivity: a reason (≤ 80) and when work should resume (today or later). */
export function pauseActivity(db: Db, caller: Caller, body: PauseActivityBody): Promise<ExecutedActivity> {
  assertDefinesProduction(caller);
  const expectedResumeDate = dateFromTodayOn(body.expectedResumeDate, 'expectedResumeDate');
  const reason = body.reason.trim();
  if (!reason) throw validationError('reason', 'blank');
  return transition(db, caller, body.executedActivityId, 'pause', async () => ({
    set: { pausedAt: new Date(), pauseReason: reason, expectedResumeDate },
    note: reason,
  }));
}

/** POST /restartActivity: back to work, the pause's extra cost added to the running cost. */
export function restartActivity(db: Db, caller: Caller, body: RestartActivityBody): Promise<ExecutedActivity> {
  assertDefinesProduction(caller);
  return transition(db, caller, body.executedActivityId, 'restart', async (_tx, run) => ({
    set: { extraCosts: valueSum(run.extraCosts, body.extraCosts), pausedAt: null, pauseReason: null, expectedResumeDate: null },
    note: body.notes?.trim() || null,
    cost: String(body.extraCosts),
  }));
}

/**
 * POST /completeActivity: the finished outputs (each expected, at most as expected) enter stock at
 * their share of the final cost, which cannot be below what the run already cost.
 */
export function completeActivity(db: Db, caller: Caller, body: CompleteActivityBody): Promise<ExecutedActivity> {
  assertDefinesProduction(caller);
  return transition(db, caller, body.executedActivityId, 'complete', async (tx, run) => {
    const made = finishedAmounts(run.expectedOutputProducts, body.completedProducts, 'completedProducts', amountInput);
    const finalCost = finalCostOf(body.finalCost, runningCostOf(run));
    await produce(tx, caller, run.id, made, finalCost);
    return { set: { finalCost, finalOutputProducts: made, finishedAt: new Date() }, note: body.note?.trim() || null, cost: finalCost };
  });
}

/**
 * POST /abortActivity: a scheduled run lets its reservation go (final cost 0: nothing was spent); a
 * started one keeps its inputs consumed, its final cost at least its running cost, and what it
 * finished (the paused list's variant) enters stock at its share of the final cost.
 */
export function abortActivity(db: Db, caller: Caller, body: AbortActivityBody): Promise<ExecutedActivity> {
  assertDefinesProduction(caller);
  const reason = body.reason.trim();
  if (!reason) throw validationError('reason', 'blank');
  return transition(db, caller, body.executedActivityId, 'abort', async (tx, run) => {
    if (run.status === 'SCHEDULED') {
      if (body.finishedProducts?.length) throw validationError('finishedProducts', 'notExpected');
      await releaseStock(tx, run.neededProducts, run.id);
      return { set: { finalCost: '0', finishedAt: new Date(), reason }, note: reason, cost: '0' };
    }
    const made = finishedAmounts(run.expectedOutputProducts, body.finishedProducts ?? [], 'finishedProducts', amountInput);
    // What was consumed stays spent: the abort records at least the running cost.
    const finalCost = finalCostOf(body.finalCost, runningCostOf(run));
    if (made.length > 0) await produce(tx, caller, run.id, made, finalCost);
    return { set: { finalCost, finalOutputProducts: made, finishedAt: new Date(), reason }, note: reason, cost: finalCost };
  });
}

/**
 * The requester withdrew a production request its provider had scheduled (cancel from SCHEDULED,
 * docs/domain.md#request-transitions): the provider's run waiting for its day is aborted, its
 * reservation let go. Called inside the request's own move, which records the request's new state.
 */
export async function abortScheduledRunOf(tx: Db, caller: Caller, requestId: string, providerId: string): Promise<void> {
  const [run] = await tx
    .select()
    .from(executedActivities)
    .where(and(eq(executedActivities.requestId, requestId), eq(executedActivities.userId, providerId), eq(executedActivities.status, 'SCHEDULED')))
    .for('update');
  if (!run) return;
  await releaseStock(tx, run.neededProducts, run.id);
  const [updated] = await tx
    .update(executedActivities)
    // No reason of the provider's: its milestone is the requester's cancel, by the requester.
    .set({ status: 'ABORTED', finalCost: '0', finishedAt: new Date(), updatedAt: new Date() })
    .where(eq(executedActivities.id, run.id))
    .returning();
  await runMilestone(tx, caller, run.id, 'abort', 'ABORTED', { cost: '0' });
  await syncOrder(tx, updated);
}

/** The outsourced run of a production request: the requester's run waiting on it. */
export interface OutsourcedRunOf {
  requestId: string;
  requesterId: string;
}

/**
 * Moves the requester's outsourced run of a production request (if any) as its request `action`
 * tells it, in the request's own transaction: `done` gives what the move records on the run besides
 * its new state, and the milestone's note and cost. A move the run's state does not take is none.
 */
async function moveOutsourcedRun(
  tx: Db,
  caller: Caller,
  of: OutsourcedRunOf,
  action: 'outsourcedStart' | 'outsourcedComplete' | 'outsourcedAbort',
  done: (run: ExecutedActivityRow) => { set: Partial<ExecutedActivityRow>; note?: string | null; cost?: string | null },
): Promise<void> {
  const [run] = await tx
    .select()
    .from(executedActivities)
    .where(and(eq(executedActivities.requestId, of.requestId), eq(executedActivities.userId, of.requesterId)))
    .for('update');
  if (!run) return;
  const status = executionTransition(run.status, action, true);
  if (!status) return;
  const { set, note, cost } = done(run);
  const [updated] = await tx
    .update(executedActivities)
    .set({ ...set, status, updatedAt: new Date() })
    .where(eq(executedActivities.id, run.id))
    .returning();
  await runMilestone(tx, caller, run.id, action, status, { note, cost });
  await syncOrder(tx, updated);
}

/** The provider started the request's run: the requester's outsourced run is under way with it. */
export function startOutsourcedRun(tx: Db, caller: Caller, of: OutsourcedRunOf): Promise<void> {
  return moveOutsourcedRun(tx, caller, of, 'outsourcedStart', () => ({ set: { startedAt: new Date() } }));
}

/**
 * The requester received the goods: its outsourced run is complete at the agreed price, its outputs
 * the delivered lines, each as the requester's product it was homologated with.
 */
export function completeOutsourcedRun(
  tx: Db,
  caller: Caller,
  of: OutsourcedRunOf,
  agreedPrice: string,
  delivered: readonly StoredAmount[],
): Promise<void> {
  return moveOutsourcedRun(tx, caller, of, 'outsourcedComplete', (run) => {
    const ownProduct = (theirs: string) => run.expectedOutputProducts.find((line) => line.counterpart === theirs)?.product ?? theirs;
    return {
      set: {
        finalCost: agreedPrice,
        finalOutputProducts: delivered.map((line) => ({ product: ownProduct(line.product), amount: line.amount })),
        finishedAt: new Date(),
      },
      cost: agreedPrice,
    };
  });
}

/**
 * The request ended without its goods (aborted, turned down, withdrawn): the outsourced run is
 * aborted at no cost, with the request's `reason`; its milestone keeps the note of the request's move.
 */
export function abortOutsourcedRun(tx: Db, caller: Caller, of: OutsourcedRunOf, why: { note: string | null; reason: string | null }): Promise<void> {
  return moveOutsourcedRun(tx, caller, of, 'outsourcedAbort', () => ({
    set: { finalCost: '0', finishedAt: new Date(), reason: why.reason },
    note: why.note,
  }));
}
