import type { Language } from '../schemas/users';
import { fieldLabels, messages, validationMessages } from './messages';

export type MessageParams = Record<string, string | number>;

function fill(template: string, params: MessageParams): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}

/** The field's label in the language, quoted; unknown fields are shown by their input name. */
export function fieldLabel(field: string, lang: Language): string {
  const label = fieldLabels[field]?.[lang] ?? field;
  return lang === 'es' ? `«${label}»` : `"${label}"`;
}

export function translate(code: string, lang: Language, params: MessageParams = {}): string {
  const entry = messages[code];
  if (!entry) return code;
  return fill(entry[lang], params);
}

export function translateValidation(reason: string, field: string, lang: Language, params: MessageParams = {}): string {
  const entry = validationMessages[reason] ?? validationMessages.format;
  return fill(entry[lang], { ...params, field: fieldLabel(field, lang) });
}
