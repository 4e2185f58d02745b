import { useMutation } from '@tanstack/react-query';
import type { AcceptServiceRequestBody, ExecuteActivityBody, ProcessMetadataBody } from '@agrocadena/contracts';
import { acceptServiceRequest } from '../../service-requests/api/service-requests-api';
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
 * first stops there. The runs, orders, stock and requests (an acceptance moves its request) are read
 * again either way: a refusal may mean they moved, and a failed metadata call leaves the run open.
 */
export function useExecuteRun() {
  return useMutation({
    mutationFn: async ({ metadata, ...opening }: NewRun) => {
      const runId = await open(opening);
      if (metadata && runId) await processMetadata({ ...metadata, executedActivityId: runId });
      return runId;
    },
    meta: { changes: ['executions', 'products', 'requests'], evenIfFailed: true },
  });
}
