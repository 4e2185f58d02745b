import { Button, Result } from 'antd';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { useTranslation } from 'react-i18next';

export function OfficesLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation(['inventory', 'common']);
  return (
    <Result
      status="warning"
      title={t('inventory:branchOffices.list.loadFailed')}
      subTitle={message}
      extra={
        <Button type="primary" size="large" icon={<ReloadOutlined />} onClick={onRetry} data-testid="offices-retry">
          {t('common:actions.retry')}
        </Button>
      }
      data-testid="offices-load-error"
    />
  );
}
