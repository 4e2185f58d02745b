import { valueBelow, wholePesosCovering } from '@agrocadena/contracts/rules';

/** Complete: the final cost is the running cost (inputs + extras so far) plus the extra cost typed (blank is 0). */
export function finalCostOf(runningCost: number, extraCost: unknown): number {
  const extra = typeof extraCost === 'number' && Number.isFinite(extraCost) ? extraCost : 0;
  return runningCost + extra;
}

/**
 * Abort and complete (docs/domain.md#run-costs): the least whole pesos a final cost may be, so that
 * it covers the running cost, as the server checks it; null when `finalCost` (a number typed,
 * blank or unread text) is not below it — a blank or unread one is the field's own rules' to refuse.
 */
export function shortOfRunningCost(finalCost: unknown, runningCost: number): number | null {
  if (typeof finalCost !== 'number' || !Number.isFinite(finalCost)) return null;
  return valueBelow(finalCost, runningCost) ? wholePesosCovering(runningCost) : null;
}
