import { useTranslation } from 'react-i18next';
import { LinkButton } from '../buttons/link-button';
import { Result } from './result';

/**
 * What a route shows when its remote is up but this deployment's version of it does not offer the
 * page yet. Retrying would not help, so there is no retry button, only a way back.
 */
export function SectionNotInVersion({ homePath = '/home' }: { homePath?: string }) {
  const { t } = useTranslation('common');
  return (
    <Result
      status="info"
      title={t('errors.sectionNotInVersion')}
      subTitle={t('errors.sectionNotInVersionHint')}
      extra={
        <LinkButton type="primary" to={homePath} data-testid="section-go-home">
          {t('actions.goHome')}
        </LinkButton>
      }
      data-testid="section-not-in-version"
    />
  );
}
