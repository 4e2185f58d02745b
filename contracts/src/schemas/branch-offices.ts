import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from '../limits';
import { Nullable } from './common';

export const Location = Type.Object({
  latitude: Type.Number({ minimum: -90, maximum: 90 }),
  longitude: Type.Number({ minimum: -180, maximum: 180 }),
});
export type Location = Static<typeof Location>;

export const BranchOffice = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  description: Nullable(Type.String()),
  address: Type.String(),
  location: Location,
  user: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type BranchOffice = Static<typeof BranchOffice>;

/** POST /branchOffices and PUT /branchOffices/{id}. Blank descriptions are dropped. */
export const BranchOfficeBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: LIMITS.name }),
  description: Type.Optional(Nullable(Type.String({ maxLength: LIMITS.description }))),
  address: Type.String({ minLength: 1, maxLength: LIMITS.address }),
  location: Location,
  /** Must be the caller when given (the original client sends it; docs/domain.md#permissions). */
  user: Type.Optional(Type.String()),
});
export type BranchOfficeBody = Static<typeof BranchOfficeBody>;
