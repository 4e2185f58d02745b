// First: the federation runtime mock must be in place before the shell's modules load.
import '../../test/federation-runtime-mock';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserType } from '@agrocadena/contracts';
import { renderApp, sessionUser } from '../../test/render-app';
import { commonStubRoutes, ok, stubFetch } from '@agrocadena/shared-ui/src/testing';

jest.setTimeout(30_000);

beforeEach(() => localStorage.clear());

/** "Label → /path" for links, "Group ▸ Label → /path" for the links of a sub-menu. */
function menuEntries(menu: HTMLElement): string[] {
  const linkText = (a: HTMLAnchorElement) => `${a.childNodes[0].textContent} → ${a.getAttribute('href')}`;
  return [...menu.children].flatMap((li) => {
    if (li.classList.contains('ant-menu-submenu')) {
      const title = li.querySelector('.ant-menu-submenu-title [data-testid]')!.childNodes[0].textContent;
      return [...li.querySelectorAll<HTMLAnchorElement>('.ant-menu-sub a')].map((a) => `${title} ▸ ${linkText(a)}`);
    }
    const a = li.querySelector<HTMLAnchorElement>('a');
    return a ? [linkText(a)] : [];
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

    // The desktop bar has the same top-level items.
    const horizontal = screen.getByTestId('dashboard-menu-horizontal');
    const topLevel = [...new Set(EXPECTED[userType].entries.map((e) => e.split(/ ▸ | → /)[0]))];
    for (const label of topLevel) expect(within(horizontal).getAllByText(label).length).toBeGreaterThan(0);
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

  it('shows the enterprise name of a legal entity, else the first name, with links to home and profile', async () => {
    stubFetch(commonStubRoutes);
    const { user, unmount } = await renderApp('/home', {
      user: sessionUser('ENTERPRISE', { enterpriseName: 'Lácteos del Caribe', firstName: null }),
    });
    expect(screen.getByTestId('user-menu')).toHaveTextContent('Lácteos del Caribe');
    await user.click(screen.getByTestId('user-menu'));
    expect(await screen.findByTestId('user-menu-home')).toHaveAttribute('href', '/home');
    expect(screen.getByTestId('user-menu-edit')).toHaveAttribute('href', '/editUser');
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
