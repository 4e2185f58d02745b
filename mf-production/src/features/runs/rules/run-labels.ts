/** The last 5 characters of a production order's id, or a dash when the run is no step of one. */
export function orderLabel(productionOrder: string | null): string {
  return productionOrder ? productionOrder.slice(-5) : '—';
}

/** Text that holds something other than spaces. */
export const hasText = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;

/**
 * A day picked without a time (the expected resume date): the API keeps it as that day's UTC
 * midnight, which local time would show as the day before west of Greenwich (Colombia). Its
 * yyyy-MM-dd is the ISO text's first 10 characters.
 */
export function calendarDay(iso: string | null): string {
  return iso ? iso.slice(0, 10) : '';
}
