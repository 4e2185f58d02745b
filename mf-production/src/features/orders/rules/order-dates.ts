import type { ProductionOrder } from '@agrocadena/contracts';

/** When the order's current run started; an order with no run started yet shows when it was made. */
export function orderStartedAt(order: ProductionOrder): string {
  return order.currentActivity?.startedAt ?? order.createdAt;
}

/**
 * Since when a stopped order waits: a paused one since its run's pause; one on hold since its last
 * run finished (the order's last change when the run does not say).
 */
export function orderPausedSince(order: ProductionOrder): string {
  const run = order.currentActivity;
  const since = order.status === 'ON_HOLD' ? run?.finishedAt : run?.pausedAt;
  return since ?? order.updatedAt;
}
