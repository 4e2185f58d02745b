import { useState } from 'react';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import { Link, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '@agrocadena/shared-ui/core';
import { Brand } from '../features/branding/brand';
import { AppFooter } from './app-footer';
import { SideDrawer } from './side-drawer';
import './public-layout.css';

const LINKS = [
  { key: 'services', to: '/servicesCatalog' },
  { key: 'catalog', to: '/productsCatalog' },
  { key: 'contact', to: { pathname: '/', hash: '#home' } },
  { key: 'myAccount', to: '/login' },
] as const;

/**
 * Landing and public catalogues: links to the catalogues, contact and the account. Built without
 * antd (the phone's menu is a SideDrawer, as the dashboard's): a first visit downloads no
 * component library.
 */
export function PublicLayout() {
  const { t } = useTranslation('shell');
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const links = (onClick?: () => void) =>
    LINKS.map((link) => (
      <Link key={link.key} to={link.to} onClick={onClick} className="public-link" data-testid={`public-nav-${link.key}`}>
        {t(`publicNav.${link.key}`)}
      </Link>
    ));
  return (
    <div className="app-frame">
      <header className="public-header">
        <Brand to="/" text="AgroCadena" />
        <nav className="public-nav only-desktop" aria-label={t('publicNav.label')}>
          {links()}
        </nav>
        <div className="header-actions">
          <LanguageSelect className="only-desktop" />
          <button
            type="button"
            className="icon-button only-mobile"
            onClick={() => setMenuOpen(true)}
            aria-label={t('nav.openMenu')}
            data-testid="public-menu-button"
          >
            <MenuOutlined aria-hidden />
          </button>
        </div>
      </header>
      <SideDrawer
        open={menuOpen}
        onClose={closeMenu}
        side="right"
        title="AgroCadena"
        label={t('publicNav.label')}
        closeLabel={t('nav.closeMenu')}
        data-testid="public-menu"
      >
        <nav className="drawer-links" aria-label={t('publicNav.label')}>
          {links(closeMenu)}
        </nav>
        <LanguageSelect long size="large" className="drawer-language" />
      </SideDrawer>
      <main className="public-main">
        <Outlet />
      </main>
      <AppFooter />
    </div>
  );
}
