/** The last 5 characters of a production order's id, or a dash when the run is no step of one. */
export function orderLabel(productionOrder: string | null): string {
  return productionOrder ? productionOrder.slice(-5) : '—';
}

/** Text that holds something other than spaces. */
export const hasText = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;
