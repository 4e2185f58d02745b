import { Type, type Static } from '@sinclair/typebox';
import { PATTERNS } from '../patterns';

export const Department = Type.Object({
  id: Type.Integer(),
  departmentId: Type.Integer(),
  name: Type.String(),
});
export type Department = Static<typeof Department>;

/** Town ids are DANE municipality codes, as strings ("08001" = Barranquilla). */
export const Town = Type.Object({
  _id: Type.String(),
  townId: Type.String(),
  name: Type.String(),
  departmentId: Type.Integer(),
});
export type Town = Static<typeof Town>;

export const DepartmentParam = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 99 }) });
export const TownParam = Type.Object({ id: Type.String({ pattern: PATTERNS.townId }) });
