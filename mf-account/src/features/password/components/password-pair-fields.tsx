import { useTranslation } from 'react-i18next';
import { LIMITS } from '@agrocadena/contracts/core';
import { passwordRules, repeatPasswordRules } from '../rules/password-rules';
import { Form, Input } from '@agrocadena/shared-ui/forms';

/** New password + its repetition, with the length and match checks. */
export function PasswordPairFields() {
  const { t } = useTranslation(['account', 'common']);
  return (
    <>
      <Form.Item
        name="password"
        label={t('account:password.newPassword')}
        rules={passwordRules(t)}
        extra={t('account:password.minLengthHint', { min: LIMITS.passwordMin })}
      >
        <Input.Password autoComplete="new-password" data-testid="password" />
      </Form.Item>
      <Form.Item name="repeatPassword" label={t('account:password.repeatPassword')} dependencies={['password']} rules={repeatPasswordRules(t)}>
        <Input.Password autoComplete="new-password" data-testid="repeat-password" />
      </Form.Item>
    </>
  );
}
