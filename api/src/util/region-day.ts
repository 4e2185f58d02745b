/**
 * The region's calendar: Atlántico keeps Colombian time (UTC−5, no daylight saving). A day a person
 * picks ("after today") is judged by it, not by the server's UTC, which is tomorrow from 19:00 on.
 */
export const REGION_TIME_ZONE = 'America/Bogota';

/** The region's day of `now`, yyyy-MM-dd, shifted by `days`. */
export function regionDay(now: Date = new Date(), days = 0): string {
  const shifted = new Date(now.getTime() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: REGION_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(shifted);
}
