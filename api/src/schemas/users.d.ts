import { type Static } from '@sinclair/typebox';
export declare const USER_TYPES: readonly ["REQUESTER", "AGRO", "ENTERPRISE", "LOGISTIC", "SUPPLIER", "MINORIST"];
export declare const PERSON_TYPES: readonly ["NATURAL", "JURIDICAL"];
export declare const SOCIAL_ID_TYPES: readonly ["CC", "CE", "PASAPORTE", "NIT"];
export declare const LANGUAGES: readonly ["es", "en"];
export declare const UserType: import("@sinclair/typebox").TUnion<import("@sinclair/typebox").TLiteral<"REQUESTER" | "AGRO" | "ENTERPRISE" | "LOGISTIC" | "SUPPLIER" | "MINORIST">[]>;
export type UserType = Static<typeof UserType>;
export declare const PersonType: import("@sinclair/typebox").TUnion<import("@sinclair/typebox").TLiteral<"NATURAL" | "JURIDICAL">[]>;
export type PersonType = Static<typeof PersonType>;
export declare const SocialIdType: import("@sinclair/typebox").TUnion<import("@sinclair/typebox").TLiteral<"CC" | "CE" | "PASAPORTE" | "NIT">[]>;
export type SocialIdType = Static<typeof SocialIdType>;
export declare const Language: import("@sinclair/typebox").TUnion<import("@sinclair/typebox").TLiteral<"es" | "en">[]>;
export type Language = Static<typeof Language>;
/** What the client keeps under the local key USER after login. */
export declare const SessionUser: import("@sinclair/typebox").TObject<{
    _id: import("@sinclair/typebox").TString;
    email: import("@sinclair/typebox").TString;
    userType: import("@sinclair/typebox").TUnion<import("@sinclair/typebox").TLiteral<"REQUESTER" | "AGRO" | "ENTERPRISE" | "LOGISTIC" | "SUPPLIER" | "MINORIST">[]>;
    firstName: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
    lastName: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
    enterpriseName: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
    token: import("@sinclair/typebox").TString;
    /** When the session token stops working (12 h, or 30 days with rememberPassword). */
    expiresAt: import("@sinclair/typebox").TOptional<import("@sinclair/typebox").TString>;
}>;
export type SessionUser = Static<typeof SessionUser>;
/** The full profile returned by GET /users/{id} (own account only). */
export declare const UserProfile: import("@sinclair/typebox").TObject<{
    _id: import("@sinclair/typebox").TString;
    email: import("@sinclair/typebox").TString;
    userType: import("@sinclair/typebox").TUnion<import("@sinclair/typebox").TLiteral<"REQUESTER" | "AGRO" | "ENTERPRISE" | "LOGISTIC" | "SUPPLIER" | "MINORIST">[]>;
    personType: import("@sinclair/typebox").TUnion<import("@sinclair/typebox").TLiteral<"NATURAL" | "JURIDICAL">[]>;
    socialIdType: import("@sinclair/typebox").TUnion<import("@sinclair/typebox").TLiteral<"CC" | "CE" | "PASAPORTE" | "NIT">[]>;
    socialId: import("@sinclair/typebox").TString;
    firstName: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
    lastName: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
    enterpriseName: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
    phoneNumbers: import("@sinclair/typebox").TArray<import("@sinclair/typebox").TString>;
    town: import("@sinclair/typebox").TObject<{
        _id: import("@sinclair/typebox").TString;
        name: import("@sinclair/typebox").TString;
        departmentId: import("@sinclair/typebox").TInteger;
    }>;
    address: import("@sinclair/typebox").TString;
    /** URL of the photo, or null. */
    photo: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>;
    /** URL of a small square version of the photo, or null. */
    photoThumbnail: import("@sinclair/typebox").TOptional<import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>>;
    language: import("@sinclair/typebox").TUnion<import("@sinclair/typebox").TLiteral<"es" | "en">[]>;
    createdAt: import("@sinclair/typebox").TString;
}>;
export type UserProfile = Static<typeof UserProfile>;
export declare const SignUpBody: import("@sinclair/typebox").TObject<{
    email: import("@sinclair/typebox").TString;
    password: import("@sinclair/typebox").TString;
    userType: import("@sinclair/typebox").TUnion<import("@sinclair/typebox").TLiteral<"REQUESTER" | "AGRO" | "ENTERPRISE" | "LOGISTIC" | "SUPPLIER" | "MINORIST">[]>;
    personType: import("@sinclair/typebox").TUnion<import("@sinclair/typebox").TLiteral<"NATURAL" | "JURIDICAL">[]>;
    socialIdType: import("@sinclair/typebox").TUnion<import("@sinclair/typebox").TLiteral<"CC" | "CE" | "PASAPORTE" | "NIT">[]>;
    socialId: import("@sinclair/typebox").TString;
    firstName: import("@sinclair/typebox").TOptional<import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>>;
    lastName: import("@sinclair/typebox").TOptional<import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>>;
    enterpriseName: import("@sinclair/typebox").TOptional<import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>>;
    phoneNumbers: import("@sinclair/typebox").TArray<import("@sinclair/typebox").TString>;
    /** Town id (DANE municipality code). */
    town: import("@sinclair/typebox").TString;
    address: import("@sinclair/typebox").TString;
    language: import("@sinclair/typebox").TOptional<import("@sinclair/typebox").TUnion<import("@sinclair/typebox").TLiteral<"es" | "en">[]>>;
}>;
export type SignUpBody = Static<typeof SignUpBody>;
export declare const UpdateUserBody: import("@sinclair/typebox").TObject<{
    email: import("@sinclair/typebox").TString;
    personType: import("@sinclair/typebox").TUnion<import("@sinclair/typebox").TLiteral<"NATURAL" | "JURIDICAL">[]>;
    socialIdType: import("@sinclair/typebox").TUnion<import("@sinclair/typebox").TLiteral<"CC" | "CE" | "PASAPORTE" | "NIT">[]>;
    socialId: import("@sinclair/typebox").TString;
    firstName: import("@sinclair/typebox").TOptional<import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>>;
    lastName: import("@sinclair/typebox").TOptional<import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>>;
    enterpriseName: import("@sinclair/typebox").TOptional<import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TString, import("@sinclair/typebox").TNull]>>;
    phoneNumbers: import("@sinclair/typebox").TArray<import("@sinclair/typebox").TString>;
    town: import("@sinclair/typebox").TString;
    address: import("@sinclair/typebox").TString;
    language: import("@sinclair/typebox").TOptional<import("@sinclair/typebox").TUnion<import("@sinclair/typebox").TLiteral<"es" | "en">[]>>;
}>;
export type UpdateUserBody = Static<typeof UpdateUserBody>;
export declare const LoginBody: import("@sinclair/typebox").TObject<{
    email: import("@sinclair/typebox").TString;
    password: import("@sinclair/typebox").TString;
    rememberPassword: import("@sinclair/typebox").TOptional<import("@sinclair/typebox").TBoolean>;
}>;
export type LoginBody = Static<typeof LoginBody>;
export declare const EmailBody: import("@sinclair/typebox").TObject<{
    email: import("@sinclair/typebox").TString;
}>;
export type EmailBody = Static<typeof EmailBody>;
/** POST /restorePassword: the token from the mailed link. */
export declare const RestorePasswordBody: import("@sinclair/typebox").TObject<{
    token: import("@sinclair/typebox").TString;
    email: import("@sinclair/typebox").TString;
    password: import("@sinclair/typebox").TString;
}>;
export type RestorePasswordBody = Static<typeof RestorePasswordBody>;
/** POST /changePassword: logged in; the email must be the caller's. */
export declare const ChangePasswordBody: import("@sinclair/typebox").TObject<{
    email: import("@sinclair/typebox").TString;
    password: import("@sinclair/typebox").TString;
}>;
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;
export declare const UnseenRequestCounts: import("@sinclair/typebox").TObject<{
    sent: import("@sinclair/typebox").TInteger;
    received: import("@sinclair/typebox").TInteger;
}>;
export type UnseenRequestCounts = Static<typeof UnseenRequestCounts>;
export declare const SignUpResult: import("@sinclair/typebox").TObject<{
    _id: import("@sinclair/typebox").TString;
    email: import("@sinclair/typebox").TString;
}>;
export type SignUpResult = Static<typeof SignUpResult>;
export declare const VerifyTokenQuery: import("@sinclair/typebox").TObject<{
    token: import("@sinclair/typebox").TString;
}>;
export type VerifyTokenQuery = Static<typeof VerifyTokenQuery>;
/** POST /upload type=userPhoto answer: URLs of the stored photo and its thumbnail. */
export declare const PhotoUploadResult: import("@sinclair/typebox").TObject<{
    photo: import("@sinclair/typebox").TString;
    thumbnail: import("@sinclair/typebox").TString;
}>;
export type PhotoUploadResult = Static<typeof PhotoUploadResult>;
