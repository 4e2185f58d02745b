import { useTranslation } from 'react-i18next';
import { Skeleton } from '@agrocadena/shared-ui';

export function ProfileSkeleton() {
  const { t } = useTranslation('account');
  return (
    <div aria-busy="true" aria-label={t('profile.loading')} data-testid="profile-loading">
      <Skeleton avatar={96} rows={1} />
      <Skeleton rows={8} title={false} style={{ marginTop: 24 }} />
    </div>
  );
}
