import { outsourceBody, type OutsourceOrder } from '../rules/outsourcing';
import { useOpenRun } from './use-execute-run';

interface Link {
  /** The production order the run continues, or null. */
  orderId: string | null;
  /** The production request made to me that the run carries out, or null. */
  requestId: string | null;
}

/**
 * The start of /startActivity: a run of mine (POST /executeActivity), by me or outsourced to a
 * provider — or, for a production request made to me, its acceptance (POST /acceptServiceRequest),
 * which opens the run for the request. Expired lots among its inputs are confirmed first (useOpenRun).
 */
export function useStartActivityRun({ orderId, requestId }: Link) {
  const run = useOpenRun();

  /** `scheduleTime` set: on that day; otherwise now. */
  function start(activityId: string, wanted: Record<string, number>, scheduleTime: string | undefined, onSuccess: () => void) {
    const expectedOutputProducts = Object.entries(wanted).map(([id, amount]) => ({ id, amount }));
    const scheduled = scheduleTime ? { scheduleTime } : {};
    run.start(
      requestId
        ? { accept: { requestId, expectedOutputProducts, ...scheduled } }
        : { run: { activityId, expectedOutputProducts, ...(orderId ? { productionOrder: orderId } : {}), ...scheduled } },
      onSuccess,
    );
  }

  /** The run outsourced (never for a request made to me): its provider is asked for it by a PRODUCTION request. */
  function outsource(activityId: string, wanted: Record<string, number>, order: OutsourceOrder, onSuccess: () => void) {
    const outputs = Object.entries(wanted).map(([id, amount]) => ({ id, amount }));
    run.start({ run: outsourceBody(activityId, outputs, order) }, onSuccess);
  }

  return { start, outsource, pending: run.pending, error: run.error, expiredDialog: run.expiredDialog };
}
