import { Badge, Menu, type MenuProps } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { UserType } from '@agrocadena/contracts';
import { MENUS, type NavItem } from './menu-config';
import { NAV_ICONS } from './nav-icons';

type MenuItem = NonNullable<MenuProps['items']>[number];

interface Props {
  userType: UserType;
  /** Unseen requests, shown on the requests links. */
  unseen: number;
  mode: 'horizontal' | 'inline';
  onNavigate?: () => void;
}

const hasBadge = (item: NavItem): boolean => !!item.badge || !!item.children?.some(hasBadge);

/** The per-user-type menu; horizontal in the desktop top bar, inline in the phone drawer. */
export function DashboardMenu({ userType, unseen, mode, onNavigate }: Props) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const items = MENUS[userType] ?? [];

  const toItem = (item: NavItem, parent = ''): MenuItem => {
    const key = `${parent}${item.key}`;
    const text = t(`nav.${item.key}`);
    const icon = item.icon ? NAV_ICONS[item.icon] : undefined;
    if (item.children) {
      return {
        key,
        icon,
        // A collapsed sub-menu still tells the user that something inside waits for them.
        label: (
          <span data-testid={`nav-${key}`}>
            {text}
            {hasBadge(item) && unseen > 0 && <Badge dot offset={[4, -8]} />}
          </span>
        ),
        children: item.children.map((child) => toItem(child, `${key}.`)),
      };
    }
    return {
      key,
      icon,
      label: (
        <Link to={item.path!} onClick={onNavigate} data-testid={`nav-${key}`}>
          {text}
          {item.badge && <Badge count={unseen} size="small" overflowCount={99} className="nav-badge" data-testid="unseen-badge" />}
        </Link>
      ),
    };
  };

  const selected: string[] = [];
  const walk = (list: NavItem[], parent = '') =>
    list.forEach((item) => {
      const key = `${parent}${item.key}`;
      if (item.path && item.path === pathname) selected.push(key);
      if (item.children) walk(item.children, `${key}.`);
    });
  walk(items);

  return (
    <Menu
      mode={mode}
      theme={mode === 'horizontal' ? 'dark' : 'light'}
      selectedKeys={selected}
      defaultOpenKeys={mode === 'inline' ? items.filter((i) => i.children).map((i) => i.key) : undefined}
      items={items.map((item) => toItem(item))}
      className={`dashboard-menu dashboard-menu-${mode}`}
      data-testid={`dashboard-menu-${mode}`}
    />
  );
}
