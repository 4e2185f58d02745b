import { useState } from 'react';
import { Button, Drawer } from 'antd';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import { Link, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '@agrocadena/shared-ui';
import { Brand } from '../features/branding/brand';
import { AppFooter } from './app-footer';
import './public-layout.css';

const LINKS = [
  { key: 'services', to: '/servicesCatalog' },
  { key: 'catalog', to: '/productsCatalog' },
  { key: 'contact', to: { pathname: '/', hash: '#home' } },
  { key: 'myAccount', to: '/login' },
] as const;

/** Landing and public catalogues: links to the catalogues, contact and the account. */
export function PublicLayout() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
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
          <Button
            className="only-mobile"
            type="text"
            icon={<MenuOutlined />}
            onClick={() => setOpen(true)}
            aria-label={t('nav.openMenu')}
            data-testid="public-menu-button"
          />
        </div>
      </header>
      <Drawer open={open} onClose={() => setOpen(false)} placement="right" size={300} title="AgroCadena">
        <nav className="drawer-links" aria-label={t('publicNav.label')}>
          {links(() => setOpen(false))}
        </nav>
        <LanguageSelect long size="large" className="drawer-language" />
      </Drawer>
      <main className="public-main">
        <Outlet />
      </main>
      <AppFooter />
    </div>
  );
}
