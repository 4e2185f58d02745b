import type { TFunction } from 'i18next';
import { LIMITS } from '@agrocadena/contracts/core';
import { dependentResets, isSocialId, personRules, resetDependentPersonFields } from './person-rules';

describe('isSocialId', () => {
  it('takes digits, letters and dashes within the contract limits', () => {
    expect(isSocialId('1044556677')).toBe(true);
    expect(isSocialId('900123456-7')).toBe(true);
    expect(isSocialId('AB123')).toBe(true);
    expect(isSocialId('x'.repeat(LIMITS.socialIdMin))).toBe(true);
    expect(isSocialId('x'.repeat(LIMITS.socialIdMax))).toBe(true);
  });

  it('refuses other characters and lengths', () => {
    expect(isSocialId('x'.repeat(LIMITS.socialIdMin - 1))).toBe(false);
    expect(isSocialId('x'.repeat(LIMITS.socialIdMax + 1))).toBe(false);
    expect(isSocialId('10 445 566')).toBe(false);
    expect(isSocialId('10.445.566')).toBe(false);
  });
});

describe('dependentResets', () => {
  it('chooses NIT for a juridical person, the only id type it has', () => {
    expect(dependentResets({ personType: 'JURIDICAL' }, { socialIdType: 'CC' })).toEqual({ socialIdType: 'NIT' });
    expect(dependentResets({ personType: 'JURIDICAL' }, {})).toEqual({ socialIdType: 'NIT' });
  });

  it('empties an id type the new person type does not allow and keeps one it does', () => {
    const resets = dependentResets({ personType: 'NATURAL' }, { socialIdType: 'NIT' });
    expect(resets).toHaveProperty('socialIdType', undefined);
    expect(dependentResets({ personType: 'NATURAL' }, { socialIdType: 'CE' })).toEqual({});
  });

  it('empties the town when the department changes', () => {
    const resets = dependentResets({ department: 5 }, { socialIdType: 'CC' });
    expect(Object.keys(resets)).toEqual(['town']);
    expect(resets.town).toBeUndefined();
  });

  it('leaves the form alone for other changes', () => {
    expect(dependentResets({}, { socialIdType: 'CC' })).toEqual({});
  });
});

describe('resetDependentPersonFields', () => {
  it('sets each stale field on the form', () => {
    const setFieldValue = jest.fn();
    resetDependentPersonFields({ setFieldValue }, { personType: 'JURIDICAL', department: 8 }, { socialIdType: 'CC' });
    expect(setFieldValue.mock.calls).toEqual([
      ['socialIdType', 'NIT'],
      ['town', undefined],
    ]);
  });
});

describe('personRules', () => {
  const t = ((key: string, options?: object) => (options ? `${key} ${JSON.stringify(options)}` : key)) as unknown as TFunction;
  const rules = personRules(t);

  it('limits the names and the address as the contracts do', () => {
    expect(rules.firstName).toContainEqual({ max: LIMITS.personName, message: `common:validation.tooLong {"max":${LIMITS.personName}}` });
    expect(rules.lastName).toEqual([{ max: LIMITS.personName, message: `common:validation.tooLong {"max":${LIMITS.personName}}` }]);
    expect(rules.enterpriseName).toContainEqual(expect.objectContaining({ max: LIMITS.enterpriseName }));
    expect(rules.address).toContainEqual(expect.objectContaining({ max: LIMITS.address }));
  });

  it('checks the phone with the contract pattern', () => {
    const [{ pattern }] = rules.phone;
    expect(pattern?.test('+57 605 3456789')).toBe(true);
    expect(pattern?.test('(605) 345-6789')).toBe(true);
    expect(pattern?.test('12345')).toBe(false);
    expect(pattern?.test('call me')).toBe(false);
  });

  it('reports a bad id number, and leaves an empty one to the required rule', async () => {
    const validator = (rules.socialId[1] as { validator: (rule: unknown, value?: string) => Promise<void> }).validator;
    await expect(validator({}, '12')).rejects.toThrow('common:validation.invalidSocialId');
    await expect(validator({}, '900123456-7')).resolves.toBeUndefined();
    await expect(validator({}, '')).resolves.toBeUndefined();
  });
});
