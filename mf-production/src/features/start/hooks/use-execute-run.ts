import { useMutation } from '@tanstack/react-query';
import type { AcceptServiceRequestBody, ExecuteActivityBody } from '@agrocadena/contracts';
import { acceptServiceRequest } from '../../../shared/api/service-requests-api';
import { executeActivity } from '../api/start-api';

/**
 * How a start wizard opens its run: POST /executeActivity, or — carrying out a production request
 * made to me — POST /acceptServiceRequest, which opens the request's run (the answer's `run`). A
 * process's new order is planned by the API in the same call, from what the person asked it to
 * deliver (`orderWants`).
 */
export type RunOpening = { run: ExecuteActivityBody } | { accept: AcceptServiceRequestBody };

/** The new run's id: the executed activity, or the accepted request's run. */
async function open(opening: RunOpening): Promise<string | undefined> {
  if ('accept' in opening) return (await acceptServiceRequest(opening.accept)).run?._id;
  return (await executeActivity(opening.run))._id;
}

/**
 * A start wizard's start: one call. The runs, orders, stock and requests (an acceptance moves its
 * request) are read again either way: a refusal may mean they moved.
 */
export function useExecuteRun() {
  return useMutation({
    mutationFn: open,
    meta: { changes: ['executions', 'products', 'requests'], evenIfFailed: true },
  });
}
