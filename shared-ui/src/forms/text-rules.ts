import type { Rule as FormRule } from '@rc-component/form';
import { i18n } from '../i18n/i18n';

/** A required text field of at most `max` characters: blank is missing (requiredField), too long says the limit. */
export function requiredTextRules(max: number): FormRule[] {
  return [
    { required: true, whitespace: true, message: i18n.t('common:validation.requiredField') },
    { max, message: i18n.t('common:validation.tooLong', { max }) },
  ];
}
