import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExecutedActivity } from '@agrocadena/contracts';
import type { RouteDef } from '@agrocadena/contracts/core';
import { routes } from '@agrocadena/contracts/client';
import { invalidateRoutes, notifyUnseenRequestsChanged } from '@agrocadena/shared-ui';
import { REQUEST_AFFECTED, SENT_REQUEST_AFFECTED } from '../../service-requests/api/request-routes';
import { abortRun, cancelRunRequest, completeRun, pauseRun, restartRun, startRun } from '../api/runs-api';

/**
 * Everything a run's move changes: the lists of runs and of orders (which follow their run), the
 * overviews' counts, the run, its order and the order's next activity, the stock it consumes, reserves or makes (products, run plans),
 * the production request it carries out, which follows it, and the one it was outsourced by.
 */
export const RUN_AFFECTED: RouteDef[] = [
  routes.scheduledActivities,
  routes.activeActivities,
  routes.pausedActivities,
  routes.completedActivities,
  routes.abortedActivities,
  routes.scheduledProductionOrders,
  routes.activeProductionOrders,
  routes.pausedProductionOrders,
  routes.activitiesOverview,
  routes.processesOverview,
  routes.getExecutedActivity,
  routes.getProductionOrder,
  routes.nextActivity,
  routes.activityRunPlan,
  routes.processRunPlan,
  routes.getProduct,
  routes.userProducts,
  ...REQUEST_AFFECTED,
  ...SENT_REQUEST_AFFECTED,
];

function useTransition<B>(call: (body: B) => Promise<ExecutedActivity>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => invalidateRoutes(client, ...RUN_AFFECTED) });
}

/** POST /startActivity */
export const useStartRun = () => useTransition(startRun);
/** POST /pauseActivity */
export const usePauseRun = () => useTransition(pauseRun);
/** POST /restartActivity */
export const useRestartRun = () => useTransition(restartRun);
/** POST /completeActivity */
export const useCompleteRun = () => useTransition(completeRun);
/** POST /abortActivity */
export const useAbortRun = () => useTransition(abortRun);

/**
 * POST /cancelRequest of an outsourced run: the request is cancelled and the run aborted with it.
 * A refusal (409: the provider has gone on) means both moved: they are read again either way.
 */
export function useCancelRunRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelRunRequest,
    onSettled: () => {
      void invalidateRoutes(client, ...RUN_AFFECTED);
      notifyUnseenRequestsChanged();
    },
  });
}
