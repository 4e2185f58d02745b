import type { Request } from '@agrocadena/contracts';
import { executionActions, type ExecutionAction, type ExecutionState } from '@agrocadena/contracts/core';

/** The production remote's list of my runs in each state a run under way can be in. */
const RUN_LISTS: Partial<Record<ExecutionState, string>> = {
  SCHEDULED: '/scheduledActivities',
  IN_PROGRESS: '/runningActivities',
  PAUSED: '/pausedActivities',
};

export interface RunLink {
  action: ExecutionAction;
  /** The run's list, opened on that run's move (`?run=<id>&action=<action>`). */
  path: string;
}

/**
 * A production request made to me follows the run carrying it out: its pause, resume, completion
 * or abort are the run's own moves (the contract's execution table for the run's state), made in
 * the production remote's list of runs, which opens the move's dialog from the link.
 */
export function runLinks(request: Pick<Request, 'side' | 'kind' | 'run'>): RunLink[] {
  const { run } = request;
  const list = run ? RUN_LISTS[run.status] : undefined;
  if (request.side !== 'received' || request.kind !== 'PRODUCTION' || !run || !list) return [];
  const id = encodeURIComponent(run._id);
  return executionActions(run.status).map((action) => ({ action, path: `${list}?run=${id}&action=${action}` }));
}
