import { Button, Result } from 'antd';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { useTranslation } from 'react-i18next';

export function ProfileLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  return (
    <Result
      status="warning"
      title={t('account:profile.loadFailed')}
      subTitle={message}
      extra={
        <Button type="primary" size="large" icon={<ReloadOutlined />} onClick={onRetry} data-testid="profile-retry">
          {t('common:actions.retry')}
        </Button>
      }
      data-testid="profile-load-error"
    />
  );
}
