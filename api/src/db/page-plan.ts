import { validationError } from '../errors';

/**
 * How to read one page, decided before any SQL (pure, unit-tested): which statement variant, at
 * which offset, how many rows; and, once read, the page's rows in the list's order and whether
 * there are rows before and after it.
 *  - `start`: `skip` rows from the start in the list's order;
 *  - `end`: from the end, reversed — a page nearer the end than the start (the last page above all)
 *    walks few index entries instead of nearly all;
 *  - `after` / `before`: a key seek right after / before a cursor, one row more than the page to
 *    learn whether the list goes on in that direction.
 */
export interface PagePlan {
  variant: 'start' | 'end' | 'after' | 'before';
  offset: number;
  /** Rows to read; 0: nothing to read (a skip past the end). */
  limit: number;
  settle<R>(read: R[], total: number): { rows: R[]; before: boolean; after: boolean };
}

export interface PagePlanInput {
  skip: number;
  limit: number;
  after: boolean;
  before: boolean;
  /** The list's total when it had to be read first (skip > 0 without a cursor). */
  total?: number;
}

export function pagePlan({ skip, limit, after, before, total }: PagePlanInput): PagePlan {
  if (after || before) {
    return {
      variant: after ? 'after' : 'before',
      offset: 0,
      limit: limit + 1,
      settle(read) {
        const more = read.length > limit;
        const rows = read.slice(0, limit);
        return after ? { rows, before: true, after: more } : { rows: rows.reverse(), before: more, after: true };
      },
    };
  }
  const fromStart = (offset: number, count: number): PagePlan => ({
    variant: 'start',
    offset,
    limit: count,
    settle: (rows, all) => ({ rows, before: skip > 0, after: skip + rows.length < all }),
  });
  if (total === undefined || skip === 0) return fromStart(skip, limit);
  const remaining = total - skip;
  if (remaining <= 0) return fromStart(skip, 0);
  const fromEnd = Math.max(0, remaining - limit);
  if (fromEnd >= skip) return fromStart(skip, limit);
  return {
    variant: 'end',
    offset: fromEnd,
    limit: Math.min(limit, remaining),
    settle: (read, all) => {
      const rows = [...read].reverse();
      return { rows, before: true, after: skip + rows.length < all };
    },
  };
}

/** A cursor is the row's sort key as PostgreSQL wrote it (json_build_array), opaque to clients. */
export function encodeCursor(keyJson: string): string {
  return Buffer.from(keyJson, 'utf8').toString('base64url');
}

/** The key values of a cursor this list gave, or a 400 naming the query field. */
export function decodeCursor(cursor: string, keyLength: number, field: 'after' | 'before'): (string | number)[] {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw validationError(field, 'format');
  }
  const valid =
    Array.isArray(key) &&
    key.length === keyLength &&
    key.every((v) => (typeof v === 'string' && v.length > 0) || (typeof v === 'number' && Number.isFinite(v)));
  if (!valid) throw validationError(field, 'format');
  return key as (string | number)[];
}
