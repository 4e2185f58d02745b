import { Alert } from './alert';
import { Button } from '../buttons/button';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { useTranslation } from 'react-i18next';
import { Result } from './result';

interface Props {
  title: string;
  /** The server's (or the network's) reason, already translated by the API client. */
  message: string | null;
  onRetry: () => void;
  /** Test id of the panel; the retry button gets `<testId>-retry`. */
  testId: string;
  /** `panel` takes the place of the whole page's content; `inline` sits above or inside it. */
  variant?: 'panel' | 'inline';
}

/** A failed read: what failed, why, and a retry (on a weak connection reads fail often). */
export function LoadError({ title, message, onRetry, testId, variant = 'inline' }: Props) {
  const { t } = useTranslation('common');
  const retry = (
    <Button
      type={variant === 'panel' ? 'primary' : 'default'}
      size={variant === 'panel' ? 'large' : undefined}
      icon={<ReloadOutlined />}
      onClick={onRetry}
      data-testid={`${testId}-retry`}
    >
      {t('actions.retry')}
    </Button>
  );
  if (variant === 'panel') {
    return <Result status="warning" title={title} subTitle={message ?? undefined} extra={retry} data-testid={testId} />;
  }
  return (
    <Alert type="error" showIcon title={title} description={message ?? undefined} action={retry} style={{ marginBottom: 16 }} data-testid={testId} />
  );
}
