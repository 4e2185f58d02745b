import { useState } from 'react';
import type { ExecutedActivity, ExecutionAction } from '@agrocadena/contracts';
import { PauseRunDialog } from '../features/runs/components/pause-run-dialog';
import { CompleteRunDialog } from '../features/runs/components/complete-run-dialog';
import { AbortRunDialog } from '../features/runs/components/abort-run-dialog';
import { TransportQuestionDialog } from '../features/service-requests/components/transport-question-dialog';
import { OrderDetailsDialog } from '../features/orders/components/order-details-dialog';
import { NextActivityDialog } from '../features/orders/components/next-activity-dialog';

type Move = { action: ExecutionAction; run: ExecutedActivity } | null;

/**
 * The dialogs of a list of running work (runs, or active orders): pause, complete and abort a run,
 * an order's details, and after a completion (docs/domain.md#production-orders) the check for the
 * order's next activity — or, for a run of no order carrying out a production request, whether to
 * send its outputs with a carrier. The list opens them; `element` is where they show;
 * `onMoveClosed` hears a move's dialog close.
 */
export function useRunningDialogs(onMoveClosed?: () => void) {
  const [move, setMove] = useState<Move>(null);
  const [details, setDetails] = useState<string | null>(null);
  const [nextOf, setNextOf] = useState<string | null>(null);
  const [deliveryOf, setDeliveryOf] = useState<string | null>(null);
  const close = () => {
    setMove(null);
    onMoveClosed?.();
  };
  const completed = (run: ExecutedActivity) => {
    if (run.productionOrder) setNextOf(run.productionOrder);
    else if (run.request) setDeliveryOf(run.request);
  };

  const element = (
    <>
      {move?.action === 'pause' && <PauseRunDialog key={move.run._id} run={move.run} onClose={close} />}
      {move?.action === 'complete' && <CompleteRunDialog key={move.run._id} run={move.run} onClose={close} onCompleted={completed} />}
      {move?.action === 'abort' && <AbortRunDialog key={move.run._id} run={move.run} onClose={close} />}
      {details && <OrderDetailsDialog key={details} orderId={details} onClose={() => setDetails(null)} />}
      {nextOf && <NextActivityDialog key={nextOf} orderId={nextOf} onClose={() => setNextOf(null)} />}
      {deliveryOf && <TransportQuestionDialog key={deliveryOf} requestId={deliveryOf} onClose={() => setDeliveryOf(null)} />}
    </>
  );

  return {
    onAction: (action: ExecutionAction, run: ExecutedActivity) => setMove({ action, run }),
    openDetails: (orderId: string) => setDetails(orderId),
    element,
  };
}
