import { Type, type Static } from '@sinclair/typebox';

export const USER_TYPES = ['REQUESTER', 'AGRO', 'ENTERPRISE', 'LOGISTIC', 'SUPPLIER', 'MINORIST'] as const;
export const PERSON_TYPES = ['NATURAL', 'JURIDICAL'] as const;
export const SOCIAL_ID_TYPES = ['CC', 'CE', 'PASAPORTE', 'NIT'] as const;
export const LANGUAGES = ['es', 'en'] as const;

export const UserType = Type.Union(USER_TYPES.map((t) => Type.Literal(t)));
export type UserType = Static<typeof UserType>;
export const PersonType = Type.Union(PERSON_TYPES.map((t) => Type.Literal(t)));
export type PersonType = Static<typeof PersonType>;
export const SocialIdType = Type.Union(SOCIAL_ID_TYPES.map((t) => Type.Literal(t)));
export type SocialIdType = Static<typeof SocialIdType>;
export const Language = Type.Union(LANGUAGES.map((t) => Type.Literal(t)));
export type Language = Static<typeof Language>;

/** What the client keeps under the local key USER after login. */
export const SessionUser = Type.Object({
  _id: Type.String(),
  email: Type.String(),
  userType: UserType,
  firstName: Type.Union([Type.String(), Type.Null()]),
  lastName: Type.Union([Type.String(), Type.Null()]),
  enterpriseName: Type.Union([Type.String(), Type.Null()]),
  token: Type.String(),
  /** When the session token stops working (12 h, or 30 days with rememberPassword). */
  expiresAt: Type.Optional(Type.String({ format: 'date-time' })),
});
export type SessionUser = Static<typeof SessionUser>;

/** The full profile returned by GET /users/{id} (own account only). */
export const UserProfile = Type.Object({
  _id: Type.String(),
  email: Type.String(),
  userType: UserType,
  personType: PersonType,
  socialIdType: SocialIdType,
  socialId: Type.String(),
  firstName: Type.Union([Type.String(), Type.Null()]),
  lastName: Type.Union([Type.String(), Type.Null()]),
  enterpriseName: Type.Union([Type.String(), Type.Null()]),
  phoneNumbers: Type.Array(Type.String()),
  town: Type.Object({ _id: Type.String(), name: Type.String(), departmentId: Type.Integer() }),
  address: Type.String(),
  /** URL of the photo, or null. */
  photo: Type.Union([Type.String(), Type.Null()]),
  /** URL of a small square version of the photo, or null. */
  photoThumbnail: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  language: Language,
  createdAt: Type.String({ format: 'date-time' }),
});
export type UserProfile = Static<typeof UserProfile>;

const Email = Type.String({ format: 'email', maxLength: 254 });
const Phone = Type.String({ minLength: 7, maxLength: 20, pattern: '^\\+?[0-9 ()-]{7,20}$' });

export const SignUpBody = Type.Object({
  email: Email,
  password: Type.String({ minLength: 8, maxLength: 128 }),
  userType: UserType,
  personType: PersonType,
  socialIdType: SocialIdType,
  socialId: Type.String({ minLength: 3, maxLength: 20, pattern: '^[0-9A-Za-z-]+$' }),
  // Null is accepted and treated like absent: the names of the other person type are dropped.
  firstName: Type.Optional(Type.Union([Type.String({ maxLength: 80 }), Type.Null()])),
  lastName: Type.Optional(Type.Union([Type.String({ maxLength: 80 }), Type.Null()])),
  enterpriseName: Type.Optional(Type.Union([Type.String({ maxLength: 120 }), Type.Null()])),
  phoneNumbers: Type.Array(Phone, { minItems: 1, maxItems: 3 }),
  /** Town id (DANE municipality code). */
  town: Type.String({ minLength: 1 }),
  address: Type.String({ minLength: 3, maxLength: 200 }),
  language: Type.Optional(Language),
});
export type SignUpBody = Static<typeof SignUpBody>;

export const UpdateUserBody = Type.Object({
  email: Email,
  personType: PersonType,
  socialIdType: SocialIdType,
  socialId: Type.String({ minLength: 3, maxLength: 20, pattern: '^[0-9A-Za-z-]+$' }),
  firstName: Type.Optional(Type.Union([Type.String({ maxLength: 80 }), Type.Null()])),
  lastName: Type.Optional(Type.Union([Type.String({ maxLength: 80 }), Type.Null()])),
  enterpriseName: Type.Optional(Type.Union([Type.String({ maxLength: 120 }), Type.Null()])),
  phoneNumbers: Type.Array(Phone, { minItems: 1, maxItems: 3 }),
  town: Type.String({ minLength: 1 }),
  address: Type.String({ minLength: 3, maxLength: 200 }),
  language: Type.Optional(Language),
});
export type UpdateUserBody = Static<typeof UpdateUserBody>;

export const LoginBody = Type.Object({
  email: Type.String({ maxLength: 254 }),
  password: Type.String({ maxLength: 128 }),
  rememberPassword: Type.Optional(Type.Boolean()),
});
export type LoginBody = Static<typeof LoginBody>;

export const EmailBody = Type.Object({ email: Type.String({ maxLength: 254 }) });
export type EmailBody = Static<typeof EmailBody>;

/** POST /restorePassword: the token from the mailed link. */
export const RestorePasswordBody = Type.Object({
  token: Type.String({ minLength: 1 }),
  email: Type.String({ maxLength: 254 }),
  password: Type.String({ minLength: 8, maxLength: 128 }),
});
export type RestorePasswordBody = Static<typeof RestorePasswordBody>;

/** POST /changePassword: logged in; the email must be the caller's. */
export const ChangePasswordBody = Type.Object({
  email: Type.String({ maxLength: 254 }),
  password: Type.String({ minLength: 8, maxLength: 128 }),
});
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const UnseenRequestCounts = Type.Object({ sent: Type.Integer(), received: Type.Integer() });
export type UnseenRequestCounts = Static<typeof UnseenRequestCounts>;

export const SignUpResult = Type.Object({ _id: Type.String(), email: Type.String() });
export type SignUpResult = Static<typeof SignUpResult>;

export const VerifyTokenQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });
export type VerifyTokenQuery = Static<typeof VerifyTokenQuery>;

/** POST /upload type=userPhoto answer: URLs of the stored photo and its thumbnail. */
export const PhotoUploadResult = Type.Object({ photo: Type.String(), thumbnail: Type.String() });
export type PhotoUploadResult = Static<typeof PhotoUploadResult>;
