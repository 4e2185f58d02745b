import { useState, type FormEvent } from 'react';
import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import LockOutlined from '@ant-design/icons/LockOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { onDemand, Alert, Button } from '@agrocadena/shared-ui';
import { useLogin } from '../hooks/use-login';
import { LoginInput } from './login-input';
import './auth-frame.css';

// antd's form components come with the dialog, not with the page every user opens first.
const ForgotPasswordDialog = onDemand(() => import('./forgot-password-dialog').then((module) => module.ForgotPasswordDialog));

/**
 * On success the user is stored; the guest guard of /login then leaves for /home, the page named
 * by `?redirect=/path`, or one page back with `?redirect=back`. Plain inputs: the log-in page
 * downloads no antd form (issue 13).
 */
export function LoginForm() {
  const { t } = useTranslation('shell');
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberPassword, setRememberPassword] = useState(false);
  const [passwordShown, setPasswordShown] = useState(false);
  const [missing, setMissing] = useState({ email: false, password: false });
  const [forgotOpen, setForgotOpen] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const gaps = { email: !email.trim(), password: !password };
    setMissing(gaps);
    if (gaps.email || gaps.password) {
      login.reset();
      return;
    }
    login.mutate({ email: email.trim(), password, rememberPassword });
  };
  const missingFields = missing.email || missing.password;
  const error = missingFields ? t('common:validation.fillInTheRequiredFields') : (login.error?.message ?? null);

  return (
    <>
      <form onSubmit={submit} noValidate>
        <LoginInput
          label={t('common:fields.email')}
          icon={<MailOutlined aria-hidden />}
          invalid={missing.email}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          data-testid="login-email"
        />
        <LoginInput
          label={t('common:fields.password')}
          icon={<LockOutlined aria-hidden />}
          invalid={missing.password}
          type={passwordShown ? 'text' : 'password'}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          data-testid="login-password"
          after={
            <button
              type="button"
              className="icon-button"
              onClick={() => setPasswordShown((shown) => !shown)}
              aria-label={t(passwordShown ? 'login.hidePassword' : 'login.showPassword')}
              aria-pressed={passwordShown}
            >
              {passwordShown ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
            </button>
          }
        />
        <div className="login-row">
          <label className="login-check">
            <input
              type="checkbox"
              checked={rememberPassword}
              onChange={(event) => setRememberPassword(event.target.checked)}
              data-testid="login-remember"
            />
            {t('login.remember')}
          </label>
          <Button type="link" onClick={() => setForgotOpen(true)} className="link-button" data-testid="forgot-open">
            {t('login.forgot')}
          </Button>
        </div>
        <Button type="primary" htmlType="submit" size="large" block loading={login.isPending} data-testid="login-submit">
          {t('common:actions.login')}
        </Button>
        {error && <Alert className="form-error" type="error" title={error} showIcon data-testid="login-error" />}
      </form>
      <p className="auth-switch">
        {t('login.noAccount')}{' '}
        <Link to="/signUp" data-testid="to-sign-up">
          {t('login.toSignUp')}
        </Link>
      </p>
      {forgotOpen && <ForgotPasswordDialog open onClose={() => setForgotOpen(false)} initialEmail={email} />}
    </>
  );
}
