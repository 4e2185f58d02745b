/** Complete: the final cost is the running cost (inputs + extras so far) plus the extra cost typed (blank is 0). */
export function finalCostOf(runningCost: number, extraCost: unknown): number {
  const extra = typeof extraCost === 'number' && Number.isFinite(extraCost) ? extraCost : 0;
  return runningCost + extra;
}
