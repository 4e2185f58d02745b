import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import '../i18n/register';
import { PublicPage } from '../components/public-page';
import { PasswordForm } from '../features/password/components/password-form';
import { useRestorePassword } from '../features/password/hooks/use-restore-password';

/** A live link used with another address (EMAIL_MISMATCH) is told under the email: the link itself is fine. */
const SERVER_FIELDS = { fields: ['email', 'password'] };

/** /reset-password/:token — opened from the recovery mail, without a session or the app's layout. */
export default function ResetPasswordPage() {
  const { t } = useTranslation(['account', 'common']);
  const { token = '' } = useParams<{ token: string }>();
  const save = useRestorePassword(token);

  return (
    <PublicPage title={t('account:password.resetTitle')} subtitle={t('account:password.resetSubtitle')} testId="reset-password">
      <PasswordForm
        submitLabel={t('account:password.submitReset')}
        save={save}
        testId="reset-password-form"
        serverFields={SERVER_FIELDS}
        errorExtra={
          <>
            {t('account:password.newLinkHint')}{' '}
            <Link to="/login" data-testid="reset-login-link">
              {t('account:password.goToLogin')}
            </Link>
          </>
        }
      />
      <div style={{ textAlign: 'center', marginTop: 16 }}>
        <Link to="/login" style={{ display: 'inline-block', padding: '11px 4px' }}>
          {t('account:password.goToLogin')}
        </Link>
      </div>
    </PublicPage>
  );
}
