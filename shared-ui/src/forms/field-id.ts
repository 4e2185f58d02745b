/** A field's DOM id as antd gives it (`signUp_email`, `phoneNumbers_0`): labels, scrolling and the browser suite find fields by it. */
export function fieldId(namePath: readonly (string | number)[], formName?: string): string | undefined {
  if (namePath.length === 0) return undefined;
  const joined = namePath.join('_');
  return formName ? `${formName}_${joined}` : joined;
}

export function toNamePath(name: string | number | readonly (string | number)[] | undefined): (string | number)[] {
  if (name === undefined) return [];
  return Array.isArray(name) ? [...(name as (string | number)[])] : [name as string | number];
}
