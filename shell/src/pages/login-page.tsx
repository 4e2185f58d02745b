import { useTranslation } from 'react-i18next';
import { AuthFrame } from '../features/auth/components/auth-frame';
import { LoginForm } from '../features/auth/components/login-form';

export function LoginPage() {
  const { t } = useTranslation('shell');
  return (
    <AuthFrame title={t('login.title')} subtitle={t('login.subtitle')}>
      <LoginForm />
    </AuthFrame>
  );
}
