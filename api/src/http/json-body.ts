import type { FastifyBodyParser, FastifyInstance } from 'fastify';
import { validationError } from '../errors';

/**
 * How deep a JSON body may nest. The deepest body a client of this API sends nests four levels
 * (a request's goods inside an execution's lines); 32 leaves room for any honest client, while a
 * body of 1 MB could otherwise nest half a million levels and make every later walk over it
 * (validation, the hostile-input hooks, serialisation) cost far more than its size suggests.
 */
export const MAX_BODY_DEPTH = 32;

/**
 * Whether the JSON text opens more than `max` arrays or objects inside one another: one pass over
 * the characters, before anything is parsed, so a hostile body costs what its length costs.
 * Brackets inside strings do not count (a string ends at an unescaped quote).
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i += 1;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) depth -= 1;
  }
  return false;
}

/**
 * Fastify's own JSON parser (its prototype-poisoning checks included), behind the depth check: a
 * body nested deeper than MAX_BODY_DEPTH answers 400 naming `body` without being parsed.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  // The callback kind of parser (it answers through `done` and returns nothing), which its type does not say.
  const parse = app.getDefaultJsonParser('error', 'error') as Exclude<FastifyBodyParser<string>, (...args: never[]) => Promise<unknown>>;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_BODY_DEPTH)) return done(validationError('body', 'tooDeep', { limit: MAX_BODY_DEPTH }), undefined);
    parse(request, body as string, done);
  });
}
