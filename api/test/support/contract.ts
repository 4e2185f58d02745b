import type { Static, TSchema } from '@sinclair/typebox';
import { FormatRegistry } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

// The formats the contract's schemas use, checked as Fastify's validator reads them.
const FORMATS: Record<string, (value: string) => boolean> = {
  date: (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)),
  'date-time': (value) => !Number.isNaN(Date.parse(value)),
  email: (value) => /^[^\s@]+@[^\s@]+$/.test(value),
};
for (const [name, check] of Object.entries(FORMATS)) if (!FormatRegistry.Has(name)) FormatRegistry.Set(name, check);

/**
 * An answer exactly as the contract's schema states it, no field missing, wrong or extra: for the
 * answers a statement writes as JSON text that nothing serialises again (http/routes.ts JsonText).
 */
export function expectContract<T extends TSchema>(schema: T, data: unknown): Static<T> {
  expect([...Value.Errors(schema, data)].map((error) => `${error.path}: ${error.message}`)).toEqual([]);
  expect(Value.Clean(schema, structuredClone(data))).toEqual(data);
  return data as Static<T>;
}
