import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LanguageSelect, useSessionStore, Button } from '@agrocadena/shared-ui';
import { Brand } from '../features/branding/brand';
import { useLogout } from '../features/session/use-logout';
import './public-layout.css';

/** Notices around sign-up: a minimal bar with the language select (and log out with a session). */
export function BasicLayout() {
  const { t } = useTranslation('common');
  const user = useSessionStore((s) => s.user);
  const { logout, loggingOut } = useLogout();
  return (
    <div className="app-frame">
      <header className="basic-header">
        <Brand to="/" text="AgroCadena" />
        <div className="header-actions">
          <LanguageSelect />
          {user && (
            <Button icon={<LogoutOutlined />} onClick={logout} loading={loggingOut} data-testid="logout-button">
              {t('actions.logout')}
            </Button>
          )}
        </div>
      </header>
      <main className="basic-main">
        <Outlet />
      </main>
    </div>
  );
}
