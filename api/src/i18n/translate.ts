import type { Language, ValidationReason } from '@agrocadena/contracts';
import { fieldLabels, messages, validationMessages, type MessageKey } from './messages';

/** A parameter is a value, or a function of the reader's language (a number written their way). */
export type MessageParam = string | number | ((lang: Language) => string);
export type MessageParams = Record<string, MessageParam>;

function fill(template: string, params: MessageParams, lang: Language): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    if (!(key in params)) return whole;
    const value = params[key];
    return typeof value === 'function' ? value(lang) : String(value);
  });
}

/** The field's label in the language, quoted; unknown fields are shown by their input name. */
export function fieldLabel(field: string, lang: Language): string {
  const label = fieldLabels[field]?.[lang] ?? field;
  return lang === 'es' ? `«${label}»` : `"${label}"`;
}

export function translate(code: MessageKey, lang: Language, params: MessageParams = {}): string {
  return fill(messages[code][lang], params, lang);
}

export function translateValidation(reason: ValidationReason, field: string, lang: Language, params: MessageParams = {}): string {
  return fill(validationMessages[reason][lang], { ...params, field: fieldLabel(field, lang) }, lang);
}
