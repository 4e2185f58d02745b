import { useState } from 'react';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CountBadge, LanguageSelect, useLiveChanges, useSessionStore, useUnseenRequests, Button } from '@agrocadena/shared-ui';
import { Brand } from '../features/branding/brand';
import { DashboardMenu } from '../features/navigation/dashboard-menu';
import { UnseenAnnouncer } from '../features/navigation/unseen-announcer';
import { UserMenu } from '../features/navigation/user-menu';
import { useLogout } from '../features/session/use-logout';
import { AppFooter } from './app-footer';
import { SideDrawer } from './side-drawer';
import './dashboard-layout.css';

/** Private pages: portal name, the user type's menu (a drawer on phones), language, user, log out. */
export function DashboardLayout() {
  const { t } = useTranslation('shell');
  const user = useSessionStore((s) => s.user);
  const { pathname } = useLocation();
  const { total } = useUnseenRequests(pathname);
  // What the other parties do shows here live (the badge, and any list or overview on screen).
  const live = useLiveChanges();
  const { logout, loggingOut } = useLogout();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = () => setDrawerOpen(false);
  // The route guard keeps this layout from rendering without a user.
  if (!user) return null;
  const portal = t(`portal.${user.userType}`);

  return (
    <div className="app-frame" data-live={live}>
      <header className="dashboard-header" data-testid="dashboard-top-bar">
        <CountBadge count={total} className="only-mobile">
          <Button
            type="text"
            className="menu-button"
            icon={<MenuOutlined />}
            onClick={() => setDrawerOpen(true)}
            aria-label={t('nav.openMenu')}
            data-testid="dashboard-menu-button"
          />
        </CountBadge>
        <Brand to="/home" text={portal} light />
        <div className="dashboard-menu-wrap only-desktop">
          <DashboardMenu userType={user.userType} unseen={total} mode="horizontal" />
        </div>
        <div className="header-actions">
          <LanguageSelect className="only-desktop header-language" />
          <UserMenu user={user} />
          <Button className="only-desktop logout-button" icon={<LogoutOutlined />} onClick={logout} loading={loggingOut} data-testid="logout-button">
            {t('common:actions.logout')}
          </Button>
        </div>
        <UnseenAnnouncer total={total} />
      </header>
      <SideDrawer
        open={drawerOpen}
        onClose={closeDrawer}
        side="left"
        title={portal}
        label={t('nav.label')}
        closeLabel={t('nav.closeMenu')}
        data-testid="dashboard-drawer"
      >
        <DashboardMenu userType={user.userType} unseen={total} mode="inline" onNavigate={closeDrawer} />
        <div className="drawer-footer">
          <LanguageSelect long size="large" />
          <Button size="large" block icon={<LogoutOutlined />} onClick={logout} loading={loggingOut} data-testid="drawer-logout-button">
            {t('common:actions.logout')}
          </Button>
        </div>
      </SideDrawer>
      <main className="dashboard-main">
        <Outlet />
      </main>
      <AppFooter />
    </div>
  );
}
