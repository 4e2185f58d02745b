import { LIMITS } from '@agrocadena/contracts/core';
import { intlLocale } from './intl-locale';
import { numberFormat } from './number-format';

/**
 * Numbers as people type them, in the interface language: Spanish writes "2,5" and "1.250.000",
 * English "2.5" and "1,250,000" (the separators come from Intl, not from a table here).
 *
 * Reading never guesses. Anything one could read two ways, or not at all, is refused with the
 * reason, so the field can say what to fix instead of storing 25 for "2,5" or 3 for "2.5":
 *
 * - blank is no number (null);
 * - only digits, the two separators and a leading "-" (or "−") count; a currency symbol ("$",
 *   "COP") may lead a money amount, as in a pasted "$ 1.250.000"; anything else is `notANumber`;
 * - "-" only where the field takes a negative number (a stock removal), else `negative`;
 * - the decimal separator at most once, with at most `decimals` digits after it ("2," is 2, ",5" is
 *   0.5): more are `tooManyDecimals`, and any where the field takes whole numbers `wholeNumber`;
 * - the thousands separator only between groups of exactly 3 digits, the first group 1 to 3 digits
 *   not starting with 0, and never after the decimal separator: "1.250.000,5" in Spanish;
 * - a lone separator used the other language's way is `ambiguous`, with both readings for the
 *   message ("2,5 or 25?"): a thousands separator that does not group ("2.5", "12.50", "0.250" in
 *   Spanish, "2,5" in English), or 3 decimals after a first group ("1,250" or "2,555" in Spanish,
 *   "1.250" in English: how the other language writes thousands). Well-grouped thousands are not
 *   ambiguous: "1.250" in Spanish is 1250, as the field itself shows it. In a whole-number field
 *   (pesos) these are `separators`: there is no decimal reading to offer;
 * - every other mix of separators ("1,2,3", "1.25.0", "1,250.5" in Spanish, spaces) is `separators`;
 * - beyond `max` (either sign) is `tooLarge`.
 */

export type NumberProblem = 'notANumber' | 'negative' | 'separators' | 'ambiguous' | 'wholeNumber' | 'tooManyDecimals' | 'tooLarge';

/** What a field takes. */
export interface NumberFormat {
  /** Most decimals: 0 for whole numbers (pesos). */
  decimals: number;
  /** Largest value, either sign. */
  max: number;
  /** Whether a negative number is allowed (a stock removal). */
  negative?: boolean;
  /** Money: a currency symbol may lead the text. */
  currency?: boolean;
}

/** Text that could not be read: what was typed, why, and what the message needs. */
export interface UnreadableNumber {
  readonly unreadable: NumberProblem;
  readonly text: string;
  readonly format: NumberFormat;
  /** For `ambiguous`: the text read with a decimal separator, and read as thousands. */
  readonly readings?: readonly [number, number];
}

/** What a number field holds: a number, null when blank, or the text it cannot read. */
export type NumberInputValue = number | null | UnreadableNumber;

/** Stock amounts: hundredths, up to the contract's limit. */
export const QUANTITY: NumberFormat = { decimals: LIMITS.amountDecimals, max: LIMITS.amount };
/** Colombian pesos: whole (COP has no cents), up to the contract's limit. */
export const MONEY: NumberFormat = { decimals: 0, max: LIMITS.money, currency: true };

interface Separators {
  decimal: string;
  group: string;
}

const separatorCache = new Map<string, Separators>();

export function separatorsOf(language: string): Separators {
  const locale = intlLocale(language);
  let found = separatorCache.get(locale);
  if (!found) {
    const parts = numberFormat(language).formatToParts(1234567.5);
    found = {
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
      group: parts.find((part) => part.type === 'group')?.value ?? ',',
    };
    separatorCache.set(locale, found);
  }
  return found;
}

export function isUnreadable(value: unknown): value is UnreadableNumber {
  return typeof value === 'object' && value !== null && 'unreadable' in value;
}

/** The number a field holds now, or null while it is blank or unreadable (for previews). */
export function readableNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The value as the field shows it once typed: "1.250,5" (es), "1,250.5" (en). */
export function showNumber(value: number | null | undefined, language: string, format: Pick<NumberFormat, 'decimals'>): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return numberFormat(language, { maximumFractionDigits: format.decimals }).format(value);
}

const CURRENCY = /^(\$|COP)\s*/i;
const FIRST_GROUP = /^[1-9]\d{0,2}$/;
const MINUS = /^[-−]/;

/** Reads typed text by the rules above. */
export function readNumber(typed: string, language: string, format: NumberFormat): NumberInputValue {
  const text = typed.trim();
  if (!text) return null;
  const refuse = (unreadable: NumberProblem, readings?: [number, number]): UnreadableNumber => ({ unreadable, text, format, readings });
  const { decimal, group } = separatorsOf(language);

  const unsigned = format.currency ? text.replace(CURRENCY, '') : text;
  const minus = MINUS.test(unsigned);
  const body = unsigned.replace(MINUS, '');
  if (!/\d/.test(body) || /[^\d.,\s]/.test(body)) return refuse('notANumber');
  if (minus && !format.negative) return refuse('negative');
  if (/\s/.test(body)) return refuse('separators');

  const sign = minus ? -1 : 1;
  const lone = loneSeparator(body, decimal, group, format);
  if (lone) return refuse(lone.problem, lone.readings?.map((reading) => sign * reading) as [number, number] | undefined);

  const [whole, fraction = '', ...more] = body.split(decimal);
  if (more.length > 0 || fraction.includes(group)) return refuse('separators');
  if (whole.includes(group) && !grouped(whole, group)) return refuse('separators');
  if (fraction.length > format.decimals) return refuse(format.decimals === 0 ? 'wholeNumber' : 'tooManyDecimals');

  const value = sign * Number(`${whole.split(group).join('') || '0'}.${fraction || '0'}`);
  if (Math.abs(value) > format.max) return refuse('tooLarge');
  // -0 would show as "-0".
  return value === 0 ? 0 : value;
}

/** "1.250.000": groups of 3 after a first group of 1 to 3 digits that does not start with 0. */
function grouped(whole: string, group: string): boolean {
  const [first, ...rest] = whole.split(group);
  return FIRST_GROUP.test(first) && rest.length > 0 && rest.every((part) => /^\d{3}$/.test(part));
}

/**
 * One separator in the text, used the other language's way. A whole-number field names the
 * separators (it has no decimal reading to offer); a wrong decimal count there is `wholeNumber`.
 */
function loneSeparator(body: string, decimal: string, group: string, format: NumberFormat) {
  const separators = body.replace(/\d/g, '');
  if (separators.length !== 1) return null;
  const [before, after] = body.split(separators);
  const readings: [number, number] = [Number(`${before || '0'}.${after || '0'}`), Number(`${before}${after}`)];
  if (separators === group && !grouped(body, group) && after.length > 0) {
    return format.decimals === 0 ? { problem: 'separators' as const } : { problem: 'ambiguous' as const, readings };
  }
  if (separators === decimal && after.length === 3 && format.decimals < 3 && FIRST_GROUP.test(before)) {
    return format.decimals === 0 ? { problem: 'separators' as const } : { problem: 'ambiguous' as const, readings };
  }
  return null;
}
