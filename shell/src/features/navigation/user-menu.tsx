import DownOutlined from '@ant-design/icons/DownOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import KeyOutlined from '@ant-design/icons/KeyOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@agrocadena/contracts';
import { Avatar } from '@agrocadena/shared-ui';
import { useSessionPhoto } from './use-session-photo';
import { usePopup } from './use-popup';
import './user-menu.css';

/** The enterprise name of a legal entity, else the person's first name. */
export function displayName(user: SessionUser): string {
  return user.enterpriseName?.trim() || user.firstName?.trim() || user.email;
}

const ENTRIES = [
  { key: 'home', to: '/home', icon: <HomeOutlined />, testId: 'user-menu-home' },
  { key: 'editUser', to: '/editUser', icon: <UserOutlined />, testId: 'user-menu-edit' },
  { key: 'changePassword', to: '/changePassword', icon: <KeyOutlined />, testId: 'user-menu-password' },
] as const;

/** The user's photo and name in the top bar, opening the links to home, the profile and the password. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation('shell');
  const name = displayName(user);
  const photo = useSessionPhoto();
  const popup = usePopup<HTMLDivElement>();
  return (
    <div ref={popup.ref} className="user-menu">
      <button
        type="button"
        className="user-menu-trigger"
        aria-label={name}
        aria-expanded={popup.open}
        aria-haspopup="true"
        onClick={popup.toggle}
        data-testid="user-menu"
      >
        <Avatar size={24} src={photo.src} onError={photo.onError} icon={<UserOutlined />} alt="" className="user-avatar" data-testid="user-avatar" />
        <span className="user-name">{name}</span>
        <DownOutlined className="user-caret" aria-hidden />
      </button>
      {popup.open && (
        <nav className="user-menu-popup" aria-label={t('nav.userMenu')}>
          {ENTRIES.map((entry) => (
            <Link key={entry.key} to={entry.to} onClick={popup.close} className="user-menu-link" data-testid={entry.testId}>
              {entry.icon}
              {t(`nav.${entry.key}`)}
            </Link>
          ))}
        </nav>
      )}
    </div>
  );
}
