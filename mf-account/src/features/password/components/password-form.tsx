import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseMutationResult } from '@tanstack/react-query';
import { formFieldOf, showServerError, type ApiError, type FieldMapping, Alert, Button } from '@agrocadena/shared-ui';
import { emailRules, hasMissingPasswordFields, type PasswordFormValues } from '../rules/password-rules';
import { PasswordPairFields } from './password-pair-fields';
import { Form, Input } from '@agrocadena/shared-ui/forms';

export interface PasswordSubmit {
  email: string;
  password: string;
}

interface Props {
  /** Pre-filled and locked when the user is logged in. */
  email?: string;
  emailLocked?: boolean;
  submitLabel: string;
  /** The page's mutation: what it does on success, its pending state and the server's refusal. */
  save: Pick<UseMutationResult<unknown, ApiError, PasswordSubmit>, 'mutate' | 'isPending' | 'error' | 'reset'>;
  /** Shown under the error, e.g. how to ask for a new link. */
  errorExtra?: ReactNode;
  /** Server refusals that name one of these fields show under it instead (and without `errorExtra`). */
  serverFields?: FieldMapping;
  testId: string;
}

/** Email + new password twice: the form of both /changePassword and /reset-password. */
export function PasswordForm({ email, emailLocked = false, submitLabel, save, errorExtra, serverFields, testId }: Props) {
  const { t } = useTranslation(['account', 'common']);
  const [form] = Form.useForm<PasswordFormValues>();
  const [missingFields, setMissingFields] = useState(false);
  const { reset } = save;
  // Server refusals get `errorExtra`; the local "fill in the required fields" does not.
  const error = missingFields
    ? { message: t('common:validation.fillInTheRequiredFields'), server: false }
    : save.error && !(serverFields && formFieldOf(save.error.field, serverFields))
      ? { message: save.error.message, server: true }
      : null;

  function onFinish(values: PasswordFormValues) {
    setMissingFields(false);
    save.mutate(
      { email: (emailLocked ? email : values.email)?.trim() ?? '', password: values.password ?? '' },
      { onError: (failure) => serverFields && showServerError(form, failure, serverFields) },
    );
  }

  return (
    <Form<PasswordFormValues>
      form={form}
      layout="vertical"
      size="large"
      initialValues={{ email }}
      onFinish={onFinish}
      onFinishFailed={({ values }) => {
        reset();
        setMissingFields(hasMissingPasswordFields(values));
      }}
      onValuesChange={() => {
        reset();
        setMissingFields(false);
      }}
      data-testid={testId}
    >
      <Form.Item name="email" label={t('common:fields.email')} rules={emailLocked ? [] : emailRules(t)}>
        <Input type="email" inputMode="email" autoComplete={emailLocked ? 'username' : 'email'} disabled={emailLocked} data-testid="email" />
      </Form.Item>
      <PasswordPairFields />
      {error && (
        <Alert
          type="error"
          showIcon
          title={error.message}
          description={error.server ? errorExtra : undefined}
          style={{ marginBottom: 16 }}
          data-testid="password-form-error"
        />
      )}
      <Button type="primary" htmlType="submit" block loading={save.isPending} data-testid="password-submit">
        {submitLabel}
      </Button>
    </Form>
  );
}
