import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@agrocadena/shared-ui';
import { HomeTips } from '../features/home/home-tips';
import { LazyExpiringLotsCard } from '../features/home/lazy-expiring-lots-card';
import { UnseenRequestsCard } from '../features/home/unseen-requests-card';
import { displayName } from '../features/navigation/user-menu';
import '../features/home/home.css';

/** The dashboard's start page: first steps for the user's link of the chain, unseen requests and lots expiring soon. */
export function HomePage() {
  const { t } = useTranslation('shell');
  const user = useSessionStore((s) => s.user);
  if (!user) return null;
  return (
    <div className="page home-page" data-testid="home-page">
      <div className="home-heading">
        <h1>{t('home.welcome', { name: displayName(user) })}</h1>
        <p>{t('home.intro', { link: t(`common:userTypes.${user.userType}`) })}</p>
      </div>
      <div className="home-grid">
        <HomeTips userType={user.userType} />
        <div className="home-side">
          <UnseenRequestsCard />
          <LazyExpiringLotsCard />
        </div>
      </div>
    </div>
  );
}
