import { useTranslation } from 'react-i18next';
import { useSessionStore, Alert } from '@agrocadena/shared-ui';
import { AuthFrame } from '../features/auth/components/auth-frame';
import { LoginForm } from '../features/auth/components/login-form';

export function LoginPage() {
  const { t } = useTranslation('shell');
  // Set when the server refused the stored session; the guard added ?redirect= to go back after.
  const expired = useSessionStore((s) => s.expired);
  return (
    <AuthFrame title={t('login.title')} subtitle={t('login.subtitle')}>
      {expired && (
        <Alert className="session-expired" type="warning" showIcon title={t('common:errors.sessionExpired')} data-testid="session-expired" />
      )}
      <LoginForm />
    </AuthFrame>
  );
}
