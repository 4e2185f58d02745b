import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { MAX_CURSOR_LENGTH, MAX_PAGE_SIZE, MAX_SKIP, PAGE_SIZE } from '../limits';
import { PATTERNS } from '../patterns';
import { USE_KINDS } from '../enums';

/** A union of string literals from one of the contract's arrays. */
export const OneOf = <const T extends readonly string[]>(values: T) => Type.Union(values.map((v: T[number]) => Type.Literal(v)));

export const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

/** Every answer of the API: `{ success, message, code, data, totalItems? }`. */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({
    success: Type.Boolean(),
    message: Type.String(),
    code: Type.Optional(Type.String()),
    data: data,
  });

/**
 * A page: its items, how many the whole list has, and the cursors of the pages beside it (null at
 * either end): `?after=<nextCursor>` reads the next page by key, `?before=<prevCursor>` the previous.
 */
export const PagedEnvelope = <T extends TSchema>(item: T) =>
  Type.Object({
    success: Type.Boolean(),
    message: Type.String(),
    code: Type.Optional(Type.String()),
    totalItems: Type.Integer(),
    nextCursor: Nullable(Type.String()),
    prevCursor: Nullable(Type.String()),
    data: Type.Array(item),
  });

/** A failure; `data` carries what the client needs to go on (e.g. the fresh row behind a 409). */
export const ErrorEnvelope = <T extends TSchema = ReturnType<typeof Type.Null>>(data?: T) =>
  Type.Object({
    success: Type.Literal(false),
    message: Type.String(),
    code: Type.String(),
    /** The offending input field, when the error is about one. */
    field: Type.Optional(Type.String()),
    data: data ? Nullable(data) : Type.Null(),
  });

export const IdParam = Type.Object({ id: Type.String({ minLength: 1 }) });

/** Another user as a request or a ledger row names them: a person's names, or an enterprise's. */
export const PartyRef = Type.Object({
  _id: Type.String(),
  firstName: Nullable(Type.String()),
  lastName: Nullable(Type.String()),
  enterpriseName: Nullable(Type.String()),
});
export type PartyRef = Static<typeof PartyRef>;

/**
 * One thing that uses what a delete was asked for (docs/domain.md#in-use): what a 409 IN_USE
 * carries, a list of them. A run, an order or a request is named by its activity, its process or
 * the other party.
 */
export const InUse = Type.Object({ kind: OneOf(USE_KINDS), _id: Type.String(), name: Type.String() });
export type InUse = Static<typeof InUse>;
export type IdParam = Static<typeof IdParam>;

/**
 * Where a page starts: `skip` rows from the start (the page numbers people click), or, read by key
 * and so as fast at page 80,000 as at page 2, right after or right before a cursor a previous page
 * gave (`after` / `before`, at most one; `skip` then only tells which page number it is).
 */
export const PageCursors = {
  after: Type.Optional(Type.String({ pattern: PATTERNS.cursor, maxLength: MAX_CURSOR_LENGTH })),
  before: Type.Optional(Type.String({ pattern: PATTERNS.cursor, maxLength: MAX_CURSOR_LENGTH })),
};

export const PageQuery = Type.Object({
  skip: Type.Integer({ minimum: 0, maximum: MAX_SKIP, default: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: PAGE_SIZE }),
  ...PageCursors,
});
export type PageQuery = Static<typeof PageQuery>;
