import { useTranslation } from 'react-i18next';
import { useSessionStore, PageCard } from '@agrocadena/shared-ui';
import '../i18n/register';
import '../components/account.css';
import { PasswordForm } from '../features/password/components/password-form';
import { useChangePassword } from '../features/password/hooks/use-change-password';

/** /changePassword: for the logged-in user, whose email is fixed. */
export default function ChangePasswordPage() {
  const { t } = useTranslation('account');
  const email = useSessionStore((s) => s.user?.email);
  const save = useChangePassword();
  return (
    <PageCard title={t('password.changeTitle')} subtitle={t('password.changeSubtitle')} testId="change-password">
      <PasswordForm email={email} emailLocked submitLabel={t('password.submitChange')} save={save} testId="change-password-form" />
    </PageCard>
  );
}
