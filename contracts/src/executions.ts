import type { ExecutionState, ProductionOrderState } from './enums';

/** What the owner of a run can do with it (lifecycles.md, "Executed activity"). */
export const EXECUTION_ACTIONS = ['start', 'pause', 'restart', 'complete', 'abort'] as const;
export type ExecutionAction = (typeof EXECUTION_ACTIONS)[number];

/**
 * The one transition table of an executed activity run by its owner: from which states each action
 * leaves and where it leads. The API refuses anything else with 409 naming the current state; the
 * apps offer exactly these actions. Outsourced runs (OUTSOURCED, OUTSOURCED_STARTED) are in no
 * `from`: their provider moves them, through the request.
 *
 * What each does to stock (the API's services/executions.ts):
 * - start: the reservation becomes consumption, re-checked against the stock;
 * - pause: nothing; restart: the extra cost is added to the running cost;
 * - complete: the finished outputs enter stock at their share of the final cost;
 * - abort: a scheduled run releases its reservation (final cost 0); a started one keeps its inputs
 *   consumed, and what it finished (paused-list variant) enters stock at its share of the final cost.
 */
export const EXECUTION_TRANSITIONS: Record<ExecutionAction, { from: readonly ExecutionState[]; to: ExecutionState }> = {
  start: { from: ['SCHEDULED'], to: 'IN_PROGRESS' },
  pause: { from: ['IN_PROGRESS'], to: 'PAUSED' },
  restart: { from: ['PAUSED'], to: 'IN_PROGRESS' },
  complete: { from: ['IN_PROGRESS'], to: 'COMPLETED' },
  abort: { from: ['SCHEDULED', 'IN_PROGRESS', 'PAUSED'], to: 'ABORTED' },
};

/** The state `action` leads to from `status`, or null when the table has no such move. */
export function executionTransition(status: ExecutionState, action: ExecutionAction): ExecutionState | null {
  const transition = EXECUTION_TRANSITIONS[action];
  return transition.from.includes(status) ? transition.to : null;
}

/** The actions a run in `status` offers its owner, in the table's order. */
export function executionActions(status: ExecutionState): ExecutionAction[] {
  return EXECUTION_ACTIONS.filter((action) => executionTransition(status, action) !== null);
}

/** How a run's first step is created (lifecycles.md): now, or scheduled for later. */
export const initialExecutionState = (scheduled: boolean): ExecutionState => (scheduled ? 'SCHEDULED' : 'IN_PROGRESS');

/**
 * A production order's status follows its current run (lifecycles.md, "Production order"): a
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
