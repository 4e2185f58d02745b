import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from '@agrocadena/shared-ui';
import { RemotePage } from './remotes/remote-page';

createRoot(document.getElementById('root')!).render(
  <AppProviders>
    <BrowserRouter>
      <Routes>
        <Route path="/editUser" element={<RemotePage id="account/EditUserPage" />} />
        <Route path="*" element={<div>shell</div>} />
      </Routes>
    </BrowserRouter>
  </AppProviders>,
);
