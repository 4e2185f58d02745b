import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import ContactsOutlined from '@ant-design/icons/ContactsOutlined';
import ExperimentOutlined from '@ant-design/icons/ExperimentOutlined';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import ShopOutlined from '@ant-design/icons/ShopOutlined';
import SolutionOutlined from '@ant-design/icons/SolutionOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import ToolOutlined from '@ant-design/icons/ToolOutlined';
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
