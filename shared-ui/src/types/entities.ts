// Entity types come from the API's TypeBox schemas: one source of truth.
export type {
  SessionUser,
  UserProfile,
  UserType,
  PersonType,
  SocialIdType,
  SignUpBody,
  UpdateUserBody,
  LoginBody,
  UnseenRequestCounts,
  Department,
  Town,
} from 'api/src/schemas';
