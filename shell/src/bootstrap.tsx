import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { registerServiceWorker } from './offline/register-service-worker';
import { keepLandingHints } from './features/landing/landing-hints';
import { useSessionStore } from '@agrocadena/shared-ui/core';
import { opensDashboardUncached } from './routes/early-start';

// A first visit to a private page: the dashboard's code comes now, not once the router draws it.
if (opensDashboardUncached(location.pathname, useSessionStore.getState().user !== null)) {
  void import('./layouts/dashboard-layout');
  void import('@agrocadena/shared-ui');
  void import('./remotes/remote-page');
}
// At `/` a visitor's page may hold the landing page drawn at build time (config/prerender-pages.js):
// the first render replaces it with the same page, now live. Rendered as a transition, React
// yields to the browser every few milliseconds instead of holding the main thread for the whole
// first page: a tap or a scroll is answered meanwhile (docs/performance.md#lighthouse).
const root = createRoot(document.getElementById('root')!);
startTransition(() => root.render(<App />));
registerServiceWorker();
keepLandingHints();
