import './federation-runtime-mock';
import type { ReactElement } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useLanguageStore, useSessionStore } from '@agrocadena/shared-ui';
import { renderWithProviders } from '@agrocadena/shared-ui/src/testing';
import type { Language, SessionUser, UserType } from '@agrocadena/contracts';
import '../i18n/register';
import { AppRoutes } from '../routes/app-routes';

export function sessionUser(userType: UserType = 'AGRO', extra: Partial<SessionUser> = {}): SessionUser {
  return {
    _id: 'u-1',
    email: 'ana@example.co',
    userType,
    firstName: 'Ana',
    lastName: 'Pérez',
    enterpriseName: null,
    token: 'token-1',
    ...extra,
  };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

interface Options {
  user?: SessionUser | null;
  language?: Language;
  /** Earlier entries of the history; the last one is the current page. */
  history?: string[];
}

export function setSession(user: SessionUser | null) {
  if (user) useSessionStore.getState().setUser(user);
  else useSessionStore.getState().clear();
}

/**
 * The shell's real route table in a memory router, with a probe showing the current location;
 * resolves once the page's code has arrived (shell pages and layouts load when first shown).
 */
export async function renderApp(path: string, { user = null, language = 'es', history = [] }: Options = {}) {
  setSession(user);
  useLanguageStore.getState().setLanguage(language);
  const entries = [...history, path];
  const ui: ReactElement = (
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <AppRoutes />
      <LocationProbe />
    </MemoryRouter>
  );
  // The pointer-events check walks getComputedStyle up the tree on every click: slow in jsdom,
  // and antd never disables pointer events on what these tests click.
  const events = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  const rendered = { user: events, ...renderWithProviders(ui) };
  await waitFor(() => expect(screen.queryByTestId('route-loading')).toBeNull());
  return rendered;
}
