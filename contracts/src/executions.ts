import type { ExecutionState, ProductionOrderState, RequestState } from './enums';

/** What the owner of a run can do with it (docs/domain.md#run-states). */
export const EXECUTION_ACTIONS = [
  'start',
  'pause',
  'restart',
  'complete',
  'abort',
  'outsourcedStart',
  'outsourcedComplete',
  'outsourcedAbort',
] as const;
export type ExecutionAction = (typeof EXECUTION_ACTIONS)[number];

/**
 * The one transition table of an executed activity run by its owner: from which states each action
 * leaves and where it leads. The API refuses anything else with 409 naming the current state; the
 * apps offer exactly these actions. Outsourced runs (OUTSOURCED, OUTSOURCED_STARTED) leave only by
 * the `byRequest` moves, which their request makes (outsourcedRunMove): their owner cannot pause,
 * abort or complete them (409); cancelling the request is how it withdraws one.
 *
 * What each does to stock (the API's services/executions.ts):
 * - start: the reservation becomes consumption, re-checked against the stock;
 * - pause: nothing; restart: the extra cost is added to the running cost;
 * - complete: the finished outputs enter stock at their share of the final cost;
 * - abort: a scheduled run releases its reservation (final cost 0); a started one keeps its inputs
 *   consumed, and what it finished (paused-list variant) enters stock at its share of the final cost.
 */
export const EXECUTION_TRANSITIONS: Record<ExecutionAction, { from: readonly ExecutionState[]; to: ExecutionState; byRequest?: true }> = {
  start: { from: ['SCHEDULED'], to: 'IN_PROGRESS' },
  pause: { from: ['IN_PROGRESS'], to: 'PAUSED' },
  restart: { from: ['PAUSED'], to: 'IN_PROGRESS' },
  complete: { from: ['IN_PROGRESS'], to: 'COMPLETED' },
  abort: { from: ['SCHEDULED', 'IN_PROGRESS', 'PAUSED'], to: 'ABORTED' },
  outsourcedStart: { from: ['OUTSOURCED'], to: 'OUTSOURCED_STARTED', byRequest: true },
  outsourcedComplete: { from: ['OUTSOURCED', 'OUTSOURCED_STARTED'], to: 'COMPLETED', byRequest: true },
  outsourcedAbort: { from: ['OUTSOURCED', 'OUTSOURCED_STARTED'], to: 'ABORTED', byRequest: true },
};

/** The state `action` leads to from `status`, or null when the table has no such move (or the owner may not take it). */
export function executionTransition(status: ExecutionState, action: ExecutionAction, byRequest = false): ExecutionState | null {
  const transition = EXECUTION_TRANSITIONS[action];
  return transition.from.includes(status) && (transition.byRequest ?? false) === byRequest ? transition.to : null;
}

/**
 * Whether a milestone's state says more than its action: a run's history reads "Paused", not
 * "Paused · Paused"; a creation still says where the run began ("Created · Scheduled").
 */
export function milestoneStateIsNews(action: string, status: ExecutionState): boolean {
  return !(EXECUTION_ACTIONS as readonly string[]).includes(action) || EXECUTION_TRANSITIONS[action as ExecutionAction].to !== status;
}

/** The actions a run in `status` offers its owner, in the table's order. */
export function executionActions(status: ExecutionState): ExecutionAction[] {
  return EXECUTION_ACTIONS.filter((action) => executionTransition(status, action) !== null);
}

/**
 * An outsourced run follows its request (docs/domain.md#outsourcing): the move a request
 * reaching `state` makes on the requester's run, or null when it makes none. The provider starting
 * its own run starts it; the goods received complete it (at the agreed price); the request aborted,
 * turned down or withdrawn aborts it.
 */
export function outsourcedRunMove(state: RequestState): ExecutionAction | null {
  switch (state) {
    case 'IN_PROGRESS':
      return 'outsourcedStart';
    case 'COMPLETED':
      return 'outsourcedComplete';
    case 'ABORTED':
    case 'REJECTED':
    case 'CANCELLED':
      return 'outsourcedAbort';
    default:
      return null;
  }
}

/** How a run's first step is created (docs/domain.md#runs): now, or scheduled for later. */
export const initialExecutionState = (scheduled: boolean): ExecutionState => (scheduled ? 'SCHEDULED' : 'IN_PROGRESS');

/**
 * A production order's status follows its current run (docs/domain.md#order-states): a
 * completed run puts the order ON_HOLD while the process has a next activity, COMPLETED otherwise.
 */
export function orderStatusOf(runStatus: ExecutionState, hasNextActivity: boolean): ProductionOrderState {
  switch (runStatus) {
    case 'SCHEDULED':
    case 'OUTSOURCED':
      return 'SCHEDULED';
    case 'IN_PROGRESS':
      return 'ACTIVE';
    case 'PAUSED':
      return 'PAUSED';
    case 'OUTSOURCED_STARTED':
      return 'OUTSOURCED_STARTED';
    case 'COMPLETED':
      return hasNextActivity ? 'ON_HOLD' : 'COMPLETED';
    case 'ABORTED':
      return 'ABORTED';
  }
}

/** Archived runs: their list's `archivedActivities` query value. */
export const ARCHIVE_KINDS = ['completed', 'aborted'] as const;
export type ArchiveKind = (typeof ARCHIVE_KINDS)[number];
