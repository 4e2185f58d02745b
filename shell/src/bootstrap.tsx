import { createRoot } from 'react-dom/client';
import { App } from './app';
import { registerServiceWorker } from './offline/register-service-worker';
import { keepLandingHints } from './features/landing/landing-hints';
import { startOpenedRemotePage } from './remotes/start-opened-page';

startOpenedRemotePage(location.pathname);
// At `/` a visitor's page may hold the landing page drawn at build time (config/prerender-landing.js):
// the first render replaces it with the same page, now live.
createRoot(document.getElementById('root')!).render(<App />);
registerServiceWorker();
keepLandingHints();
