/**
 * The region's calendar. Atlántico keeps Colombian time (UTC−5, no daylight saving): "today", the
 * earliest day a form takes and the clock every screen shows are the region's, whatever zone the
 * device or the server runs in (a server on UTC is already tomorrow from 19:00; a phone set to
 * another zone would show other hours).
 *
 * A day someone picks (a required day, a scheduled start, a resume day) is a day, not an instant:
 * it travels as 'YYYY-MM-DD'. The database keeps it in a timestamp column as that day's UTC
 * midnight, so the ISO text the API answers begins with the day itself; read back it is cut to
 * those ten characters, never turned into a Date and shown in a local zone (which west of
 * Greenwich is the evening before).
 *
 * Intl rather than a date library: the contract is loaded by the API and every app and depends on
 * TypeBox alone; Intl.DateTimeFormat knows the region's zone everywhere the suite runs.
 */
export const REGION_TIME_ZONE = 'America/Bogota';

/** A calendar day, 'YYYY-MM-DD'. */
export type Day = string;

export type Instant = Date | string | number;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

// Made once, on first use: building an Intl.DateTimeFormat costs far more than using one, and the
// public pages load the contract without ever reading a date.
let regionClock: Intl.DateTimeFormat | undefined;
const clock = (): Intl.DateTimeFormat =>
  (regionClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: REGION_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

function regionParts(instant: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  const parts = Object.fromEntries(
    clock()
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute };
}

const toDate = (instant: Instant): Date => (instant instanceof Date ? instant : new Date(instant));

/** Whether `value` is a real day written 'YYYY-MM-DD' (not 2026-02-30). */
export function isDay(value: unknown): value is Day {
  if (typeof value !== 'string') return false;
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.getUTCFullYear() === Number(match[1]) && date.getUTCMonth() === Number(match[2]) - 1 && date.getUTCDate() === Number(match[3]);
}

/** The day `days` after `day` (before, when negative). */
export function addDays(day: Day, days: number): Day {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The region's day at an instant. */
export function regionDay(instant: Instant): Day {
  const { year, month, day } = regionParts(toDate(instant));
  return `${year}-${month}-${day}`;
}

/** Today in the region. */
export const regionToday = (now: Instant = new Date()): Day => regionDay(now);

/** Tomorrow in the region: the earliest day of what must come after today. */
export const regionTomorrow = (now: Instant = new Date()): Day => addDays(regionToday(now), 1);

/** A day of today or later in the region. */
export const isDayFromToday = (value: unknown, now: Instant = new Date()): value is Day => isDay(value) && value >= regionToday(now);

/** A day later than today in the region. */
export const isDayAfterToday = (value: unknown, now: Instant = new Date()): value is Day => isDay(value) && value > regionToday(now);

/**
 * The day a client sent: 'YYYY-MM-DD' as it is; a date-time with its zone counts as the region's
 * day it falls on. Null when it is neither.
 */
export function dayOfInput(text: string): Day | null {
  if (text.length === 10) return isDay(text) ? text : null;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? null : regionDay(instant);
}

/** How the database keeps a day: its UTC midnight, whose ISO text begins with the day. */
export const storedDay = (day: Day): Date => new Date(`${day}T00:00:00.000Z`);

/** How many days `day` is from the region's today: 0 today, 1 tomorrow, negative once past (a transport's early start, docs/domain.md#transport-requests). */
export const daysUntil = (day: Day, now: Instant = new Date()): number =>
  Math.round((storedDay(day).getTime() - storedDay(regionToday(now)).getTime()) / 86_400_000);

/** A day as the API answers it ('YYYY-MM-DD', or the ISO text of its stored UTC midnight) back to 'YYYY-MM-DD'; null when it is not one. */
export function dayOf(value: string | null | undefined): Day | null {
  const day = typeof value === 'string' ? value.slice(0, 10) : null;
  return isDay(day) ? day : null;
}

/** An instant as the region's clock shows it: 'YYYY-MM-DD HH:mm'. Null when it is not one. */
export function regionDateTime(instant: Instant): string | null {
  const date = toDate(instant);
  if (Number.isNaN(date.getTime())) return null;
  const { year, month, day, hour, minute } = regionParts(date);
  return `${year}-${month}-${day} ${hour}:${minute}`;
}
