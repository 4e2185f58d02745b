import type { PersonType, SocialIdType, UpdateUserBody, UserProfile } from '@agrocadena/contracts';
import { idTypesFor } from '@agrocadena/shared-ui';

/** What the profile form holds: the API body plus the department that drives the town list. */
export interface ProfileFormValues {
  personType?: PersonType;
  socialIdType?: SocialIdType;
  socialId?: string;
  firstName?: string | null;
  lastName?: string | null;
  enterpriseName?: string | null;
  email?: string;
  phoneNumbers?: (string | undefined)[];
  department?: number;
  town?: string;
  address?: string;
}

type FieldName = Exclude<keyof ProfileFormValues, 'phoneNumbers'> | 'phoneNumbers';

const COMMON_REQUIRED: FieldName[] = ['personType', 'socialIdType', 'socialId', 'email', 'phoneNumbers', 'department', 'town', 'address'];

/** docs/domain.md#accounts: a natural person needs a first name, a juridical person an enterprise name. */
export function requiredProfileFields(personType: PersonType | undefined): FieldName[] {
  return personType === 'JURIDICAL' ? [...COMMON_REQUIRED, 'enterpriseName'] : [...COMMON_REQUIRED, 'firstName'];
}

const filled = (value: unknown) => (typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null);

export const cleanPhones = (phones: ProfileFormValues['phoneNumbers']) => (phones ?? []).map((p) => (p ?? '').trim()).filter((p) => p !== '');

/** The required fields that are empty (or, for the id type, not valid for the person type). */
export function missingProfileFields(values: ProfileFormValues): FieldName[] {
  return requiredProfileFields(values.personType).filter((name) => {
    if (name === 'phoneNumbers') return cleanPhones(values.phoneNumbers).length === 0;
    if (name === 'socialIdType') return !values.socialIdType || !idTypesFor(values.personType).includes(values.socialIdType);
    return !filled(values[name]);
  });
}

const trimmedOrNull = (value: string | null | undefined) => {
  const v = (value ?? '').trim();
  return v === '' ? null : v;
};

/** The PUT body: the names that do not belong to the person type are sent as null. */
export function toUpdateUserBody(values: ProfileFormValues): UpdateUserBody {
  const natural = values.personType !== 'JURIDICAL';
  return {
    personType: natural ? 'NATURAL' : 'JURIDICAL',
    socialIdType: values.socialIdType as SocialIdType,
    socialId: (values.socialId ?? '').trim(),
    firstName: natural ? trimmedOrNull(values.firstName) : null,
    lastName: natural ? trimmedOrNull(values.lastName) : null,
    enterpriseName: natural ? null : trimmedOrNull(values.enterpriseName),
    email: (values.email ?? '').trim(),
    phoneNumbers: cleanPhones(values.phoneNumbers),
    town: values.town as string,
    address: (values.address ?? '').trim(),
  };
}

export function profileToFormValues(profile: UserProfile): ProfileFormValues {
  return {
    personType: profile.personType,
    socialIdType: profile.socialIdType,
    socialId: profile.socialId,
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    enterpriseName: profile.enterpriseName ?? '',
    email: profile.email,
    phoneNumbers: profile.phoneNumbers.length > 0 ? profile.phoneNumbers : [''],
    department: profile.town?.departmentId,
    town: profile.town?._id,
    address: profile.address,
  };
}

/** The form's fields as the server names them. */
export const PROFILE_FIELDS = {
  fields: ['personType', 'socialIdType', 'socialId', 'firstName', 'lastName', 'enterpriseName', 'email', 'town', 'address'],
  lists: ['phoneNumbers'],
};
