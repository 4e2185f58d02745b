const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string): Intl.NumberFormat {
  let f = formatters.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'es-CO', {
      style: 'currency',
      currency: 'COP',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    formatters.set(locale, f);
  }
  return f;
}

/** Colombian pesos, whole, e.g. "$ 1.250.000" (es) or "COP 1,250,000" (en). */
export function formatCOP(value: number | null | undefined, locale = 'es'): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  return formatter(locale).format(Math.round(value));
}

/** Keeps the digits of what a person typed into a money field: "$ 1.250.000" → 1250000. */
export function parseMoneyInput(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const digits = String(text).replace(/\D/g, '');
  return digits ? Number(digits) : null;
}

/** Amounts (stock, costs per unit) with at most 2 decimals. */
export function formatAmount(value: number | null | undefined, locale = 'es'): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  return new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'es-CO', { maximumFractionDigits: 2 }).format(value);
}
