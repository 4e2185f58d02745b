import { useTranslation } from 'react-i18next';
import { AuthFrame } from '../features/auth/components/auth-frame';
import { SignUpForm } from '../features/sign-up/components/sign-up-form';

export function SignUpPage() {
  const { t } = useTranslation('shell');
  return (
    <AuthFrame title={t('signUp.title')} subtitle={t('signUp.subtitle')}>
      <SignUpForm />
    </AuthFrame>
  );
}
