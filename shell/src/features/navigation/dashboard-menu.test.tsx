// First: the federation runtime mock must be in place before the shell's modules load.
import '../../test/federation-runtime-mock';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserType } from '@agrocadena/contracts';
import { renderApp, sessionUser } from '../../test/render-app';
import { commonStubRoutes, ok, stubFetch } from '@agrocadena/shared-ui/src/testing';

jest.setTimeout(30_000);

beforeEach(() => localStorage.clear());

/** "Label → /path" for links, "Group ▸ Label → /path" for the links of a group, as the menu lists them. */
function menuEntries(menu: HTMLElement): string[] {
  const textOf = (element: Element) => element.querySelector('.nav-text')!.textContent;
  const linkText = (a: HTMLAnchorElement) => `${textOf(a)} → ${a.getAttribute('href')}`;
  const topLevel = [...menu.querySelector('ul')!.children];
  return topLevel.flatMap((li) => {
    const group = li.querySelector('ul');
    const links = [...li.querySelectorAll<HTMLAnchorElement>('a')];
    if (!group) return links.map(linkText);
    const title = textOf(li.querySelector(`[data-testid^="nav-"]`)!);
    return links.map((a) => `${title} ▸ ${linkText(a)}`);
  });
}

const EXPECTED: Record<UserType, { portal: string; entries: string[] }> = {
  AGRO: {
    portal: 'Portal del productor',
    entries: [
      'Inventario → /userProducts',
      'Contactos ▸ Clientes → /clients',
      'Contactos ▸ Proveedores → /providers',
      'Resumen de solicitudes → /requestsOverview',
    ],
  },
  LOGISTIC: {
    portal: 'Portal logístico',
    entries: [
      'Productos → /userProducts',
      'Clientes → /clients',
      'Servicios ▸ Mis servicios → /userServices',
      'Servicios ▸ Solicitudes → /requestsOverview',
      'Sucursales → /userBranchOffices',
    ],
  },
  ENTERPRISE: {
    portal: 'Portal agroindustrial',
    entries: [
      'Inventario → /userProducts',
      'Producción ▸ Resumen de actividades → /activitiesOverview',
      'Producción ▸ Resumen de procesos → /processesOverview',
      'Servicios ▸ Mis servicios → /userServices',
      'Servicios ▸ Solicitudes → /requestsOverview',
      'Contactos ▸ Clientes → /clients',
      'Contactos ▸ Proveedores → /providers',
    ],
  },
  REQUESTER: {
    portal: 'Portal del consumidor',
    entries: ['Proveedores → /providers', 'Solicitudes → /requestsOverview'],
  },
  MINORIST: {
    portal: 'Portal del minorista',
    entries: ['Inventario → /userProducts', 'Proveedores → /providers', 'Solicitudes → /requestsOverview'],
  },
  SUPPLIER: {
    portal: 'Portal del proveedor',
    entries: [
      'Inventario → /userProducts',
      'Contactos ▸ Clientes → /clients',
      'Contactos ▸ Proveedores → /providers',
      'Solicitudes → /requestsOverview',
    ],
  },
};

describe('dashboard menu', () => {
  it.each(Object.keys(EXPECTED) as UserType[])('lists exactly the items of a %s user', async (userType) => {
    stubFetch(commonStubRoutes);
    const { user } = await renderApp('/home', { user: sessionUser(userType) });
    expect(screen.getByTestId('brand-link')).toHaveTextContent(EXPECTED[userType].portal);

    // The phone drawer shows every item, sub-menus open.
    await user.click(screen.getByTestId('dashboard-menu-button'));
    const inline = await screen.findByTestId('dashboard-menu-inline');
    await waitFor(() => expect(menuEntries(inline)).toEqual(EXPECTED[userType].entries));

    // The desktop bar holds the same links, the groups' ones in their pop-ups.
    expect(menuEntries(screen.getByTestId('dashboard-menu-horizontal'))).toEqual(EXPECTED[userType].entries);
  });

  it('names the portal and the menu in English', async () => {
    stubFetch(commonStubRoutes);
    const { user } = await renderApp('/home', { user: sessionUser('LOGISTIC'), language: 'en' });
    expect(screen.getByTestId('brand-link')).toHaveTextContent('Logistics portal');
    await user.click(screen.getByTestId('dashboard-menu-button'));
    const inline = await screen.findByTestId('dashboard-menu-inline');
    await waitFor(() =>
      expect(menuEntries(inline)).toEqual([
        'Products → /userProducts',
        'Clients → /clients',
        'Services ▸ My services → /userServices',
        'Services ▸ Requests → /requestsOverview',
        'Branch offices → /userBranchOffices',
      ]),
    );
  });

  it('opens a group of the desktop bar with a click or the keyboard, and closes it with Escape (back on its button), a click elsewhere or a chosen link', async () => {
    stubFetch(commonStubRoutes);
    const { user } = await renderApp('/home', { user: sessionUser('ENTERPRISE') });
    const group = within(screen.getByTestId('dashboard-menu-horizontal')).getByTestId('nav-production');
    expect(group).toHaveAttribute('aria-expanded', 'false');

    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(group).toHaveAttribute('aria-expanded', 'false');

    group.focus();
    await user.keyboard('{Enter}');
    expect(group).toHaveAttribute('aria-expanded', 'true');
    // On one of its links, Escape closes it and puts the keyboard back on the group's button.
    await user.tab();
    expect(group).not.toHaveFocus();
    await user.keyboard('{Escape}');
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(group).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByTestId('brand-link'));
    expect(group).toHaveAttribute('aria-expanded', 'false');

    await user.click(group);
    const bar = screen.getByTestId('dashboard-menu-horizontal');
    await user.click(within(bar).getByTestId('nav-production.processesOverview'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/processesOverview'));
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(within(bar).getByTestId('nav-production.processesOverview')).toHaveAttribute('aria-current', 'page');
  });

  it('closes the phone drawer with Escape and after choosing a link', async () => {
    stubFetch(commonStubRoutes);
    const { user } = await renderApp('/home', { user: sessionUser('AGRO') });
    const drawer = screen.getByTestId('dashboard-drawer') as HTMLDialogElement;
    expect(drawer.open).toBe(false);
    await user.click(screen.getByTestId('dashboard-menu-button'));
    expect(drawer.open).toBe(true);
    drawer.close(); // what the browser does on Escape
    await waitFor(() => expect(drawer.open).toBe(false));

    await user.click(screen.getByTestId('dashboard-menu-button'));
    await user.click(within(drawer).getByTestId('nav-inventory'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/userProducts'));
    expect(drawer.open).toBe(false);
  });

  it('shows the enterprise name of a legal entity, else the first name, with links to home and profile', async () => {
    stubFetch(commonStubRoutes);
    const { user, unmount } = await renderApp('/home', {
      user: sessionUser('ENTERPRISE', { enterpriseName: 'Lácteos del Caribe', firstName: null }),
    });
    expect(screen.getByTestId('user-menu')).toHaveTextContent('Lácteos del Caribe');
    await user.click(screen.getByTestId('user-menu'));
    expect(await screen.findByTestId('user-menu-home')).toHaveAttribute('href', '/home');
    expect(screen.getByTestId('user-menu-edit')).toHaveAttribute('href', '/editUser');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('user-menu-home')).toBeNull();
    unmount();
    await renderApp('/home', { user: sessionUser('AGRO') });
    expect(screen.getByTestId('user-menu')).toHaveTextContent('Ana');
  });

  it.each([
    ['the server answers', { status: 200, body: ok(null) }],
    ['the server cannot be reached', 'network' as const],
  ])('logs out when %s: POST /logout, forget the user, go to /', async (_case, answer) => {
    const { calls } = stubFetch([{ method: 'POST', path: '/api/logout', reply: () => answer }, ...commonStubRoutes]);
    const { user } = await renderApp('/home', { user: sessionUser('AGRO') });
    await user.click(screen.getByTestId('logout-button'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    const logout = calls.find((c) => c.path.endsWith('/api/logout'));
    expect(logout?.method).toBe('POST');
    expect(logout?.headers.Authorization).toBe('token-1');
    expect(localStorage.getItem('USER')).toBeNull();
    expect(screen.getByTestId('hero-login')).toBeInTheDocument();
  });
});
