import { useSessionStore } from '@agrocadena/shared-ui/core';
import { openedRemotePage } from '../routes/early-start';
import { loadRemotePage } from './remote-registry';

/**
 * Loads the remote page a visit opens, if the visitor may see it, once the shell has started (its
 * shared modules and the session are set up then) and before its first render. A failure is left to
 * the page, which asks again and shows it.
 */
export function loadOpenedRemotePage(pathname: string): void {
  const page = openedRemotePage(pathname, useSessionStore.getState().user !== null);
  if (page) loadRemotePage(page).catch(() => undefined);
}
