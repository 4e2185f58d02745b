import { Type, type Static } from '@sinclair/typebox';
import { LANGUAGES, PERSON_TYPES, SOCIAL_ID_TYPES, USER_TYPES } from '../enums';
import { LIMITS } from '../limits';
import { PATTERNS } from '../patterns';
import { Nullable, OneOf } from './common';

export const UserType = OneOf(USER_TYPES);
export type UserType = Static<typeof UserType>;
export const PersonType = OneOf(PERSON_TYPES);
export type PersonType = Static<typeof PersonType>;
export const SocialIdType = OneOf(SOCIAL_ID_TYPES);
export type SocialIdType = Static<typeof SocialIdType>;
export const Language = OneOf(LANGUAGES);
export type Language = Static<typeof Language>;

/** What the client keeps under the local key USER after login. */
export const SessionUser = Type.Object({
  _id: Type.String(),
  email: Type.String(),
  userType: UserType,
  firstName: Nullable(Type.String()),
  lastName: Nullable(Type.String()),
  enterpriseName: Nullable(Type.String()),
  token: Type.String(),
  /** The photo's small square version for the top bar, or null; signed, so it works for a while only (GET /users/{id} signs it anew). */
  photoThumbnail: Type.Optional(Nullable(Type.String())),
  /** When the session token stops working (12 h, or 30 days with rememberPassword). */
  expiresAt: Type.Optional(Type.String({ format: 'date-time' })),
});
export type SessionUser = Static<typeof SessionUser>;

/** The full profile returned by GET /users/{id} (own account only). */
export const UserProfile = Type.Object({
  _id: Type.String(),
  email: Type.String(),
  /** A new address asked for in the profile, not yet confirmed from its mailed link (the email stays until then). */
  pendingEmail: Nullable(Type.String()),
  userType: UserType,
  personType: PersonType,
  socialIdType: SocialIdType,
  socialId: Type.String(),
  firstName: Nullable(Type.String()),
  lastName: Nullable(Type.String()),
  enterpriseName: Nullable(Type.String()),
  phoneNumbers: Type.Array(Type.String()),
  town: Type.Object({ _id: Type.String(), name: Type.String(), departmentId: Type.Integer() }),
  address: Type.String(),
  /** URL of the photo, or null. */
  photo: Nullable(Type.String()),
  /** URL of a small square version of the photo, or null. */
  photoThumbnail: Type.Optional(Nullable(Type.String())),
  language: Language,
  createdAt: Type.String({ format: 'date-time' }),
});
export type UserProfile = Static<typeof UserProfile>;

const Email = Type.String({ format: 'email', maxLength: LIMITS.email });
const LooseEmail = Type.String({ maxLength: LIMITS.email });
const Password = Type.String({ minLength: LIMITS.passwordMin, maxLength: LIMITS.passwordMax });
const Phone = Type.String({ minLength: LIMITS.phoneMin, maxLength: LIMITS.phoneMax, pattern: PATTERNS.phone });
const SocialId = Type.String({ minLength: LIMITS.socialIdMin, maxLength: LIMITS.socialIdMax, pattern: PATTERNS.socialId });
// Null is accepted and treated like absent: the names of the other person type are dropped.
const PersonName = Type.Optional(Nullable(Type.String({ maxLength: LIMITS.personName })));
const EnterpriseName = Type.Optional(Nullable(Type.String({ maxLength: LIMITS.enterpriseName })));

/** The person, id and place fields sign-up and the profile share. */
const PersonFields = {
  personType: PersonType,
  socialIdType: SocialIdType,
  socialId: SocialId,
  firstName: PersonName,
  lastName: PersonName,
  enterpriseName: EnterpriseName,
  phoneNumbers: Type.Array(Phone, { minItems: 1, maxItems: LIMITS.phonesMax }),
  /** Town id (DANE municipality code). */
  town: Type.String({ minLength: 1 }),
  address: Type.String({ minLength: LIMITS.addressMin, maxLength: LIMITS.address }),
  language: Type.Optional(Language),
};

export const SignUpBody = Type.Object({ email: Email, password: Password, userType: UserType, ...PersonFields });
export type SignUpBody = Static<typeof SignUpBody>;

export const UpdateUserBody = Type.Object({ email: Email, ...PersonFields });
export type UpdateUserBody = Static<typeof UpdateUserBody>;

export const LoginBody = Type.Object({
  email: LooseEmail,
  password: Type.String({ maxLength: LIMITS.passwordMax }),
  rememberPassword: Type.Optional(Type.Boolean()),
});
export type LoginBody = Static<typeof LoginBody>;

export const EmailBody = Type.Object({ email: LooseEmail });
export type EmailBody = Static<typeof EmailBody>;

/** POST /restorePassword: the token from the mailed link. */
export const RestorePasswordBody = Type.Object({ token: Type.String({ minLength: 1 }), email: LooseEmail, password: Password });
export type RestorePasswordBody = Static<typeof RestorePasswordBody>;

/** POST /changePassword: logged in; the email must be the caller's. */
export const ChangePasswordBody = Type.Object({ email: LooseEmail, password: Password });
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const UnseenRequestCounts = Type.Object({ sent: Type.Integer(), received: Type.Integer() });
export type UnseenRequestCounts = Static<typeof UnseenRequestCounts>;

/**
 * POST /signUp's answer: the address, normalised. The same whether or not it already had an
 * account, so it carries nothing an account would add (no id).
 */
export const SignUpResult = Type.Object({ email: Type.String() });
export type SignUpResult = Static<typeof SignUpResult>;

export const VerifyTokenQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: LIMITS.token }) });

/** POST /confirmEmailChange: the token of the link mailed to the new address; answers that address. */
export const ConfirmEmailChangeBody = Type.Object({ token: Type.String({ minLength: 1, maxLength: LIMITS.token }) });
export type ConfirmEmailChangeBody = Static<typeof ConfirmEmailChangeBody>;
export const EmailChanged = Type.Object({ _id: Type.String(), email: Type.String() });
export type EmailChanged = Static<typeof EmailChanged>;
export type VerifyTokenQuery = Static<typeof VerifyTokenQuery>;
