import { useEffect, useRef, useState } from 'react';
import { Result, Spin } from 'antd';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../components/link-button';
import { authApi } from '../features/auth/api/auth-api';

type State = { status: 'checking' } | { status: 'verified' } | { status: 'failed'; message: string };

/** The link of the verification mail lands here: confirm the token, then send the user to log in. */
export function VerifiedPage() {
  const { t } = useTranslation('shell');
  const { token = '' } = useParams();
  const [state, setState] = useState<State>({ status: 'checking' });
  const checked = useRef<string | null>(null);

  useEffect(() => {
    // A token is single-use: never send it twice (React may run effects twice in development).
    if (checked.current === token) return;
    checked.current = token;
    void authApi.verifyToken(token).then((result) =>
      setState(result.success ? { status: 'verified' } : { status: 'failed', message: result.message }),
    );
  }, [token]);

  if (state.status === 'checking') {
    return (
      <div className="notice-page" data-testid="verifying">
        <Spin size="large" />
        <p>{t('verified.checking')}</p>
      </div>
    );
  }
  const ok = state.status === 'verified';
  return (
    <div className="notice-page">
      <Result
        status={ok ? 'success' : 'error'}
        title={ok ? t('common:success.emailVerifiedMsg') : t('common:errors.emailVerifiedMsgError')}
        subTitle={state.status === 'failed' ? state.message : undefined}
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
