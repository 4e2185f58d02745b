import { useMutation } from '@tanstack/react-query';
import type { ExecutedActivity } from '@agrocadena/contracts';
import { abortRun, cancelRunRequest, completeRun, pauseRun, restartRun, startRun } from '../api/runs-api';

/**
 * A run's move changes the runs and the orders (which follow their run) with their overviews and
 * next activities, the stock it consumes, reserves or makes, and the production requests it carries
 * out or was outsourced by, which follow it.
 */
function useTransition<B>(call: (body: B) => Promise<ExecutedActivity>) {
  return useMutation({ mutationFn: call, meta: { changes: ['executions', 'products', 'requests'] } });
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
  return useMutation({ mutationFn: cancelRunRequest, meta: { changes: ['executions', 'products', 'requests'], evenIfFailed: true } });
}
