import type { ExecutedActivity } from '@agrocadena/contracts';

/** A run a provider does for me (docs/domain.md#outsourcing): its request moves it, I only see its details (or cancel the request). */
export const isOutsourced = (run: Pick<ExecutedActivity, 'status' | 'provider'>): boolean =>
  run.status === 'OUTSOURCED' || run.status === 'OUTSOURCED_STARTED' || run.provider !== null;

/** The request of an outsourced run not yet under way (OUTSOURCED) can be cancelled: the run is aborted with it. */
export const canCancelRequest = (run: ExecutedActivity): run is ExecutedActivity & { request: string } =>
  run.status === 'OUTSOURCED' && run.request !== null;
