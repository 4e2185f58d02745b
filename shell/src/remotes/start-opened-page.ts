import { matchPath } from 'react-router-dom';
import { useSessionStore } from '@agrocadena/shared-ui/core';
import { ROUTES } from '../routes/route-table';
import { loadRemotePage } from './remote-registry';

/**
 * Starts loading the remote page a visit opens on together with the shell, instead of once the
 * layout has drawn: remotes.json, the remote's manifest, its entry and the page's chunks are each a
 * round trip, about a second of a phone's first visit to a list (bench). Nothing starts for a
 * private page without a session (the visitor is sent elsewhere). A failure here is left to the
 * page, which asks again and shows it.
 */
export function startOpenedRemotePage(pathname: string): void {
  const route = ROUTES.find((candidate) => candidate.remote && matchPath(candidate.path, pathname));
  if (!route?.remote || (route.guard === 'user' && !useSessionStore.getState().user)) return;
  loadRemotePage(route.remote).catch(() => undefined);
}
