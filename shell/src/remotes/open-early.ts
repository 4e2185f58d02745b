import { useSessionStore } from '@agrocadena/shared-ui/core';
import { openedRoute } from '../routes/early-start';
import { loadRemotePage } from './remote-registry';
import { startFirstReads } from './first-reads';

/**
 * Loads the remote page a visit opens, if the visitor may see it, once the shell has started (its
 * shared modules and the session are set up then) and before its first render, and starts the
 * page's first reads beside it. A failure is left to the page, which asks again and shows it.
 */
export function loadOpenedRemotePage(pathname: string): void {
  const user = useSessionStore.getState().user;
  const route = openedRoute(pathname, user !== null);
  if (!route?.remote) return;
  loadRemotePage(route.remote).catch(() => undefined);
  if (user && route.guard === 'user') void startFirstReads(route, pathname, user._id);
}
