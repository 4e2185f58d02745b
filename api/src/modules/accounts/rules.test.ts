import { AppError } from '../../errors';
import type { SignUpBody } from '@agrocadena/contracts';
import { displayName, normaliseEmail, normaliseProfile, normaliseSignUp } from './rules';

const natural: SignUpBody = {
  email: ' Ana@Example.CO ',
  password: 'secreto123',
  userType: 'AGRO',
  personType: 'NATURAL',
  socialIdType: 'CC',
  socialId: ' 1047 ',
  firstName: ' Ana  María ',
  lastName: 'Polo',
  enterpriseName: 'Dropped S.A.S.',
  phoneNumbers: [' 3001234567 ', ''],
  town: '08001',
  address: ' Calle 1 ',
};
const juridical: SignUpBody = { ...natural, personType: 'JURIDICAL', socialIdType: 'NIT', enterpriseName: ' Lácteos S.A.S. ' };

function fieldOf(fn: () => unknown): { field?: string; reason?: string } {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    return (e as AppError).details;
  }
  throw new Error('expected a validation error');
}

describe('normaliseSignUp', () => {
  test('natural person: trimmed, lower-case email, enterprise name dropped, language fallback', () => {
    expect(normaliseSignUp(natural, 'en')).toEqual({
      email: 'ana@example.co',
      personType: 'NATURAL',
      socialIdType: 'CC',
      socialId: '1047',
      firstName: 'Ana María',
      lastName: 'Polo',
      enterpriseName: null,
      phoneNumbers: ['3001234567'],
      townId: '08001',
      address: 'Calle 1',
      userType: 'AGRO',
      password: 'secreto123',
      language: 'en',
    });
    expect(normaliseSignUp({ ...natural, language: 'es' }, 'en').language).toBe('es');
  });

  test('juridical person: names dropped, enterprise name kept', () => {
    const out = normaliseSignUp(juridical, 'es');
    expect(out).toMatchObject({ firstName: null, lastName: null, enterpriseName: 'Lácteos S.A.S.', socialIdType: 'NIT' });
  });

  test.each([
    [{ firstName: '  ' }, 'firstName', 'required'],
    [{ firstName: null }, 'firstName', 'required'],
    [{ lastName: undefined }, 'lastName', 'required'],
    [{ socialIdType: 'NIT' as const }, 'socialIdType', 'naturalIdType'],
    [{ phoneNumbers: ['  '] }, 'phoneNumbers', 'required'],
    [{ address: '  ' }, 'address', 'required'],
    [{ email: 'no-at-sign' }, 'email', 'email'],
    [{ password: 'short' }, 'password', 'minLength'],
    [{ password: '          ' }, 'password', 'required'],
  ])('natural %o → %s', (override, field, reason) => {
    expect(fieldOf(() => normaliseSignUp({ ...natural, ...override } as SignUpBody, 'es'))).toMatchObject({ field, reason });
  });

  test.each([
    [{ enterpriseName: undefined }, 'enterpriseName', 'required'],
    [{ socialIdType: 'CC' as const }, 'socialIdType', 'juridicalIdType'],
    [{ socialIdType: 'PASAPORTE' as const }, 'socialIdType', 'juridicalIdType'],
  ])('juridical %o → %s', (override, field, reason) => {
    expect(fieldOf(() => normaliseSignUp({ ...juridical, ...override } as SignUpBody, 'es'))).toMatchObject({ field, reason });
  });
});

describe('normaliseProfile', () => {
  const { password: _p, userType: _u, ...profile } = natural;
  test('a natural person needs only the first name', () => {
    expect(normaliseProfile({ ...profile, lastName: null })).toMatchObject({ firstName: 'Ana María', lastName: null, enterpriseName: null });
    expect(fieldOf(() => normaliseProfile({ ...profile, firstName: '' }))).toMatchObject({ field: 'firstName' });
  });
  test('language only when given', () => {
    expect(normaliseProfile(profile)).not.toHaveProperty('language');
    expect(normaliseProfile({ ...profile, language: 'en' }).language).toBe('en');
  });
});

test('normaliseEmail and displayName', () => {
  expect(normaliseEmail('  A@B.Co ')).toBe('a@b.co');
  expect(displayName({ firstName: 'Ana', lastName: 'Polo', enterpriseName: null })).toBe('Ana Polo');
  expect(displayName({ firstName: null, lastName: null, enterpriseName: 'Lácteos' })).toBe('Lácteos');
});
