import { createRoot } from 'react-dom/client';
import { App } from './app';
import { registerServiceWorker } from './offline/register-service-worker';

createRoot(document.getElementById('root')!).render(<App />);
registerServiceWorker();
