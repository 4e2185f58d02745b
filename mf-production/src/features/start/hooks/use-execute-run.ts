import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcceptServiceRequestBody, ExecuteActivityBody, ProcessMetadataBody } from '@agrocadena/contracts';
import { invalidateRoutes, notifyUnseenRequestsChanged } from '@agrocadena/shared-ui';
import { acceptServiceRequest } from '../../service-requests/api/service-requests-api';
import { RUN_AFFECTED } from '../../runs/hooks/use-run-writes';
import { executeActivity, processMetadata } from '../api/start-api';

/**
 * How a start wizard opens its run: POST /executeActivity, or — carrying out a production request
 * made to me — POST /acceptServiceRequest, which opens the request's run (the answer's `run`).
 */
export type RunOpening = { run: ExecuteActivityBody } | { accept: AcceptServiceRequestBody };

type NewRun = RunOpening & {
  /** A process start: the order's metadata, sent once the run exists (its failure is the order's only). */
  metadata?: Omit<ProcessMetadataBody, 'executedActivityId'>;
};

/** The new run's id: the executed activity, or the accepted request's run. */
async function open(opening: RunOpening): Promise<string | undefined> {
  if ('accept' in opening) return (await acceptServiceRequest(opening.accept)).run?._id;
  return (await executeActivity(opening.run))._id;
}

/**
 * A start wizard's start: the run opened (then /processMetadata for a new order) — a failure of the
 * first stops there. The runs, orders and requests are read again either way (a refusal may mean
 * they moved); an acceptance also changes the header's unseen requests.
 */
export function useExecuteRun() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ metadata, ...opening }: NewRun) => {
      const runId = await open(opening);
      if (metadata && runId) await processMetadata({ ...metadata, executedActivityId: runId });
      return runId;
    },
    onSettled: (_data, _error, variables) => {
      if ('accept' in variables) notifyUnseenRequestsChanged();
      return invalidateRoutes(client, ...RUN_AFFECTED);
    },
  });
}
