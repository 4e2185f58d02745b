import { useState, type ReactNode } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { emailRules, hasMissingPasswordFields, type PasswordFormValues } from '../rules/password-rules';
import { PasswordPairFields } from './password-pair-fields';

export interface PasswordSubmit {
  email: string;
  password: string;
}

interface Props {
  /** Pre-filled and locked when the user is logged in. */
  email?: string;
  emailLocked?: boolean;
  submitLabel: string;
  /** Resolves to an error message to show, or null on success. */
  onSubmit: (values: PasswordSubmit) => Promise<string | null>;
  /** Shown under the error, e.g. how to ask for a new link. */
  errorExtra?: ReactNode;
  testId: string;
}

/** Email + new password twice: the form of both /changePassword and /reset-password. */
export function PasswordForm({ email, emailLocked = false, submitLabel, onSubmit, errorExtra, testId }: Props) {
  const { t } = useTranslation(['account', 'common']);
  const [form] = Form.useForm<PasswordFormValues>();
  // Server refusals get `errorExtra`; the local "fill in the required fields" does not.
  const [error, setError] = useState<{ message: string; server: boolean } | null>(null);
  const [sending, setSending] = useState(false);

  async function onFinish(values: PasswordFormValues) {
    setError(null);
    setSending(true);
    const problem = await onSubmit({ email: (emailLocked ? email : values.email)?.trim() ?? '', password: values.password ?? '' });
    setSending(false);
    setError(problem ? { message: problem, server: true } : null);
  }

  return (
    <Form<PasswordFormValues>
      form={form}
      layout="vertical"
      size="large"
      initialValues={{ email }}
      onFinish={onFinish}
      onFinishFailed={({ values }) => setError(hasMissingPasswordFields(values) ? { message: t('common:validation.fillInTheRequiredFields'), server: false } : null)}
      onValuesChange={() => setError(null)}
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
      <Button type="primary" htmlType="submit" block loading={sending} data-testid="password-submit">
        {submitLabel}
      </Button>
    </Form>
  );
}
