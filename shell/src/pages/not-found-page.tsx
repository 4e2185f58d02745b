import { useTranslation } from 'react-i18next';
import { LinkButton, Result, useSessionStore } from '@agrocadena/shared-ui';
import './notice-page.css';

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const user = useSessionStore((s) => s.user);
  return (
    <div className="notice-page">
      <Result
        status="404"
        title={t('common:errors.notFoundTitle')}
        subTitle={t('common:errors.notFound')}
        extra={
          <LinkButton to={user ? '/home' : '/'} type="primary" size="large" data-testid="not-found-back">
            {user ? t('notFound.toHome') : t('notFound.toLanding')}
          </LinkButton>
        }
        data-testid="not-found"
      />
    </div>
  );
}
