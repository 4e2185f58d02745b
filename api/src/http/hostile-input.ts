import type { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import type { ValidationReason } from '@agrocadena/contracts';
import type { FastifyRequest } from 'fastify';
import { validationError } from '../errors';

/**
 * Input the schemas let through but the rest of the stack cannot take, refused for every route by
 * the hooks `toFastifyRoute` installs (and by `guardedParts` for multipart bodies), so no schema
 * has to remember it:
 * - a NUL character in any string: PostgreSQL refuses it in text and jsonb (a 500 otherwise);
 * - an unpaired surrogate (not Unicode): PGlite sends it as a broken UTF-8 sequence, PostgreSQL's
 *   driver as U+FFFD, so it is refused rather than stored altered;
 * - a non-finite number: the validator turns "Infinity" or "1e999" from a query or a path into
 *   Infinity, JSON reads a body's 1e999 as Infinity, and minimum/maximum checks skip non-finite numbers.
 */

/** Why a value is refused, or null. */
type Check = (value: unknown) => ValidationReason | null;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const checkText: Check = (value) =>
  typeof value !== 'string' ? null : value.includes('\u0000') ? 'nulCharacter' : LONE_SURROGATE.test(value) ? 'pattern' : null;
const checkNumber: Check = (value) => (typeof value === 'number' && !Number.isFinite(value) ? 'type' : null);

/** Where a value sits: its key and its parent's place, so a step deeper copies nothing. */
interface Place {
  key: string | null;
  parent: Place | null;
}

/** The keys from the root to `place`, array indexes left out (null keys). */
function pathTo(place: Place | null): string[] {
  const path: string[] = [];
  for (let at = place; at; at = at.parent) if (at.key !== null) path.push(at.key);
  return path.reverse();
}

/**
 * The first value or key `check` refuses: its field (keys joined by dots, array indexes left out,
 * as the validator names fields) and why. Iterative, and linear in the size of the input: each
 * value links to its parent's place, and a path is only spelled out for the value refused.
 */
export function findRefused(input: unknown, check: Check): { path: string[]; reason: ValidationReason } | null {
  const stack: [unknown, Place | null][] = [[input, null]];
  while (stack.length > 0) {
    const [value, place] = stack.pop()!;
    const reason = check(value);
    if (reason) return { path: pathTo(place), reason };
    if (value === null || typeof value !== 'object') continue;
    const isArray = Array.isArray(value);
    for (const [key, child] of Object.entries(value)) {
      const keyReason = isArray ? null : check(key);
      if (keyReason) return { path: pathTo(place), reason: keyReason };
      stack.push([child, isArray ? { key: null, parent: place } : { key, parent: place }]);
    }
  }
  return null;
}

function refuse(request: FastifyRequest, check: Check): void {
  for (const part of ['params', 'query', 'body'] as const) {
    const refused = findRefused(request[part], check);
    if (refused) throw validationError(refused.path.length > 0 ? refused.path.join('.') : part, refused.reason);
  }
}

/** preValidation: the text as sent. */
export async function refuseBrokenText(request: FastifyRequest): Promise<void> {
  refuse(request, checkText);
}

/** preHandler: the numbers as validated and coerced. */
export async function refuseNonFiniteNumbers(request: FastifyRequest): Promise<void> {
  refuse(request, checkNumber);
}

/**
 * The multipart parser's own errors (no boundary, a body cut short, a malformed part header) carry
 * no status and would leave as a 500: they are the client's, so they answer 400.
 */
function asBadRequest(error: unknown): unknown {
  if (error instanceof Error && !('statusCode' in error)) Object.assign(error, { statusCode: 400 });
  return error;
}

/**
 * `request.parts()` for a handler that reads a multipart body: a text field (or a filename) is
 * checked as any other text, naming its field, and a body broken as multipart answers 400, whether
 * the parser fails between parts or inside a file's stream while the handler reads it.
 */
export async function* guardedParts(request: FastifyRequest, options?: Parameters<FastifyRequest['parts']>[0]): AsyncGenerator<Multipart> {
  const parts = request.parts(options)[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<Multipart>;
    try {
      next = await parts.next();
    } catch (error) {
      throw asBadRequest(error);
    }
    if (next.done) return;
    const part = next.value;
    if (part.type === 'file') {
      const file: Readable = part.file;
      // As an EventEmitter: busboy's typings of Readable hide its 'error' event.
      (file as NodeJS.EventEmitter).on('error', asBadRequest);
      if (file.errored) asBadRequest(file.errored);
    }
    const refused = findRefused(part.type === 'file' ? part.filename : part.value, checkText);
    if (refused) throw validationError(part.fieldname, refused.reason);
    yield part;
  }
}
