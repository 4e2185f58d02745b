import { placementOf, type RoutePlacement } from './route-placement';

// What the entry (index.ts) decides before the shell's code has loaded: only the path and whether
// a session is stored are known, and only plain code runs (shared modules load after it).

/** Where the app keeps the session: shared-ui's USER_STORAGE_KEY, which the entry cannot import. */
const SESSION_KEY = 'USER';

/** The route opened, unless it is a private one without a session (the visitor is sent elsewhere). */
function openedRoute(pathname: string, storage: Storage): RoutePlacement | undefined {
  const route = placementOf(pathname);
  return route?.guard === 'user' && storage.getItem(SESSION_KEY) === null ? undefined : route;
}

/** The remote page the visit opens (`remote/ExposeName`): it can start loading with the shell. */
export function openedRemotePage(pathname: string, storage: Storage = localStorage): string | null {
  return openedRoute(pathname, storage)?.remote ?? null;
}

/**
 * A visit with nothing cached (no service worker answers yet) that opens a private page with a
 * stored session: the dashboard's code is fetched with the shell's instead of after it. On a
 * phone the bytes are the wait, and the shell's first scripts leave the line idle while they run.
 * A later visit gets it all from the worker at once, where starting it early would only make the
 * first paint wait for code that is not drawn yet.
 */
export function opensDashboardUncached(pathname: string, storage: Storage = localStorage): boolean {
  return openedRoute(pathname, storage)?.layout === 'dashboard' && !navigator.serviceWorker?.controller;
}
