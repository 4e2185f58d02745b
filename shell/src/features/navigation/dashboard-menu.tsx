import DownOutlined from '@ant-design/icons/DownOutlined';
import { NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { UserType } from '@agrocadena/contracts';
import { CountBadge } from '@agrocadena/shared-ui';
import { MENUS, type NavItem } from './menu-config';
import { NAV_ICONS } from './nav-icons';
import { usePopup } from './use-popup';
import './dashboard-menu.css';

interface Props {
  userType: UserType;
  /** Unseen requests, shown on the requests links. */
  unseen: number;
  /** The desktop top bar (sub-menus pop up) or the phone drawer (everything listed). */
  mode: 'horizontal' | 'inline';
  onNavigate?: () => void;
}

const hasBadge = (item: NavItem): boolean => !!item.badge || !!item.children?.some(hasBadge);
const holdsPath = (item: NavItem, pathname: string): boolean =>
  item.path === pathname || !!item.children?.some((child) => holdsPath(child, pathname));

/**
 * The per-user-type menu: links, and groups whose links pop up on the desktop bar (on hover, a
 * click or the keyboard) and are listed under their title in the phone's drawer. Plain links and
 * lists: the menu is on every logged-in page's first paint.
 */
export function DashboardMenu({ userType, unseen, mode, onNavigate }: Props) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const items = MENUS[userType] ?? [];
  const link = (item: NavItem, key: string, onClick = onNavigate) => (
    <NavLink to={item.path!} end onClick={onClick} className="nav-link" data-testid={`nav-${key}`}>
      {item.icon && <span className="nav-icon">{NAV_ICONS[item.icon]}</span>}
      <span className="nav-text">{t(`nav.${item.key}`)}</span>
      {item.badge && <CountBadge count={unseen} className="nav-badge" data-testid="unseen-badge" />}
    </NavLink>
  );
  const groupTitle = (item: NavItem) => (
    <>
      {item.icon && <span className="nav-icon">{NAV_ICONS[item.icon]}</span>}
      <span className="nav-text">{t(`nav.${item.key}`)}</span>
      {/* A closed group still tells the user that something inside waits for them. */}
      {hasBadge(item) && unseen > 0 && <CountBadge dot className="nav-dot" />}
    </>
  );

  return (
    <nav aria-label={t('nav.label')} className={`dashboard-menu dashboard-menu-${mode}`} data-testid={`dashboard-menu-${mode}`}>
      <ul className="nav-list">
        {items.map((item) => {
          if (!item.children) {
            return <li key={item.key}>{link(item, item.key)}</li>;
          }
          const children = (onClick?: () => void) =>
            item.children!.map((child) => <li key={child.key}>{link(child, `${item.key}.${child.key}`, onClick)}</li>);
          return mode === 'horizontal' ? (
            <PopupGroup key={item.key} item={item} title={groupTitle(item)} active={holdsPath(item, pathname)}>
              {children}
            </PopupGroup>
          ) : (
            <li key={item.key} className="nav-group">
              <div className="nav-group-title" data-testid={`nav-${item.key}`}>
                {groupTitle(item)}
              </div>
              <ul className="nav-list">{children()}</ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

interface GroupProps {
  item: NavItem;
  title: JSX.Element;
  active: boolean;
  /** The group's links; a click on one closes the group (it navigates). */
  children: (onClick: () => void) => JSX.Element[];
}

/** A group of the desktop bar: its links show while the pointer is on it, or once it is clicked. */
function PopupGroup({ item, title, active, children }: GroupProps) {
  const popup = usePopup<HTMLLIElement>();
  return (
    <li ref={popup.ref} className={`nav-group${popup.open ? ' open' : ''}${active ? ' active' : ''}`}>
      <button type="button" className="nav-link nav-group-button" aria-expanded={popup.open} onClick={popup.toggle} data-testid={`nav-${item.key}`}>
        {title}
        <DownOutlined className="nav-caret" aria-hidden />
      </button>
      <ul className="nav-list nav-popup">{children(popup.close)}</ul>
    </li>
  );
}
