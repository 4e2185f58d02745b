// First: the federation runtime mock must be in place before the shell's modules load.
import '../test/federation-runtime-mock';
import { waitFor } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { useSessionStore } from '@agrocadena/shared-ui/core';
import { stubFetch } from '@agrocadena/shared-ui/src/testing';
import { sessionUser } from '../test/render-app';
import { loadRemotePage, resetRemoteRegistry } from './remote-registry';
import { startOpenedRemotePage } from './start-opened-page';

const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

beforeEach(() => {
  resetRemoteRegistry();
  mockedLoadRemote.mockReset();
  mockedLoadRemote.mockResolvedValue({ default: () => null });
  useSessionStore.setState({ user: null });
});

function stubRemoteMap() {
  return stubFetch([
    { path: /\/remotes\.json$/, body: { inventory: '/remotes/inventory/mf-manifest.json', catalog: '/remotes/catalog/mf-manifest.json' } },
  ]);
}

test('a private remote page opened with a session starts loading with the shell, its parameters matched', async () => {
  const { calls } = stubRemoteMap();
  useSessionStore.setState({ user: sessionUser() });
  startOpenedRemotePage('/products/p-1');
  await waitFor(() => expect(mockedLoadRemote).toHaveBeenCalledWith('inventory/ProductDetailPage'));
  expect(calls.map((call) => call.path)).toEqual(['/remotes.json']);
});

test('a public remote page starts loading for a visitor too', async () => {
  stubRemoteMap();
  startOpenedRemotePage('/productsCatalog');
  await waitFor(() => expect(mockedLoadRemote).toHaveBeenCalledWith('catalog/ProductsCatalogPage'));
});

test('nothing starts for a private page without a session (the visitor is sent away), nor for the shell’s own pages', async () => {
  const { calls } = stubRemoteMap();
  startOpenedRemotePage('/userProducts');
  useSessionStore.setState({ user: sessionUser() });
  startOpenedRemotePage('/home');
  startOpenedRemotePage('/');
  startOpenedRemotePage('/no-such-page');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(calls).toEqual([]);
  expect(mockedLoadRemote).not.toHaveBeenCalled();
});

test('a remote that cannot be reached is left to the page, which asks again and shows it', async () => {
  stubRemoteMap();
  useSessionStore.setState({ user: sessionUser() });
  mockedLoadRemote.mockRejectedValueOnce(new Error('RUNTIME-008 script failed'));
  startOpenedRemotePage('/userProducts');
  await waitFor(() => expect(mockedLoadRemote).toHaveBeenCalledTimes(1));
  // The page's own request (RemotePage) tries again rather than meeting the early failure.
  await expect(loadRemotePage('inventory/UserProductsPage')).resolves.toHaveProperty('default');
  expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
});
