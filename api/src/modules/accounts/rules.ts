import { validationError } from '../../errors';
import {
  ID_TYPES_BY_PERSON,
  LIMITS,
  type Language,
  type PersonType,
  type SignUpBody,
  type SocialIdType,
  type UpdateUserBody,
  type UserType,
} from '@agrocadena/contracts';
import { checkPasswordPolicy } from './passwords';
import { line, requiredLine } from '../../util/text';

export const NATURAL_ID_TYPES: readonly SocialIdType[] = ID_TYPES_BY_PERSON.NATURAL;
export const JURIDICAL_ID_TYPES: readonly SocialIdType[] = ID_TYPES_BY_PERSON.JURIDICAL;

/** The identity and contact part shared by sign-up and profile edit, after normalisation. */
export interface AccountFields {
  email: string;
  personType: PersonType;
  socialIdType: SocialIdType;
  socialId: string;
  firstName: string | null;
  lastName: string | null;
  enterpriseName: string | null;
  phoneNumbers: string[];
  townId: string;
  address: string;
}

export interface SignUpFields extends AccountFields {
  userType: UserType;
  password: string;
  language: Language;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Natural and juridical persons (docs/domain.md#accounts): a natural person needs first name (and,
 * at sign-up, last name) and a CC/CE/PASAPORTE id, and loses any enterprise name; a juridical
 * person needs an enterprise name and a NIT, and loses first and last names.
 */
function normaliseAccount(input: Omit<UpdateUserBody, 'language'>, opts: { lastNameRequired: boolean }): AccountFields {
  const email = normaliseEmail(input.email ?? '');
  if (!email) throw validationError('email', 'required');
  if (!EMAIL_RE.test(email)) throw validationError('email', 'email');

  const socialId = requiredLine(input.socialId, 'socialId');
  const base = {
    email,
    personType: input.personType,
    socialIdType: input.socialIdType,
    socialId,
  };

  let names: Pick<AccountFields, 'firstName' | 'lastName' | 'enterpriseName'>;
  if (input.personType === 'NATURAL') {
    if (!NATURAL_ID_TYPES.includes(input.socialIdType)) throw validationError('socialIdType', 'naturalIdType');
    const firstName = requiredLine(input.firstName, 'firstName');
    const lastName = opts.lastNameRequired ? requiredLine(input.lastName, 'lastName') : line(input.lastName);
    names = { firstName, lastName, enterpriseName: null };
  } else {
    if (!JURIDICAL_ID_TYPES.includes(input.socialIdType)) throw validationError('socialIdType', 'juridicalIdType');
    names = { firstName: null, lastName: null, enterpriseName: requiredLine(input.enterpriseName, 'enterpriseName') };
  }

  const phoneNumbers = (input.phoneNumbers ?? []).map((p) => line(p)).filter((p): p is string => p !== null);
  if (phoneNumbers.length === 0) throw validationError('phoneNumbers', 'required');

  const townId = requiredLine(input.town, 'town');
  const address = requiredLine(input.address, 'address');
  if (address.length < LIMITS.addressMin) throw validationError('address', 'minLength', { limit: LIMITS.addressMin });

  return { ...base, ...names, phoneNumbers, townId, address };
}

export function normaliseSignUp(body: SignUpBody, fallbackLanguage: Language): SignUpFields {
  const account = normaliseAccount(body, { lastNameRequired: true });
  checkPasswordPolicy(body.password);
  return { ...account, userType: body.userType, password: body.password, language: body.language ?? fallbackLanguage };
}

/** Profile edit: the same rules, except that a natural person's first name is the only name required (docs/domain.md#accounts). */
export function normaliseProfile(body: UpdateUserBody): AccountFields & { language?: Language } {
  const account = normaliseAccount(body, { lastNameRequired: false });
  return body.language ? { ...account, language: body.language } : account;
}

/** Name to greet the user with in mails and logs. */
export function displayName(user: { firstName: string | null; lastName: string | null; enterpriseName: string | null }): string {
  return user.enterpriseName ?? [user.firstName, user.lastName].filter(Boolean).join(' ');
}
