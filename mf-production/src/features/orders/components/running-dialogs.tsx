import { useState } from 'react';
import type { ExecutedActivity, ExecutionAction } from '@agrocadena/contracts';
import { PauseRunDialog } from '../../runs/components/pause-run-dialog';
import { CompleteRunDialog } from '../../runs/components/complete-run-dialog';
import { AbortRunDialog } from '../../runs/components/abort-run-dialog';
import { OrderDetailsDialog } from './order-details-dialog';
import { NextActivityDialog } from './next-activity-dialog';

type Move = { action: ExecutionAction; run: ExecutedActivity } | null;

/**
 * The dialogs of a list of running work (runs, or active orders): pause, complete and abort a run,
 * an order's details, and after a step of an order completes, the check for its next activity
 * (spec-2 §4). The list opens them; `element` is where they show.
 */
export function useRunningDialogs() {
  const [move, setMove] = useState<Move>(null);
  const [details, setDetails] = useState<string | null>(null);
  const [nextOf, setNextOf] = useState<string | null>(null);
  const close = () => setMove(null);

  const element = (
    <>
      {move?.action === 'pause' && <PauseRunDialog key={move.run._id} run={move.run} onClose={close} />}
      {move?.action === 'complete' && (
        <CompleteRunDialog key={move.run._id} run={move.run} onClose={close} onCompleted={(done) => setNextOf(done.productionOrder)} />
      )}
      {move?.action === 'abort' && <AbortRunDialog key={move.run._id} run={move.run} onClose={close} />}
      {details && <OrderDetailsDialog key={details} orderId={details} onClose={() => setDetails(null)} />}
      {nextOf && <NextActivityDialog key={nextOf} orderId={nextOf} onClose={() => setNextOf(null)} />}
    </>
  );

  return {
    onAction: (action: ExecutionAction, run: ExecutedActivity) => setMove({ action, run }),
    openDetails: (orderId: string) => setDetails(orderId),
    element,
  };
}
