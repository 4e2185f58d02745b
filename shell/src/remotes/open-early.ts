import { matchRoutes } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { queryClient, useSessionStore } from '@agrocadena/shared-ui/core';
import { openedRoute } from '../routes/early-start';
import { placementOf } from '../routes/route-placement';
import { loadRemotePage, type RemotePageModule } from './remote-registry';
import { fetchManifestEarly } from './remote-map';
import { startFirstReads } from './first-reads';

/** Pages opened once already: the query cache may hold their reads fresh, and reads them again itself when not. */
const pagesOpened = new Set<string>();

/**
 * Loads the remote page `id` (`remote/ExposeName`) drawn at `pathname`: the visit's first page, or
 * one a menu tap opens. The first time a page opens, its remote's manifest is read by the shell
 * (once per remote, remote-map.ts) and the page's first reads start beside its code, into `client`:
 * the query cache the page reads from (the suite's one, which every remote shares).
 */
export function openRemotePage(id: string, pathname: string, fresh = false, client: QueryClient = queryClient): Promise<RemotePageModule> {
  const route = placementOf(pathname);
  if (route?.remote === id && !pagesOpened.has(id)) {
    pagesOpened.add(id);
    const manifest = fetchManifestEarly(id.split('/')[0]);
    const user = useSessionStore.getState().user;
    // The route's parameters as the router hands them to the page (decoded), whose own call they fill.
    const params = matchRoutes([{ path: route.path }], pathname)?.[0]?.params;
    if (user && route.guard === 'user') void startFirstReads(client, id, manifest, { ...params, me: user._id });
  }
  return loadRemotePage(id, fresh);
}

/**
 * Loads the remote page a visit opens, if the visitor may see it, once the shell has started (its
 * shared modules and the session are set up then) and before its first render. A failure is left to
 * the page, which asks again and shows it.
 */
export function loadOpenedRemotePage(pathname: string): void {
  const route = openedRoute(pathname, useSessionStore.getState().user !== null);
  if (route?.remote) openRemotePage(route.remote, pathname).catch(() => undefined);
}

/** Tests only. */
export function forgetOpenedPages(): void {
  pagesOpened.clear();
}
