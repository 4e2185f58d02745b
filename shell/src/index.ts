import { stampStyleNonces } from './style-nonce';
import { openedRemotePage } from './routes/early-start';
import { fetchManifestEarly } from './remotes/remote-map';

// Before any style is inserted (the bootstrap chunk and every remote insert theirs).
stampStyleNonces(document);
const shell = import('./bootstrap');

// The remote page a visit opens starts with the shell instead of once the layout has drawn:
// remotes.json, the remote's manifest, its entry and the page's chunks are each a round trip (about
// a second of a phone's first visit to a list, bench). Its manifest is fetched now; the page loads
// once the shell has started (its shared modules are set up then), before the first render. A
// failure is left to the page, which asks again and shows it.
const remotePage = openedRemotePage(location.pathname);
if (remotePage) {
  fetchManifestEarly(remotePage.split('/')[0]);
  const registry = import('./remotes/remote-registry');
  void Promise.all([registry, shell])
    .then(([{ loadRemotePage }]) => loadRemotePage(remotePage))
    .catch(() => undefined);
}
