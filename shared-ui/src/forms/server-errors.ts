import type { FormInstance } from '@rc-component/form';

type NamePath = string | (string | number)[];

/** How a form's fields are named on the server: what `field` of a 400 (or an error code) points at. */
export interface FieldMapping {
  /** Form fields named as on the server. */
  fields: readonly string[];
  /** Server field → form field, e.g. { phoneNumbers: 'phone', latitude: 'location' }. */
  aliases?: Readonly<Record<string, string>>;
  /** Fields that are lists in the form too: 'phoneNumbers.1' → ['phoneNumbers', 1]. */
  lists?: readonly string[];
  /** Error code → form field, for errors that name no field (EMAIL_TAKEN → email). */
  codes?: Readonly<Record<string, string>>;
}

/**
 * The form field a server error points at. The API names fields as `email`, `phoneNumbers.1`,
 * `/body/phoneNumbers/1`, `phoneNumbers[1]` or `location.latitude`; undefined when the form has no such field.
 */
export function formFieldOf(serverField: string | undefined, mapping: FieldMapping): NamePath | undefined {
  if (!serverField) return undefined;
  const [first, index] = serverField
    .replace(/^\/?body(?=[/.]|$)/, '')
    .split(/[./[\]]+/)
    .filter(Boolean);
  if (!first) return undefined;
  const name = mapping.aliases?.[first] ?? first;
  if (mapping.lists?.includes(name)) return [name, Number(index) || 0];
  return mapping.fields.includes(name) ? name : undefined;
}

interface ServerError {
  message: string;
  field?: string;
  code?: string;
}

/**
 * Shows a failed save on the form: the message under the field it is about (the typed values
 * stay). Returns that field, so the caller can scroll to it, or undefined when none fits.
 */
export function showServerError<V>(form: FormInstance<V>, error: ServerError, mapping: FieldMapping): NamePath | undefined {
  const name = formFieldOf(error.field, mapping) ?? (error.code ? mapping.codes?.[error.code] : undefined);
  if (name !== undefined) form.setFields([{ name: name as never, errors: [error.message] }]);
  return name;
}
