import dayjs from 'dayjs';
import { DATE_FORMAT } from '../format/dates';

/** Today as a date field writes it (yyyy-MM-dd): the earliest day a service may be asked for. */
export const todayDate = (now: Date = new Date()): string => dayjs(now).format(DATE_FORMAT);

/** A yyyy-MM-dd of today or later (the API refuses an earlier one with pastDate). */
export function isDayFromToday(value: unknown, now: Date = new Date()): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value) || !dayjs(value, DATE_FORMAT).isValid()) return false;
  return value >= todayDate(now);
}

/** Tomorrow as a date field writes it: the earliest day of what must come after today (a transport's shipping day). */
export const tomorrowDate = (now: Date = new Date()): string => dayjs(now).add(1, 'day').format(DATE_FORMAT);

/** A yyyy-MM-dd later than today (selectADateGreaterThanToday). */
export const isDayAfterToday = (value: unknown, now: Date = new Date()): value is string => isDayFromToday(value, now) && value > todayDate(now);
