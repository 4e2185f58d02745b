import type { ActivitiesOverview, ExecutionState, ProcessesOverview, ProductionOrderState } from '@agrocadena/contracts';

/**
 * Which run states each count of the activities overview gathers (spec §2). A run waiting for its
 * provider is scheduled; one the provider started is active — as the scheduled and running lists
 * show them.
 */
export const ACTIVITY_COUNTS: Record<Exclude<keyof ActivitiesOverview, 'allActivities'>, readonly ExecutionState[]> = {
  scheduledActivities: ['SCHEDULED', 'OUTSOURCED'],
  activeActivities: ['IN_PROGRESS', 'OUTSOURCED_STARTED'],
  pausedActivities: ['PAUSED'],
  completedActivities: ['COMPLETED'],
  abortedActivities: ['ABORTED'],
};

/** The same for production orders: an order between two activities (ON_HOLD) is still active. */
export const ORDER_COUNTS: Record<Exclude<keyof ProcessesOverview, 'allProcesses'>, readonly ProductionOrderState[]> = {
  scheduledProcesses: ['SCHEDULED'],
  activeProcesses: ['ACTIVE', 'ON_HOLD', 'OUTSOURCED_STARTED'],
  pausedProcesses: ['PAUSED'],
  completedProcesses: ['COMPLETED'],
  abortedProcesses: ['ABORTED'],
};

/** The overview's counts from the number of rows in each state (states with no row may be absent). */
export function countsByGroup<K extends string>(groups: Record<K, readonly string[]>, byState: Record<string, number>): Record<K, number> {
  const counts = {} as Record<K, number>;
  for (const key of Object.keys(groups) as K[]) counts[key] = groups[key].reduce<number>((sum, state) => sum + (byState[state] ?? 0), 0);
  return counts;
}
