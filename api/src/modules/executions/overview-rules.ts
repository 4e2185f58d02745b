import type { ActivitiesOverview, ExecutionState, ProcessesOverview, ProductionOrderState } from '@agrocadena/contracts';

/**
 * The lists of runs (docs/domain.md#production-overviews) and which states each gathers. A run
 * waiting for its provider is scheduled, one the provider started is active. A run that is a step
 * of a production order is in these lists too (the running list shows its order), so the activities
 * overview counts it as well: each count is its list's total. The migration that tracks each list's
 * total (0013_running_production.sql) names the same states.
 */
export const RUN_LISTS = {
  scheduled: { list: 'runs_scheduled', states: ['SCHEDULED', 'OUTSOURCED'], count: 'scheduledActivities' },
  active: { list: 'runs_active', states: ['IN_PROGRESS', 'OUTSOURCED_STARTED'], count: 'activeActivities' },
  paused: { list: 'runs_paused', states: ['PAUSED'], count: 'pausedActivities' },
  completed: { list: 'runs_completed', states: ['COMPLETED'], count: 'completedActivities' },
  aborted: { list: 'runs_aborted', states: ['ABORTED'], count: 'abortedActivities' },
} as const satisfies Record<string, { list: string; states: readonly ExecutionState[]; count: keyof ActivitiesOverview }>;

/**
 * The same for production orders. An order between two activities (ON_HOLD) is stopped, waiting
 * for its next activity: the paused/stopped list shows it as "waiting for the next activity"
 * (docs/domain.md#order-states).
 */
export const ORDER_LISTS = {
  scheduled: { list: 'orders_scheduled', states: ['SCHEDULED'], count: 'scheduledProcesses' },
  active: { list: 'orders_active', states: ['ACTIVE', 'OUTSOURCED_STARTED'], count: 'activeProcesses' },
  paused: { list: 'orders_paused', states: ['PAUSED', 'ON_HOLD'], count: 'pausedProcesses' },
  completed: { list: 'orders_completed', states: ['COMPLETED'], count: 'completedProcesses' },
  aborted: { list: 'orders_aborted', states: ['ABORTED'], count: 'abortedProcesses' },
} as const satisfies Record<string, { list: string; states: readonly ProductionOrderState[]; count: keyof ProcessesOverview }>;

export type RunListKind = keyof typeof RUN_LISTS;
export type OrderListKind = keyof typeof ORDER_LISTS;
