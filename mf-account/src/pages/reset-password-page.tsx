import { Link, useParams } from 'react-router-dom';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSelect, PageCard } from '@agrocadena/shared-ui';
import '../i18n/register';
import '../components/account.css';
import { PasswordForm } from '../features/password/components/password-form';
import { useRestorePassword } from '../features/password/hooks/use-restore-password';

/** /reset-password/:token — opened from the recovery mail, without a session or the app's layout. */
export default function ResetPasswordPage() {
  const { t } = useTranslation(['account', 'common']);
  const { token = '' } = useParams<{ token: string }>();
  const save = useRestorePassword(token);

  const brand = (
    <div className="acc-public-brand">
      <Typography.Title level={4}>{t('common:appName')}</Typography.Title>
      <LanguageSelect long size="large" />
    </div>
  );

  return (
    <main className="acc-public">
      <PageCard header={brand} title={t('account:password.resetTitle')} subtitle={t('account:password.resetSubtitle')} testId="reset-password">
        <PasswordForm
          submitLabel={t('account:password.submitReset')}
          save={save}
          testId="reset-password-form"
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
          <Link to="/login" style={{ display: 'inline-block', padding: '10px 0' }}>
            {t('account:password.goToLogin')}
          </Link>
        </div>
      </PageCard>
    </main>
  );
}
