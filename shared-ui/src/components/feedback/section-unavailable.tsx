import { Button } from '../buttons/button';
import { useTranslation } from 'react-i18next';
import { Result } from './result';

/** What a remote area shows when its code cannot be loaded: the rest of the app keeps working. */
export function SectionUnavailable({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Result
      status="warning"
      title={t('errors.sectionUnavailable')}
      subTitle={t('errors.sectionUnavailableHint')}
      extra={
        onRetry ? (
          <Button type="primary" onClick={onRetry} data-testid="section-retry">
            {t('actions.retry')}
          </Button>
        ) : undefined
      }
      data-testid="section-unavailable"
    />
  );
}
