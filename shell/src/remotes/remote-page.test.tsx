// First: the federation runtime mock must be in place before the shell's modules load.
import '../test/federation-runtime-mock';
import { screen, waitFor } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { renderApp, sessionUser } from '../test/render-app';
import { routes } from '@agrocadena/contracts/client';
import { usePagedList } from '@agrocadena/shared-ui';
import { commonStubRoutes, ok, stubFetch, type StubRoute } from '@agrocadena/shared-ui/src/testing';
import { resetRemoteRegistry } from './remote-registry';
import { forgetOpenedPages } from './open-early';
import { RemoteIncompatibleError } from './remote-errors';

jest.setTimeout(30_000);

const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
const REMOTES = {
  account: '/remotes/account/mf-manifest.json',
  inventory: '/remotes/inventory/mf-manifest.json',
  production: '/remotes/production/mf-manifest.json',
};

function stubRemotes() {
  // The remotes' own calls, whatever they are, answer an empty success.
  const anythingElse: StubRoute[] = ['GET', 'POST', 'PUT', 'DELETE'].map((method) => ({ method, path: /^\/api\//, body: ok(null) }));
  return stubFetch([{ path: /\/remotes\.json$/, body: REMOTES }, ...commonStubRoutes, ...anythingElse]);
}

function EditUserStub() {
  return <h2>Editar perfil (remoto)</h2>;
}

/** The inventory's products page as far as its first read goes: the user's first page of products. */
function UserProductsStub() {
  const list = usePagedList(routes.userProducts, { id: 'u-1' });
  return (
    <ul>
      {list.items.map((product) => (
        <li key={product._id}>{product.name}</li>
      ))}
    </ul>
  );
}

beforeEach(() => {
  localStorage.clear();
  resetRemoteRegistry();
  forgetOpenedPages();
  mockedLoadRemote.mockReset();
  (registerRemotes as jest.Mock).mockClear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('remote pages', () => {
  it('renders the page a remote exposes inside the dashboard', async () => {
    stubRemotes();
    mockedLoadRemote.mockResolvedValue({ default: EditUserStub });
    await renderApp('/editUser', { user: sessionUser('AGRO') });
    expect(await screen.findByText('Editar perfil (remoto)')).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledWith('account/EditUserPage');
    expect(screen.getByTestId('dashboard-menu-horizontal')).toBeInTheDocument();
  });

  it('shows the unavailable panel with a retry when the remote cannot be reached, and retries', async () => {
    stubRemotes();
    mockedLoadRemote.mockRejectedValueOnce(new Error('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest.'));
    const { user } = await renderApp('/editUser', { user: sessionUser('AGRO') });
    expect(await screen.findByTestId('section-unavailable')).toHaveTextContent('Esta sección no está disponible en este momento.');
    expect(screen.queryByTestId('section-not-in-version')).toBeNull();
    // The rest of the app keeps working.
    expect(screen.getByTestId('dashboard-menu-horizontal')).toBeInTheDocument();

    mockedLoadRemote.mockResolvedValue({ default: EditUserStub });
    await user.click(screen.getByTestId('section-retry'));
    expect(await screen.findByText('Editar perfil (remoto)')).toBeInTheDocument();
  });

  it('shows the unavailable panel when the remote code fails to load', async () => {
    stubRemotes();
    mockedLoadRemote.mockRejectedValue(new Error('[ Federation Runtime ]: RUNTIME-008 Failed to load script resources.'));
    await renderApp('/editUser', { user: sessionUser('AGRO'), language: 'en' });
    expect(await screen.findByTestId('section-unavailable')).toHaveTextContent('This section is unavailable right now.');
    expect(screen.getByTestId('section-retry')).toBeInTheDocument();
  });

  it('shows the unavailable panel without a retry when the remote was released against another major of shared-ui', async () => {
    stubRemotes();
    mockedLoadRemote.mockRejectedValue(
      new RemoteIncompatibleError('remote "inventory" not mounted: built against @agrocadena/shared-ui 2.0.0, this shell runs 1.0.0'),
    );
    await renderApp('/userProducts', { user: sessionUser('AGRO') });
    expect(await screen.findByTestId('section-unavailable')).toHaveTextContent('Esta sección no está disponible en este momento.');
    expect(screen.queryByTestId('section-retry')).toBeNull();
    expect(screen.queryByTestId('section-not-in-version')).toBeNull();
    expect(screen.getByTestId('dashboard-menu-horizontal')).toBeInTheDocument();
  });

  it.each([
    ['es', 'Esta sección aún no está disponible en esta versión.'],
    ['en', 'This section is not available in this version yet.'],
  ] as const)('says "not in this version" (%s) when the remote is up but does not expose the page', async (language, text) => {
    stubRemotes();
    mockedLoadRemote.mockRejectedValue(new Error('Module "./UserProductsPage" does not exist in container.'));
    const { user } = await renderApp('/userProducts', { user: sessionUser('AGRO'), language });
    expect(await screen.findByTestId('section-not-in-version')).toHaveTextContent(text);
    expect(screen.queryByTestId('section-retry')).toBeNull();
    expect(mockedLoadRemote).toHaveBeenCalledWith('inventory/UserProductsPage');

    const home = screen.getByTestId('section-go-home');
    expect(home).toHaveAttribute('href', '/home');
    await user.click(home);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/home$/));
  });

  it('says "not in this version" for a remote this deployment does not list', async () => {
    stubRemotes();
    await renderApp('/productsCatalog');
    expect(await screen.findByTestId('section-not-in-version')).toBeInTheDocument();
    // A visitor has no home page: the way back is the landing.
    expect(screen.getByTestId('section-go-home')).toHaveAttribute('href', '/');
  });

  it('says "not in this version" when the remote answers but exposes no page at all', async () => {
    stubRemotes();
    // What federation runtime 2.9.2 throws for an mf-manifest.json without a remoteEntry, as a
    // remote built with no exposes ships it.
    mockedLoadRemote.mockRejectedValue(
      new Error(
        '[ Federation Runtime ]: The remoteEntry URL is missing from the remote snapshot. #RUNTIME-011\n' +
          'args: {"remoteName":"production"}\n' +
          'View the docs to see how to solve: https://module-federation.io/guide/troubleshooting/runtime#runtime-011',
      ),
    );
    await renderApp('/userActivities', { user: sessionUser('ENTERPRISE') });
    expect(await screen.findByTestId('section-not-in-version')).toBeInTheDocument();
    expect(screen.queryByTestId('section-unavailable')).toBeNull();
    expect(mockedLoadRemote).toHaveBeenCalledWith('production/UserActivitiesPage');
  });

  it('starts the first reads of a page a menu tap opens beside its code, the first time it opens', async () => {
    const manifest = { metaData: { firstReads: { UserProductsPage: ['/users/{me}/products?skip=0&limit=12'] } } };
    const { calls } = stubFetch([
      { path: /\/remotes\.json$/, body: REMOTES },
      { path: '/remotes/inventory/mf-manifest.json', body: manifest },
      ...commonStubRoutes,
      { path: /^\/api\//, body: ok([]) },
    ]);
    mockedLoadRemote.mockResolvedValue({ default: EditUserStub });
    const { user } = await renderApp('/home', { user: sessionUser('AGRO') });
    const productReads = () => calls.filter((call) => call.path === '/api/users/u-1/products?skip=0&limit=12');
    const menu = screen.getByTestId('dashboard-menu-horizontal');
    const menuLink = (path: string) => menu.querySelector<HTMLAnchorElement>(`a[href="${path}"]`)!;
    await user.click(menuLink('/userProducts'));
    await waitFor(() => expect(productReads()).toHaveLength(1));
    expect(mockedLoadRemote).toHaveBeenCalledWith('inventory/UserProductsPage');
    expect(calls.filter((call) => call.path === '/remotes/inventory/mf-manifest.json')).toHaveLength(1);

    // Opened again, the page reads through the query cache, which may hold its list still fresh.
    await user.click(menuLink('/clients'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/clients$/));
    await user.click(menuLink('/userProducts'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/userProducts$/));
    expect(productReads()).toHaveLength(1);
  });

  it('hands the page the first read started beside its code, through the query cache: the page asks for nothing', async () => {
    const manifest = { metaData: { firstReads: { UserProductsPage: ['/users/{me}/products?skip=0&limit=12'] } } };
    const { calls } = stubFetch([
      { path: /\/remotes\.json$/, body: REMOTES },
      { path: '/remotes/inventory/mf-manifest.json', body: manifest },
      ...commonStubRoutes,
      { path: '/api/users/u-1/products?skip=0&limit=12', body: { ...ok([{ _id: 'p1', name: 'Mango Tommy' }]), totalItems: 1 } },
    ]);
    const productReads = () => calls.filter((call) => call.path.startsWith('/api/users/u-1/products'));
    // As on a phone, the page's code arrives after its first read has gone out.
    mockedLoadRemote.mockImplementation(async () => {
      await waitFor(() => expect(productReads()).toHaveLength(1));
      return { default: UserProductsStub };
    });
    await renderApp('/userProducts', { user: sessionUser('AGRO') });
    expect(await screen.findByText('Mango Tommy')).toBeInTheDocument();
    expect(productReads()).toHaveLength(1);
  });

  it('says "not in this version" when the container itself reports the missing expose', async () => {
    stubFetch([{ path: /\/remotes\.json$/, body: { account: '/remotes/account/remoteEntry.js' } }, ...commonStubRoutes]);
    mockedLoadRemote.mockRejectedValue(new Error('Module "./ClientsPage" does not exist in container.'));
    await renderApp('/clients', { user: sessionUser('AGRO') });
    expect(await screen.findByTestId('section-not-in-version')).toBeInTheDocument();
  });
});
