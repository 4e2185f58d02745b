import { BrowserRouter } from 'react-router-dom';
import { CoreProviders, OfflineBanner } from '@agrocadena/shared-ui/core';
import './i18n/register';
import './styles/base.css';
import { AppRoutes } from './routes/app-routes';

// shared-ui's page root (page box, toasts) wraps the pages built on it (routes/app-routes.tsx), not the landing page.
export function App() {
  return (
    <CoreProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <OfflineBanner />
    </CoreProviders>
  );
}
