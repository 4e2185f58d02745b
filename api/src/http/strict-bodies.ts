import AjvCompiler, { type BuildCompilerFromPool, type ValidatorFactory } from '@fastify/ajv-compiler';
import type { FastifySchemaCompiler, FastifyServerOptions } from 'fastify';

/** What Fastify hands a validator factory, and what it wants back (the library's own types disagree). */
type BuildValidator = (...args: Parameters<BuildCompilerFromPool>) => FastifySchemaCompiler<unknown>;

/**
 * The app's validators: a path and a query are text on the wire, so their numbers and booleans are
 * read from strings (and a lone value of a list as a list), as Fastify does by default; a JSON body
 * carries its own types, so a string or a boolean where the contract says number is refused (400
 * naming the field) instead of `"amount": true` ordering 1.
 */
export function strictBodies(): NonNullable<FastifyServerOptions['schemaController']> {
  // One pool per app, as Fastify keeps it: a validator per set of options, shared by its contexts.
  const fromPool = AjvCompiler() as unknown as BuildValidator;
  const buildValidator: BuildValidator = (externalSchemas, options = {}) => {
    const text = fromPool(externalSchemas, options);
    const json = fromPool(externalSchemas, { ...options, customOptions: { ...options.customOptions, coerceTypes: false } } as typeof options);
    return (route) => (route.httpPart === 'body' ? json : text)(route);
  };
  return { compilersFactory: { buildValidator: buildValidator as unknown as ValidatorFactory } };
}
