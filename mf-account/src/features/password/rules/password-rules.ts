import type { FormRule } from '@agrocadena/shared-ui/forms';
import type { TFunction } from 'i18next';
import { LIMITS } from '@agrocadena/contracts/core';

export interface PasswordFormValues {
  email?: string;
  password?: string;
  repeatPassword?: string;
}

/** Email, password and repeat are all required (docs/domain.md#accounts). */
export function hasMissingPasswordFields(values: PasswordFormValues): boolean {
  return [values.email, values.password, values.repeatPassword].some((v) => !v || v.trim() === '');
}

export function passwordRules(t: TFunction): FormRule[] {
  return [
    { required: true, message: t('common:validation.requiredField') },
    { min: LIMITS.passwordMin, message: t('common:validation.passwordTooShort', { min: LIMITS.passwordMin }) },
    { max: LIMITS.passwordMax, message: t('common:validation.tooLong', { max: LIMITS.passwordMax }) },
  ];
}

export function repeatPasswordRules(t: TFunction): FormRule[] {
  return [
    { required: true, message: t('common:validation.requiredField') },
    ({ getFieldValue }) => ({
      validator: (_rule, value: string | undefined) =>
        !value || value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('common:validation.passwordsDoNotMatch'))),
    }),
  ];
}

export function emailRules(t: TFunction): FormRule[] {
  return [
    { required: true, whitespace: true, message: t('common:validation.requiredField') },
    { type: 'email', message: t('common:validation.invalidEmail') },
  ];
}
