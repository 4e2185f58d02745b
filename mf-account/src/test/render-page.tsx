import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders, useLanguageStore, useSessionStore, type SessionUser } from '@agrocadena/shared-ui';

export const SESSION_USER: SessionUser = {
  _id: 'u1',
  email: 'ana@finca.co',
  userType: 'AGRO',
  firstName: 'Ana',
  lastName: 'Pérez',
  enterpriseName: null,
  token: 'tok-123',
};

function Landing({ name }: { name: string }) {
  const location = useLocation();
  return <div data-testid={`${name}-page`}>{location.pathname}</div>;
}

/** One page at `url` under `route`, with /login and /userProducts as plain landing spots. */
export function renderPage(route: string, url: string, page: ReactElement) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={route} element={page} />
          <Route path="/login" element={<Landing name="login" />} />
          <Route path="/userProducts" element={<Landing name="user-products" />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

export function resetStores(language: 'es' | 'en' = 'es') {
  localStorage.clear();
  useSessionStore.getState().clear();
  useLanguageStore.getState().setLanguage(language);
}

export function logIn(user: SessionUser = SESSION_USER) {
  useSessionStore.getState().setUser(user);
}

/**
 * user-event without the pointer-events check: it walks getComputedStyle up the tree on every
 * click (slow in jsdom) and antd never disables pointer events on what these tests click.
 */
export function setupUser() {
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}
