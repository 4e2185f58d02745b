import type { UserType } from '@agrocadena/contracts';

export type NavIcon = 'inventory' | 'contacts' | 'requests' | 'services' | 'branchOffices' | 'production' | 'clients' | 'providers';

export interface NavItem {
  /** Label key in the shell namespace (`nav.<key>`); also the menu key. */
  key: string;
  path?: string;
  icon?: NavIcon;
  /** Shows the unseen requests count. */
  badge?: boolean;
  children?: NavItem[];
}

const link = (key: string, path: string, extra: Partial<NavItem> = {}): NavItem => ({ key, path, ...extra });

const inventory = link('inventory', '/userProducts', { icon: 'inventory' });
const clients = link('clients', '/clients', { icon: 'clients' });
const providers = link('providers', '/providers', { icon: 'providers' });
const requests = link('requests', '/requestsOverview', { icon: 'requests', badge: true });
const contacts: NavItem = { key: 'contacts', icon: 'contacts', children: [link('clients', '/clients'), link('providers', '/providers')] };

/** The dashboard menu of each user type (docs/domain.md#user-types). */
export const MENUS: Record<UserType, NavItem[]> = {
  AGRO: [inventory, contacts, link('requestsOverview', '/requestsOverview', { icon: 'requests', badge: true })],
  LOGISTIC: [
    link('products', '/userProducts', { icon: 'inventory' }),
    clients,
    {
      key: 'services',
      icon: 'services',
      children: [link('myServices', '/userServices'), link('requests', '/requestsOverview', { badge: true })],
    },
    link('branchOffices', '/userBranchOffices', { icon: 'branchOffices' }),
  ],
  ENTERPRISE: [
    inventory,
    {
      key: 'production',
      icon: 'production',
      children: [link('activitiesOverview', '/activitiesOverview'), link('processesOverview', '/processesOverview')],
    },
    {
      key: 'services',
      icon: 'services',
      children: [link('myServices', '/userServices'), link('requests', '/requestsOverview', { badge: true })],
    },
    contacts,
  ],
  REQUESTER: [providers, requests],
  MINORIST: [inventory, providers, requests],
  SUPPLIER: [inventory, contacts, requests],
};
