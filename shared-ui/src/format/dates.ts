import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import 'dayjs/locale/es';
import 'dayjs/locale/en';
import { dayOf, isDay, regionDateTime, regionDay } from '@agrocadena/contracts/core';

dayjs.extend(relativeTime);

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

type DateInput = string | number | Date | null | undefined;

/** yyyy-MM-dd: a day as it is, an instant as the region's day it falls on. */
export function formatDate(value: DateInput): string {
  if (value === null || value === undefined || value === '') return '';
  if (isDay(value)) return value;
  const d = dayjs(value);
  return d.isValid() ? regionDay(d.toDate()) : '';
}

/**
 * A day the user picked (a required day, a scheduled start), which the API keeps as that day's UTC
 * midnight: yyyy-MM-dd as picked. Read through a time zone it would show the day before west of
 * Greenwich (Colombia).
 */
export function formatDay(value: string | null | undefined): string {
  return dayOf(value) ?? '';
}

/** yyyy-MM-dd HH:mm on the region's clock (Bogotá), whatever zone the device is set to. */
export function formatDateTime(value: DateInput): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? (regionDateTime(d.toDate()) ?? '') : '';
}

/** "hace 3 horas" / "3 hours ago" */
export function timeAgo(value: DateInput, locale = 'es', now: DateInput = undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value).locale(locale === 'en' ? 'en' : 'es');
  if (!d.isValid()) return '';
  return now === undefined ? d.fromNow() : d.from(dayjs(now));
}
