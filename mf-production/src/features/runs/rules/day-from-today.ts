import dayjs from 'dayjs';
import { DATE_FORMAT } from '@agrocadena/shared-ui';

/** Today as the date field writes it (yyyy-MM-dd): the earliest day a run may be scheduled for or resume on. */
export const todayDate = (now: Date = new Date()): string => dayjs(now).format(DATE_FORMAT);

/** A yyyy-MM-dd of today or later (the API refuses an earlier one). */
export function isDayFromToday(value: unknown, now: Date = new Date()): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value) || !dayjs(value, DATE_FORMAT).isValid()) return false;
  return value >= todayDate(now);
}
