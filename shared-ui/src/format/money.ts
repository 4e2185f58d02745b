import { numberFormat } from './number-format';

const PESOS: Intl.NumberFormatOptions = { style: 'currency', currency: 'COP', minimumFractionDigits: 0, maximumFractionDigits: 0 };
const formatter = (locale: string) => numberFormat(locale, PESOS);

/** Colombian pesos, whole, e.g. "$ 1.250.000" (es) or "COP 1,250,000" (en). */
export function formatCOP(value: number | null | undefined, locale = 'es'): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  return formatter(locale).format(Math.round(value));
}

/** The symbol formatCOP writes before the pesos: "$" (es), "COP" (en). */
export function currencySymbol(locale = 'es'): string {
  const parts = formatter(locale).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? '$';
}

/** Amounts (stock, costs per unit) with at most 2 decimals. */
export function formatAmount(value: number | null | undefined, locale = 'es'): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  return numberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}
