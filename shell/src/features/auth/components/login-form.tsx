import { useState } from 'react';
import { Alert, Button } from 'antd';
import LockOutlined from '@ant-design/icons/LockOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLogin } from '../hooks/use-login';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import './auth-frame.css';
import { Checkbox, Form, Input } from '@agrocadena/shared-ui/forms';

interface LoginValues {
  email?: string;
  password?: string;
  rememberPassword?: boolean;
}

/**
 * On success the user is stored; the guest guard of /login then leaves for /home, the page named
 * by `?redirect=/path`, or one page back with `?redirect=back`.
 */
export function LoginForm() {
  const { t } = useTranslation('shell');
  const [form] = Form.useForm<LoginValues>();
  const login = useLogin();
  const [missingFields, setMissingFields] = useState(false);
  const [missing, setMissing] = useState<{ email: boolean; password: boolean }>({ email: false, password: false });
  // The typed email, read when the dialog opens: reading the form while rendering warns once it is gone.
  const [forgot, setForgot] = useState<{ open: boolean; email?: string }>({ open: false });

  const submit = () => {
    const { email = '', password = '', rememberPassword = false } = form.getFieldsValue();
    const gaps = { email: !email.trim(), password: !password };
    setMissing(gaps);
    setMissingFields(gaps.email || gaps.password);
    if (gaps.email || gaps.password) {
      login.reset();
      return;
    }
    login.mutate({ email: email.trim(), password, rememberPassword });
  };
  const error = missingFields ? t('common:validation.fillInTheRequiredFields') : (login.error?.message ?? null);
  const sending = login.isPending;

  return (
    <>
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} initialValues={{ rememberPassword: false }}>
        <Form.Item name="email" label={t('common:fields.email')} validateStatus={missing.email ? 'error' : undefined}>
          <Input size="large" type="email" autoComplete="email" prefix={<MailOutlined />} data-testid="login-email" />
        </Form.Item>
        <Form.Item name="password" label={t('common:fields.password')} validateStatus={missing.password ? 'error' : undefined}>
          <Input.Password size="large" autoComplete="current-password" prefix={<LockOutlined />} data-testid="login-password" />
        </Form.Item>
        <div className="login-row">
          <Form.Item name="rememberPassword" valuePropName="checked" noStyle>
            <Checkbox data-testid="login-remember">{t('login.remember')}</Checkbox>
          </Form.Item>
          <Button
            type="link"
            onClick={() => setForgot({ open: true, email: form.getFieldValue('email') as string | undefined })}
            className="link-button"
            data-testid="forgot-open"
          >
            {t('login.forgot')}
          </Button>
        </div>
        <Button type="primary" htmlType="submit" size="large" block loading={sending} data-testid="login-submit">
          {t('common:actions.login')}
        </Button>
        {error && <Alert className="form-error" type="error" title={error} showIcon data-testid="login-error" />}
      </Form>
      <p className="auth-switch">
        {t('login.noAccount')}{' '}
        <Link to="/signUp" data-testid="to-sign-up">
          {t('login.toSignUp')}
        </Link>
      </p>
      <ForgotPasswordDialog open={forgot.open} onClose={() => setForgot({ open: false })} initialEmail={forgot.email} />
    </>
  );
}
