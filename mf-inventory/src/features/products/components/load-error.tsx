import { Alert, Button } from 'antd';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { useTranslation } from 'react-i18next';

interface Props {
  title: string;
  message: string | null;
  onRetry: () => void;
  testId: string;
}

/** A failed read: what failed, the server's reason, and a retry (weak connections fail often). */
export function LoadError({ title, message, onRetry, testId }: Props) {
  const { t } = useTranslation('common');
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={message ?? undefined}
      action={
        <Button icon={<ReloadOutlined />} onClick={onRetry} data-testid={`${testId}-retry`}>
          {t('actions.retry')}
        </Button>
      }
      className="inv-form-alert"
      data-testid={testId}
    />
  );
}
