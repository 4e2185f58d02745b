import { useRef } from 'react';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import { Link, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '@agrocadena/shared-ui/core';
import { Brand } from '../features/branding/brand';
import { AppFooter } from './app-footer';
import './public-layout.css';

const LINKS = [
  { key: 'services', to: '/servicesCatalog' },
  { key: 'catalog', to: '/productsCatalog' },
  { key: 'contact', to: { pathname: '/', hash: '#home' } },
  { key: 'myAccount', to: '/login' },
] as const;

/**
 * Landing and public catalogues: links to the catalogues, contact and the account. Built without
 * antd (the phone's menu is the browser's own modal dialog): a first visit downloads no component library.
 */
export function PublicLayout() {
  const { t } = useTranslation('shell');
  const menu = useRef<HTMLDialogElement>(null);
  const closeMenu = () => menu.current?.close();
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
            onClick={() => menu.current?.showModal()}
            aria-label={t('nav.openMenu')}
            data-testid="public-menu-button"
          >
            <MenuOutlined aria-hidden />
          </button>
        </div>
      </header>
      <dialog
        ref={menu}
        className="public-menu"
        aria-label={t('publicNav.label')}
        data-testid="public-menu"
        // A tap on the shaded backdrop (the dialog's own box, outside its panel) closes it.
        onClick={(event) => event.target === menu.current && closeMenu()}
      >
        <div className="public-menu-panel">
          <div className="public-menu-head">
            <span className="public-menu-title">AgroCadena</span>
            <button type="button" className="icon-button" onClick={closeMenu} aria-label={t('nav.closeMenu')}>
              <CloseOutlined aria-hidden />
            </button>
          </div>
          <nav className="drawer-links" aria-label={t('publicNav.label')}>
            {links(closeMenu)}
          </nav>
          <LanguageSelect long size="large" className="drawer-language" />
        </div>
      </dialog>
      <main className="public-main">
        <Outlet />
      </main>
      <AppFooter />
    </div>
  );
}
