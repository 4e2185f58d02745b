import { intlLocale } from './intl-locale';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * Intl.NumberFormat for an interface language and options, made once and kept: making one loads
 * the locale's data, ~5 ms on a phone's CPU, which a table paid per row (CPU profile of the
 * products list; bench).
 */
export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const locale = intlLocale(language);
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
