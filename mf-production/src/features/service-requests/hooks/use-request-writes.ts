import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateRoutes, notifyUnseenRequestsChanged } from '@agrocadena/shared-ui';
import { RUN_AFFECTED } from '../../runs/hooks/use-run-writes';
import { updateRequestState } from '../api/service-requests-api';

// Accepting a production request opens its run: the start wizards' useExecuteRun.

/** After a move of a request: the runs, the requests and the header's unseen counts are read again. */
function useRefresh() {
  const client = useQueryClient();
  return () => {
    void invalidateRoutes(client, ...RUN_AFFECTED);
    notifyUnseenRequestsChanged();
  };
}

/** POST /updateRequestState: a completed run's request waits for delivery. */
export function useRequestReady() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: updateRequestState, onSuccess: refresh });
}
