import {
  AppstoreOutlined,
  ContactsOutlined,
  ExperimentOutlined,
  InboxOutlined,
  ShopOutlined,
  SolutionOutlined,
  TeamOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { NavIcon } from './menu-config';

export const NAV_ICONS: Record<NavIcon, ReactNode> = {
  inventory: <AppstoreOutlined />,
  contacts: <ContactsOutlined />,
  requests: <InboxOutlined />,
  services: <ToolOutlined />,
  branchOffices: <ShopOutlined />,
  production: <ExperimentOutlined />,
  clients: <TeamOutlined />,
  providers: <SolutionOutlined />,
};
