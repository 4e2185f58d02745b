import { USER_TYPES } from '@agrocadena/contracts/core';
import { capabilitiesOf } from '@agrocadena/contracts/rules';
import { MENUS, type NavItem } from './menu-config';

const pathsOf = (items: readonly NavItem[]): string[] =>
  items.flatMap((item) => [...(item.path ? [item.path] : []), ...pathsOf(item.children ?? [])]);

describe('the dashboard menus', () => {
  test.each(USER_TYPES)('offer %s the sections its user type may use, as the API allows them', (type) => {
    const paths = pathsOf(MENUS[type]);
    const can = capabilitiesOf(type);
    expect({
      services: paths.includes('/userServices'),
      branchOffices: paths.includes('/userBranchOffices'),
      activities: paths.includes('/activitiesOverview'),
      processes: paths.includes('/processesOverview'),
    }).toEqual({
      services: can.serviceTypes.length > 0,
      branchOffices: can.hasBranchOffices,
      activities: can.hasProduction,
      processes: can.hasProduction,
    });
  });
});
