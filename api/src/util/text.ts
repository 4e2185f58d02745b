import { validationError } from '../errors';

/**
 * What people type, as stored. A line (names, addresses, ids): blanks around dropped and runs of
 * blanks made one. Free text (descriptions): kept as typed, several lines included, only the blanks
 * around dropped. Blank is nothing: null, or `required` naming the field when it must be there.
 */
export function line(value: string | null | undefined): string | null {
  const text = (value ?? '').trim().replace(/\s+/g, ' ');
  return text.length > 0 ? text : null;
}

export function requiredLine(value: string | null | undefined, field: string): string {
  const text = line(value);
  if (text === null) throw validationError(field, 'required');
  return text;
}

export function freeText(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  return text.length > 0 ? text : null;
}

export function requiredFreeText(value: string | null | undefined, field: string): string {
  const text = freeText(value);
  if (text === null) throw validationError(field, 'required');
  return text;
}
