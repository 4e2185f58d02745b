import { Button } from './button';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Result } from './result';

/**
 * What a route shows when its remote is up but this deployment's version of it does not offer the
 * page yet. Retrying would not help, so there is no retry button, only a way back.
 */
export function SectionNotInVersion({ homePath = '/home' }: { homePath?: string }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      title={t('errors.sectionNotInVersion')}
      subTitle={t('errors.sectionNotInVersionHint')}
      extra={
        // A real link (open in a new tab works) that still navigates inside the app.
        <Button
          type="primary"
          href={homePath}
          onClick={(event) => {
            event.preventDefault();
            navigate(homePath);
          }}
          data-testid="section-go-home"
        >
          {t('actions.goHome')}
        </Button>
      }
      data-testid="section-not-in-version"
    />
  );
}
