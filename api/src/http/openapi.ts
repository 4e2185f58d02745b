import type { SwaggerTransformObject } from '@fastify/swagger';

/**
 * OpenAPI 3.0 (as Swagger 2.0) reads `exclusiveMinimum`/`exclusiveMaximum` as flags beside
 * `minimum`/`maximum`; the contract's schemas are JSON Schema (TypeBox), where they are the bounds
 * themselves. The generated document is rewritten as a whole, so every schema in it is covered
 * wherever it came from, and the contract keeps writing bounds one way.
 */
const EXCLUSIVE_BOUNDS = [
  ['exclusiveMinimum', 'minimum', (a: number, b: number) => a >= b],
  ['exclusiveMaximum', 'maximum', (a: number, b: number) => a <= b],
] as const;

export function withOpenApi30Bounds(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withOpenApi30Bounds);
  if (node === null || typeof node !== 'object') return node;
  const schema = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, withOpenApi30Bounds(value)]));
  for (const [exclusive, inclusive, isStricter] of EXCLUSIVE_BOUNDS) {
    const bound = schema[exclusive];
    if (typeof bound !== 'number') continue;
    const other = schema[inclusive];
    // `minimum: 5, exclusiveMinimum: 0` is bounded by the minimum alone.
    if (typeof other === 'number' && !isStricter(bound, other)) {
      delete schema[exclusive];
    } else {
      schema[inclusive] = bound;
      schema[exclusive] = true;
    }
  }
  return schema;
}

/** The document @fastify/swagger generated, as OpenAPI 3.0 reads it (and Swagger 2.0 alike). */
export const asOpenApi30: SwaggerTransformObject = (document) =>
  withOpenApi30Bounds('openapiObject' in document ? document.openapiObject : document.swaggerObject) as ReturnType<SwaggerTransformObject>;
