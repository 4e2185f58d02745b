import { useMutation } from '@tanstack/react-query';
import type { AcceptServiceRequestBody, ExecuteActivityBody } from '@agrocadena/contracts';
import { acceptServiceRequest } from '../../../shared/api/service-requests-api';
import { expiredLotsOf, useExpiredLotsConfirmation } from '../../../shared/hooks/use-expired-lots-confirmation';
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

/** The same opening, confirmed to take expired lots. */
const takingExpired = (opening: RunOpening): RunOpening =>
  'accept' in opening ? { accept: { ...opening.accept, takeExpired: true } } : { run: { ...opening.run, takeExpired: true } };

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

/**
 * A start wizard's start (useExecuteRun) whose inputs would leave expired lots: the server refuses
 * it naming them (409 LOT_EXPIRED), the person is asked, and on yes it is sent again taking them.
 * `error` is any other refusal; `expiredDialog` the question, drawn while asked.
 */
export function useOpenRun() {
  const execute = useExecuteRun();
  const expired = useExpiredLotsConfirmation();

  function start(opening: RunOpening, onSuccess: () => void) {
    execute.mutate(opening, {
      onSuccess,
      onError: (failure) => {
        expired.ask(failure, () => start(takingExpired(opening), onSuccess));
      },
    });
  }

  const error = execute.error && expiredLotsOf(execute.error) === null ? execute.error.message : null;
  return { start, pending: execute.isPending, error, expiredDialog: expired.dialog };
}
