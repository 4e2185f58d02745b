import type { Language, ValidationReason } from '@agrocadena/contracts';
import { fieldLabels, messages, validationMessages, type MessageKey } from './messages';

/** A parameter is a value, or a function of the reader's language (a number written their way). */
export type MessageParam = string | number | ((lang: Language) => string);
export type MessageParams = Record<string, MessageParam>;

const numberFormats = {
  es: new Intl.NumberFormat('es-CO', { maximumFractionDigits: 4, useGrouping: false }),
  en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 4, useGrouping: false }),
};
const numberIn = (lang: Language) => numberFormats[lang];

function fill(template: string, params: MessageParams, lang: Language): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    if (!(key in params)) return whole;
    const value = params[key];
    if (typeof value === 'function') return value(lang);
    // 2,5 in Spanish, 2.5 in English; a limit like 999999999999 stays as the schema states it.
    return typeof value === 'number' ? numberIn(lang).format(value) : value;
  });
}

const labelOf = (field: string, lang: Language): string => fieldLabels[field]?.[lang] ?? field;

/**
 * The field's label in the language, quoted; unknown fields are shown by their input name. An item
 * of a list reads with its place: `inputProducts.1.amount` → «cantidad (producto de entrada 2)»; an
 * item's `id` is the item itself, a name a person never typed: `inputProducts.0.id` → «producto de entrada 1».
 */
export function fieldLabel(field: string, lang: Language): string {
  const item = /^(\w+)\.(\d+)\.(\w+)$/.exec(field);
  const place = item ? `${labelOf(item[1], lang)} ${Number(item[2]) + 1}` : '';
  const label = item ? (item[3] === 'id' ? place : `${labelOf(item[3], lang)} (${place})`) : labelOf(field, lang);
  return lang === 'es' ? `«${label}»` : `"${label}"`;
}

export function translate(code: MessageKey, lang: Language, params: MessageParams = {}): string {
  return fill(messages()[code][lang], params, lang);
}

export function translateValidation(reason: ValidationReason, field: string, lang: Language, params: MessageParams = {}): string {
  return fill(validationMessages[reason][lang], { ...params, field: fieldLabel(field, lang) }, lang);
}
