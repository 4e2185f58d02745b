import { Type, type Static } from '@sinclair/typebox';
import { SERVICE_TYPES } from '../enums';
import { LIMITS } from '../limits';
import { Nullable, OneOf } from './common';

const Named = Type.Object({ _id: Type.String(), name: Type.String() });

/**
 * A service a user offers (docs/domain.md#services): what it is tied to follows its type —
 * PRODUCTION an activity or a process of mine, STORAGE one of my branch offices, TRANSPORT the
 * towns it covers, LOGISTIC only its description. `logisticService` is true for LOGISTIC (the
 * original client reads it).
 */
export const Service = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  description: Nullable(Type.String()),
  type: OneOf(SERVICE_TYPES),
  public: Type.Boolean(),
  image: Nullable(Type.String()),
  imageThumbnail: Nullable(Type.String()),
  activity: Nullable(Named),
  process: Nullable(Named),
  branchOffice: Nullable(Type.Object({ _id: Type.String(), name: Type.String(), address: Type.String() })),
  towns: Type.Array(Type.Object({ _id: Type.String(), name: Type.String(), departmentId: Type.Integer() })),
  logisticService: Type.Boolean(),
  user: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type Service = Static<typeof Service>;

/**
 * POST /services and PUT /services/{id}/update (docs/domain.md#services): name required, the type
 * one the caller's user type offers — sent, or inferred from the association key sent (activity or
 * process: PRODUCTION, branchOffice: STORAGE, towns: TRANSPORT, logisticService true: LOGISTIC; none:
 * the one type the caller offers); a type that contradicts the association is refused (400 naming
 * `type`). By type — TRANSPORT at least one town (addTowns), STORAGE a branch office of mine
 * (addBrancOffice), PRODUCTION exactly one of an activity or a process of mine, LOGISTIC a
 * description. Keys of another type's association are refused. The image comes after, through
 * POST /upload (type serviceImage).
 */
export const ServiceBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: LIMITS.name }),
  /** Optional: the association sent tells the kind (docs/domain.md#services). */
  type: Type.Optional(OneOf(SERVICE_TYPES)),
  description: Type.Optional(Nullable(Type.String({ maxLength: LIMITS.description }))),
  public: Type.Boolean(),
  activity: Type.Optional(Nullable(Type.String())),
  process: Type.Optional(Nullable(Type.String())),
  branchOffice: Type.Optional(Nullable(Type.String())),
  towns: Type.Optional(Type.Array(Type.String(), { maxItems: LIMITS.serviceTowns })),
  /** Sent by the original client: true makes a service without a type LOGISTIC; with a type, the type decides. */
  logisticService: Type.Optional(Type.Boolean()),
  /** Must be the caller when given. */
  user: Type.Optional(Type.String()),
});
export type ServiceBody = Static<typeof ServiceBody>;

export const ServiceImageUploadResult = Type.Object({ image: Type.String(), imageThumbnail: Type.String() });
export type ServiceImageUploadResult = Static<typeof ServiceImageUploadResult>;
