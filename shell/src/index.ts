import { stampStyleNonces } from './style-nonce';
import { placementOf } from './routes/route-placement';
import { fetchManifestEarly } from './remotes/remote-map';

// Before any style is inserted (the bootstrap chunk and every remote insert theirs).
stampStyleNonces(document);
const shell = import('./bootstrap');

// The remote page a visit opens starts with the shell instead of once the layout has drawn:
// remotes.json, the remote's manifest, its entry and the page's chunks are each a round trip (about
// a second of a phone's first visit to a list, bench). The manifest is fetched now (the session is
// not known yet: a visitor sent away from a private page has fetched ~2 KB for nothing); the page
// loads once the shell has started.
const remotePage = placementOf(location.pathname)?.remote;
if (remotePage) {
  void fetchManifestEarly(remotePage.split('/')[0]);
  const opening = import('./remotes/open-early');
  void Promise.all([opening, shell]).then(([{ loadOpenedRemotePage }]) => loadOpenedRemotePage(location.pathname));
}
