import type { ExecutedActivity, ProductionOrderDetail } from '@agrocadena/contracts';

/** One activity of the order's process and its run, if it has run. */
export interface OrderStep {
  activity: ProductionOrderDetail['activities'][number];
  run: ExecutedActivity | null;
}

/**
 * The process's activities in order, each with its run. An activity run more than once (an aborted
 * run started again) shows its latest run: the one that tells where the order stands.
 */
export function orderSteps(activities: OrderStep['activity'][], runs: readonly ExecutedActivity[]): OrderStep[] {
  return activities.map((activity) => ({ activity, run: latestRunOf(activity._id, runs) }));
}

function latestRunOf(activityId: string, runs: readonly ExecutedActivity[]): ExecutedActivity | null {
  let latest: ExecutedActivity | null = null;
  for (const run of runs) {
    // ISO date-times of one format compare as text; a tie goes to the later in the list.
    if (run.activity._id === activityId && (!latest || run.createdAt >= latest.createdAt)) latest = run;
  }
  return latest;
}
