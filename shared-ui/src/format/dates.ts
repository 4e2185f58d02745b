import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import 'dayjs/locale/es';
import 'dayjs/locale/en';

dayjs.extend(relativeTime);

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

type DateInput = string | number | Date | null | undefined;

/** yyyy-MM-dd */
export function formatDate(value: DateInput): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(DATE_FORMAT) : '';
}

/**
 * A day the user picked, which the API keeps as that day's UTC midnight: yyyy-MM-dd as picked. Read
 * through the browser's time zone it would show the day before west of Greenwich (Colombia).
 */
export function formatDay(value: string | null | undefined): string {
  return value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : '';
}

/** yyyy-MM-dd HH:mm */
export function formatDateTime(value: DateInput): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(DATE_TIME_FORMAT) : '';
}

/** "hace 3 horas" / "3 hours ago" */
export function timeAgo(value: DateInput, locale = 'es', now: DateInput = undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value).locale(locale === 'en' ? 'en' : 'es');
  if (!d.isValid()) return '';
  return now === undefined ? d.fromNow() : d.from(dayjs(now));
}
