import type { ProductionOrder } from '@agrocadena/contracts';

/**
 * What an active order's row offers (docs/domain.md#outsourcing): an outsourced run is its
 * provider's to move, so only its details; an order on hold has no run to move (its next activity
 * is started from the paused list); otherwise its current run's moves.
 */
export function activeOrderMoves(order: ProductionOrder): 'details' | 'run' | 'none' {
  if (order.status === 'OUTSOURCED_STARTED') return 'details';
  if (order.status === 'ON_HOLD' || !order.currentActivity) return 'none';
  return 'run';
}

/**
 * What the play icon of a stopped order does: one on hold asks for its next activity; a paused one
 * resumes its run, when the transition table allows it.
 */
export function stoppedOrderPlay(order: ProductionOrder): 'next' | 'resume' | null {
  if (order.status === 'ON_HOLD') return 'next';
  if (order.status === 'PAUSED' && order.currentActivity?.actions.includes('restart')) return 'resume';
  return null;
}
