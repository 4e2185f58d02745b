import { placementOf, type RoutePlacement } from './route-placement';

// What starts before the router has drawn anything, decided from the path and whether someone is
// logged in (the session store's user).

/** The route opened, unless it is a private one without a session (the visitor is sent elsewhere). */
export function openedRoute(pathname: string, signedIn: boolean): RoutePlacement | undefined {
  const route = placementOf(pathname);
  return route?.guard === 'user' && !signedIn ? undefined : route;
}

/**
 * A visit with nothing cached (no service worker answers yet) that opens a private page with a
 * session: the dashboard's code is fetched with the shell's instead of after it. On a phone the
 * bytes are the wait, and the shell's first scripts leave the line idle while they run. A later
 * visit gets it all from the worker at once, where starting it early would only make the first
 * paint wait for code that is not drawn yet.
 */
export function opensDashboardUncached(pathname: string, signedIn: boolean): boolean {
  return openedRoute(pathname, signedIn)?.layout === 'dashboard' && !navigator.serviceWorker?.controller;
}
