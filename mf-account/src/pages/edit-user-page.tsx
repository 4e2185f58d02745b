import { useTranslation } from 'react-i18next';
import { LoadError, PageCard, useSessionStore } from '@agrocadena/shared-ui';
import '../i18n/register';
import '../components/account.css';
import { useUserProfile } from '../features/profile/hooks/use-user-profile';
import { ProfileSkeleton } from '../features/profile/components/profile-skeleton';
import { PhotoUpload } from '../features/profile/components/photo-upload';
import { ProfileForm } from '../features/profile/components/profile-form';

/** /editUser: the logged-in user's profile and photo. */
export default function EditUserPage() {
  const { t } = useTranslation('account');
  const userId = useSessionStore((s) => s.user?._id);
  const { profile, loading, error, reload } = useUserProfile(userId);

  return (
    <PageCard title={t('profile.title')} subtitle={t('profile.subtitle')} back={{ to: '/userProducts', label: t('profile.back') }} testId="edit-user">
      {loading ? (
        <ProfileSkeleton />
      ) : error ? (
        <LoadError variant="panel" title={t('profile.loadFailed')} message={error} onRetry={reload} testId="profile-load-error" />
      ) : profile ? (
        <>
          <PhotoUpload userId={profile._id} photo={profile.photo} />
          <ProfileForm profile={profile} />
        </>
      ) : null}
    </PageCard>
  );
}
