// First: the federation runtime mock must be in place before the shell's modules load.
import '../test/federation-runtime-mock';
import { waitFor } from '@testing-library/react';
import { loadRemote, registerPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { ok, stubFetch } from '@agrocadena/shared-ui/src/testing';
import { fetchManifestEarly } from './remote-map';
import { loadRemoteMap, loadRemotePage, resetRemoteRegistry } from './remote-registry';
import { forgetOpenedPages, loadOpenedRemotePage } from './open-early';
import { useSessionStore } from '@agrocadena/shared-ui/core';
import { sessionUser } from '../test/render-app';

const MANIFEST = {
  id: 'inventory',
  metaData: {
    remoteEntry: { name: 'remoteEntry.js' },
    firstReads: { UserProductsPage: ['/users/{me}/products?skip=0&limit=12'], ProductDetailPage: ['/products/{productId}', 42] },
  },
};

function stubRemotes() {
  return stubFetch([
    { path: '/remotes.json', body: { inventory: '/remotes/inventory/mf-manifest.json', legacy: '/remotes/legacy/remoteEntry.js' } },
    { path: '/remotes/inventory/mf-manifest.json', body: MANIFEST },
    { path: /^\/api\//, body: ok([]) },
  ]);
}

/** The runtime plugin through which the federation runtime fetches manifests. */
async function manifestFetcher() {
  await loadRemoteMap();
  const plugins = (registerPlugins as jest.Mock).mock.calls.at(-1)?.[0] as ModuleFederationRuntimePlugin[];
  const plugin = plugins.find((candidate) => candidate.fetch);
  if (!plugin?.fetch) throw new Error('no manifest fetcher registered');
  return plugin.fetch as (url: string, init: RequestInit) => Promise<Response> | undefined;
}

beforeEach(() => {
  resetRemoteRegistry();
  forgetOpenedPages();
  (registerPlugins as jest.Mock).mockClear();
});

test('a manifest fetched early is handed to the federation runtime once, remotes.json read once', async () => {
  const { calls } = stubRemotes();
  void fetchManifestEarly('inventory');
  void fetchManifestEarly('inventory');
  const fetcher = await manifestFetcher();
  await waitFor(() => expect(calls.map((call) => call.path)).toEqual(['/remotes.json', '/remotes/inventory/mf-manifest.json']));

  // The runtime asks by the absolute URL.
  const early = fetcher(`${location.origin}/remotes/inventory/mf-manifest.json`, {});
  await expect(early?.then((response) => response.json())).resolves.toEqual(MANIFEST);
  // A second load (a retry after a failure) goes to the network: the runtime fetches it itself.
  expect(fetcher('/remotes/inventory/mf-manifest.json', {})).toBeUndefined();
  expect(calls).toHaveLength(2);
});

test('nothing is fetched early for a remote without a manifest, or not in the map', async () => {
  const { calls } = stubRemotes();
  void fetchManifestEarly('legacy');
  void fetchManifestEarly('missing');
  const fetcher = await manifestFetcher();
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(calls.map((call) => call.path)).toEqual(['/remotes.json']);
  expect(fetcher('/remotes/legacy/remoteEntry.js', {})).toBeUndefined();
});

test('a page that failed to load early is asked for again when the page itself asks', async () => {
  stubRemotes();
  const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
  mockedLoadRemote.mockReset();
  mockedLoadRemote.mockRejectedValueOnce(new Error('RUNTIME-008 script failed')).mockResolvedValue({ default: () => null });
  await expect(loadRemotePage('inventory/UserProductsPage')).rejects.toThrow('RUNTIME-008');
  await expect(loadRemotePage('inventory/UserProductsPage')).resolves.toHaveProperty('default');
  expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
});

test('the page a visit opens loads early only when the session store lets the visitor see it', async () => {
  stubRemotes();
  const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
  mockedLoadRemote.mockReset();
  mockedLoadRemote.mockResolvedValue({ default: () => null });
  useSessionStore.setState({ user: null });
  loadOpenedRemotePage('/userProducts');
  await loadRemoteMap();
  expect(mockedLoadRemote).not.toHaveBeenCalled();
  useSessionStore.setState({ user: sessionUser() });
  loadOpenedRemotePage('/products/p-1');
  await waitFor(() => expect(mockedLoadRemote).toHaveBeenCalledWith('inventory/ProductDetailPage'));
  useSessionStore.setState({ user: null });
});

test('the opened page’s first reads, as its remote’s manifest names them, start beside its code for a user who may see it', async () => {
  const { calls } = stubRemotes();
  const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
  mockedLoadRemote.mockReset();
  mockedLoadRemote.mockResolvedValue({ default: () => null });
  const apiCalls = () => calls.filter((call) => call.path.startsWith('/api/')).map((call) => call.path);

  useSessionStore.setState({ user: null });
  const manifest = fetchManifestEarly('inventory');
  loadOpenedRemotePage('/userProducts');
  await manifest;
  expect(apiCalls()).toEqual([]);

  useSessionStore.setState({ user: sessionUser() });
  loadOpenedRemotePage('/userProducts');
  // The route's own parameter fills its place; what is not a URL is left out.
  loadOpenedRemotePage('/products/p%201');
  await waitFor(() => expect(apiCalls()).toEqual(['/api/users/u-1/products?skip=0&limit=12', '/api/products/p%201']));
  expect(calls.find((call) => call.path === '/api/products/p%201')?.headers).toMatchObject({ Authorization: sessionUser().token });
  useSessionStore.setState({ user: null });
});
