import { Type, type Static, type TSchema } from '@sinclair/typebox';

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

export const ErrorEnvelope = Type.Object({
  success: Type.Literal(false),
  message: Type.String(),
  code: Type.String(),
  /** The offending input field, when the error is about one. */
  field: Type.Optional(Type.String()),
  data: Type.Null(),
});
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;

export const IdParam = Type.Object({ id: Type.String({ minLength: 1 }) });

export const PageQuery = Type.Object({
  skip: Type.Integer({ minimum: 0, default: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 12 }),
});
