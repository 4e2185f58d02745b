import { useMutation } from '@tanstack/react-query';
import { updateRequestState } from '../../../shared/api/service-requests-api';

// Accepting a production request opens its run: the start wizards' useExecuteRun.

/** POST /updateRequestState: a completed run's request waits for delivery (its run and stock follow it). */
export function useRequestReady() {
  return useMutation({ mutationFn: updateRequestState, meta: { changes: ['requests', 'executions', 'products'] } });
}
