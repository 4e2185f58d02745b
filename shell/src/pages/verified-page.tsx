import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { LinkButton, Result, useOncePerKey, Spin } from '@agrocadena/shared-ui';
import { authApi } from '../features/auth/api/auth-api';
import './notice-page.css';

/** The link of the verification mail lands here: confirm the token, then send the user to log in. */
export function VerifiedPage() {
  const { t } = useTranslation('shell');
  const { token = '' } = useParams();
  // Verifying spends the token: a write, sent once (React may run effects twice in development).
  const verification = useMutation({ mutationFn: authApi.verifyToken });
  useOncePerKey(token, verification.mutate);

  if (!verification.isSuccess && !verification.isError) {
    return (
      <div className="notice-page" data-testid="verifying">
        <Spin size="large" />
        <p>{t('verified.checking')}</p>
      </div>
    );
  }
  const ok = verification.isSuccess;
  return (
    <div className="notice-page">
      <Result
        status={ok ? 'success' : 'error'}
        title={ok ? t('common:success.emailVerifiedMsg') : t('common:errors.emailVerifiedMsgError')}
        subTitle={verification.error?.message}
        extra={
          <LinkButton to="/login" type="primary" size="large" data-testid="verified-to-login">
            {t('common:actions.login')}
          </LinkButton>
        }
        data-testid={ok ? 'email-verified' : 'email-not-verified'}
      />
    </div>
  );
}
