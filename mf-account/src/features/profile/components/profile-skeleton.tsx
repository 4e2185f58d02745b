import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';

export function ProfileSkeleton() {
  const { t } = useTranslation('account');
  return (
    <div aria-busy="true" aria-label={t('profile.loading')} data-testid="profile-loading">
      <Skeleton avatar={{ size: 96 }} paragraph={{ rows: 1 }} active />
      <Skeleton paragraph={{ rows: 8 }} title={false} active style={{ marginTop: 24 }} />
    </div>
  );
}
