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
    ...(natural
      ? { firstName: text(values.firstName), lastName: text(values.lastName) }
      : { enterpriseName: text(values.enterpriseName) }),
    phoneNumbers: [text(values.phone)],
    town: values.town ?? '',
    address: text(values.address),
    language,
  };
}

/** The form field a server-side validation error points at (`field` of a 400). */
export function formFieldOf(apiField: string | undefined): keyof SignUpValues | undefined {
  if (!apiField) return undefined;
  const name = apiField.replace(/^\/?body\/?/, '').split(/[./[]/)[0];
  if (name === 'phoneNumbers') return 'phone';
  const known: (keyof SignUpValues)[] = [
    'email', 'personType', 'socialIdType', 'socialId', 'firstName', 'lastName', 'enterpriseName',
    'town', 'address', 'userType', 'password',
  ];
  return known.find((k) => k === name);
}
