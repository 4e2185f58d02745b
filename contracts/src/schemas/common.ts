import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { MAX_PAGE_SIZE, MAX_SKIP, PAGE_SIZE } from '../limits';

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

export const PagedEnvelope = <T extends TSchema>(item: T) =>
  Type.Object({
    success: Type.Boolean(),
    message: Type.String(),
    code: Type.Optional(Type.String()),
    totalItems: Type.Integer(),
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
export type IdParam = Static<typeof IdParam>;

export const PageQuery = Type.Object({
  skip: Type.Integer({ minimum: 0, maximum: MAX_SKIP, default: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: PAGE_SIZE }),
});
export type PageQuery = Static<typeof PageQuery>;
