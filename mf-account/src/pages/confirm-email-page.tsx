import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LinkButton, Result, useSessionStore, Spin } from '@agrocadena/shared-ui';
import '../i18n/register';
import { PublicPage } from '../components/public-page';
import { useConfirmEmailChange } from '../features/email-change/hooks/use-confirm-email-change';

/** /confirm-email/:token — opened from the mail sent to the new address asked for in the profile. */
export default function ConfirmEmailPage() {
  const { t } = useTranslation(['account', 'common']);
  const { token = '' } = useParams<{ token: string }>();
  const loggedIn = useSessionStore((s) => s.user !== null);
  const confirmation = useConfirmEmailChange(token);

  const next = loggedIn ? { to: '/editUser', label: t('account:emailChange.toProfile') } : { to: '/login', label: t('account:password.goToLogin') };

  return (
    <PublicPage title={t('account:emailChange.title')} testId="confirm-email">
      {confirmation.isPending || confirmation.isIdle ? (
        <div style={{ textAlign: 'center', padding: 24 }} data-testid="confirm-email-checking">
          <Spin size="large" />
          <p>{t('account:emailChange.checking')}</p>
        </div>
      ) : (
        <Result
          status={confirmation.isSuccess ? 'success' : 'error'}
          title={confirmation.isSuccess ? t('account:emailChange.done', { email: confirmation.data.email }) : t('account:emailChange.failed')}
          subTitle={confirmation.isSuccess ? undefined : `${confirmation.error?.message ?? ''} ${t('account:emailChange.askAgain')}`}
          extra={
            <LinkButton to={next.to} type="primary" size="large" data-testid="confirm-email-next">
              {next.label}
            </LinkButton>
          }
          data-testid={confirmation.isSuccess ? 'email-changed' : 'email-not-changed'}
        />
      )}
    </PublicPage>
  );
}
