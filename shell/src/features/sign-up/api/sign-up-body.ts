import type { Language, PersonType, SignUpBody, SocialIdType, UserType } from '@agrocadena/contracts';

export interface SignUpValues {
  email?: string;
  personType?: PersonType;
  socialIdType?: SocialIdType;
  socialId?: string;
  phone?: string;
  firstName?: string;
  lastName?: string;
  enterpriseName?: string;
  department?: number;
  town?: string;
  address?: string;
  userType?: UserType;
  password?: string;
  repeatPassword?: string;
}

/** The form's answers as POST /signUp expects them: only the names that fit the person type. */
export function toSignUpBody(values: SignUpValues, language: Language): SignUpBody {
  const text = (value?: string) => (value ?? '').trim();
  const natural = values.personType === 'NATURAL';
  return {
    email: text(values.email),
    password: values.password ?? '',
    userType: values.userType!,
    personType: values.personType!,
    socialIdType: values.socialIdType!,
    socialId: text(values.socialId),
    ...(natural ? { firstName: text(values.firstName), lastName: text(values.lastName) } : { enterpriseName: text(values.enterpriseName) }),
    phoneNumbers: [text(values.phone)],
    town: values.town ?? '',
    address: text(values.address),
    language,
  };
}

/** The form's fields as the server names them: one phone in the form, a list on the server. */
export const SIGN_UP_FIELDS = {
  fields: [
    'email',
    'personType',
    'socialIdType',
    'socialId',
    'firstName',
    'lastName',
    'enterpriseName',
    'town',
    'address',
    'userType',
    'password',
    'phone',
  ],
  aliases: { phoneNumbers: 'phone' },
};
