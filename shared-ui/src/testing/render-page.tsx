import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from '../components/providers/app-providers';
import { createQueryClient } from '../data/query-client';
import { useLanguageStore } from '../i18n/language-store';
import { useSessionStore } from '../session/session-store';
import type { SessionUser } from '@agrocadena/contracts';

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
  return <div data-testid={`${name}-page`}>{location.pathname + location.search}</div>;
}

/** '/userProducts' → 'user-products', '/products/:productId' → 'products'. */
export function landingName(path: string): string {
  const first = path.split('/').filter(Boolean)[0] ?? 'root';
  return first.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/**
 * One page at `url` under `route`. Each of `landings` is a plain spot (data-testid
 * `<path without slash>-page`, showing its path and query) where the page may navigate to.
 */
export function renderPage(route: string, url: string, page: ReactElement, landings: string[] = ['/login', '/userProducts']) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={route} element={page} />
        {landings.map((path) => (
          <Route key={path} path={path} element={<Landing name={landingName(path)} />} />
        ))}
      </Routes>
    </MemoryRouter>,
  );
}

/**
 * The one render helper of every app's component tests: the suite's providers around `ui`, with a
 * fresh query cache per render (no answer leaks from one test into the next) that never retries.
 */
export function renderWithProviders(ui: ReactElement) {
  return render(<AppProviders queryClient={createQueryClient({ retry: false })}>{ui}</AppProviders>);
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
