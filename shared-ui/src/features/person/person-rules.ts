import type { RuleObject } from '@rc-component/form';
import type { TFunction } from 'i18next';
import type { PersonType, SocialIdType } from '@agrocadena/contracts';
import { ID_TYPES_BY_PERSON, LIMITS, PATTERNS, toRegExp } from '@agrocadena/contracts/core';

/** The fields of a person that sign-up and the profile share. */
export interface PersonValues {
  personType?: PersonType;
  socialIdType?: SocialIdType;
  socialId?: string;
  firstName?: string | null;
  lastName?: string | null;
  enterpriseName?: string | null;
  department?: number;
  town?: string;
  address?: string;
}

const SOCIAL_ID = toRegExp(PATTERNS.socialId);
const PHONE = toRegExp(PATTERNS.phone);

/** The server's shape and length of an id number (contracts' SocialId). */
export const isSocialId = (value: string) => value.length >= LIMITS.socialIdMin && value.length <= LIMITS.socialIdMax && SOCIAL_ID.test(value);

/** Before a person type is chosen the natural person's id types are offered. */
export function idTypesFor(personType: PersonType | undefined): readonly SocialIdType[] {
  return ID_TYPES_BY_PERSON[personType ?? 'NATURAL'];
}

/**
 * The answers a change makes stale: an id type the new person type does not allow (a juridical
 * person's only one, NIT, is chosen for it), and the town of another department.
 */
export function dependentResets(changed: Pick<PersonValues, 'personType' | 'department'>, all: Pick<PersonValues, 'socialIdType'>) {
  const resets: Pick<PersonValues, 'socialIdType' | 'town'> = {};
  if ('personType' in changed) {
    const allowed = idTypesFor(changed.personType);
    if (!all.socialIdType || !allowed.includes(all.socialIdType)) resets.socialIdType = allowed.length === 1 ? allowed[0] : undefined;
  }
  if ('department' in changed) resets.town = undefined;
  return resets;
}

/** Both forms call this from onValuesChange: setFieldValue does not fire it again. */
export function resetDependentPersonFields(
  form: { setFieldValue(name: 'socialIdType' | 'town', value: unknown): void },
  changed: Pick<PersonValues, 'personType' | 'department'>,
  all: Pick<PersonValues, 'socialIdType'>,
): void {
  for (const [name, value] of Object.entries(dependentResets(changed, all))) form.setFieldValue(name as 'socialIdType' | 'town', value);
}

type RuleName = keyof PersonValues | 'phone';

export type PersonRules = Record<RuleName, RuleObject[]> & { requiredText: RuleObject };

/** The rules of the person fields, checked as the server's schemas check them (contracts' LIMITS and PATTERNS). */
export function personRules(t: TFunction): PersonRules {
  const requiredText: RuleObject = { required: true, whitespace: true, message: t('common:validation.requiredField') };
  const requiredChoice: RuleObject = { required: true, message: t('common:validation.requiredField') };
  const tooLong = (max: number): RuleObject => ({ max, message: t('common:validation.tooLong', { max }) });
  const invalidSocialId = t('common:validation.invalidSocialId');
  return {
    requiredText,
    personType: [{ required: true, message: t('common:validation.selectPersonType') }],
    socialIdType: [requiredChoice],
    socialId: [
      requiredText,
      // Empty is the required rule's to report.
      { validator: (_rule, value?: string) => (!value || isSocialId(value) ? Promise.resolve() : Promise.reject(new Error(invalidSocialId))) },
    ],
    firstName: [requiredText, tooLong(LIMITS.personName)],
    lastName: [tooLong(LIMITS.personName)],
    enterpriseName: [requiredText, tooLong(LIMITS.enterpriseName)],
    department: [requiredChoice],
    town: [requiredChoice],
    address: [requiredText, tooLong(LIMITS.address)],
    /** Not in the fieldset (one phone at sign-up, a list in the profile) but the same shape. */
    phone: [{ pattern: PHONE, message: t('common:validation.invalidPhone') }],
  };
}
