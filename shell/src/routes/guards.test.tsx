// First: the federation runtime mock must be in place before the shell's modules load.
import '../test/federation-runtime-mock';
import { act, screen, waitFor } from '@testing-library/react';
import { useSessionStore } from '@agrocadena/shared-ui';
import { renderApp, sessionUser } from '../test/render-app';
import { commonStubRoutes, fail, fillIn, ok, stubFetch } from '@agrocadena/shared-ui/src/testing';

beforeEach(() => {
  localStorage.clear();
  stubFetch(commonStubRoutes);
});

const location = () => screen.getByTestId('location');

describe('route guards', () => {
  it.each(['/home', '/userProducts', '/editUser', '/requestsOverview', '/userRequests/sent'])(
    'sends a visitor without a session from %s to /',
    async (path) => {
      await renderApp(path);
      await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
      expect(screen.getByTestId('landing-page')).toBeInTheDocument();
    },
  );

  it.each(['/login', '/signUp', '/successfulSignUp', '/verified/abc'])('sends a logged-in user from %s to /home', async (path) => {
    await renderApp(path, { user: sessionUser('AGRO') });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/home$/));
  });

  it('leaves the public pages open to everybody', async () => {
    await renderApp('/', { user: sessionUser('AGRO') });
    expect(location()).toHaveTextContent(/^\/$/);
    expect(screen.getByTestId('hero-to-home')).toBeInTheDocument();
  });

  it('sends the user to / when the session is cleared on a private page (e.g. a 401)', async () => {
    await renderApp('/home', { user: sessionUser('SUPPLIER') });
    expect(await screen.findByTestId('home-page')).toBeInTheDocument();
    act(() => useSessionStore.getState().clear());
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
  });

  it.each([
    ['es', 'Su sesión expiró. Inicie sesión de nuevo.'],
    ['en', 'Your session expired. Please log in again.'],
  ] as const)(
    'a stored session the server refuses (401) leads to the log-in page, which says so (%s) and returns afterwards',
    async (language, notice) => {
      let sessionAlive = false;
      stubFetch([
        {
          path: /countUnseenRequests$/,
          reply: () => (sessionAlive ? { status: 200, body: ok({ sent: 0, received: 0 }) } : { status: 401, body: fail('UNAUTHORIZED', 'x') }),
        },
        { method: 'POST', path: '/api/login', body: () => ((sessionAlive = true), ok(sessionUser('AGRO', { token: 'token-2' }))) },
        ...commonStubRoutes,
      ]);
      const { user } = await renderApp('/home?tab=tips', { user: sessionUser('AGRO'), language });
      await waitFor(() => expect(location()).toHaveTextContent(/^\/login\?redirect=%2Fhome%3Ftab%3Dtips$/));
      expect(await screen.findByTestId('session-expired')).toHaveTextContent(notice);
      expect(localStorage.getItem('USER')).toBeNull();

      await fillIn(user, screen.getByTestId('login-email'), 'ana@example.co');
      await fillIn(user, screen.getByTestId('login-password'), 'cosecha2024');
      await user.click(screen.getByTestId('login-submit'));
      await waitFor(() => expect(location()).toHaveTextContent(/^\/home\?tab=tips$/));
      expect(await screen.findByTestId('home-page')).toBeInTheDocument();
      expect(useSessionStore.getState()).toMatchObject({ expired: false, user: { token: 'token-2' } });
    },
  );

  it('logging out still goes to / without the expired notice', async () => {
    stubFetch([{ method: 'POST', path: '/api/logout', body: ok(null) }, ...commonStubRoutes]);
    const { user } = await renderApp('/home', { user: sessionUser('AGRO') });
    await user.click(await screen.findByTestId('logout-button'));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(useSessionStore.getState().expired).toBe(false);
  });

  it('after logging in goes to a page of the app named by ?redirect=, never to another site', async () => {
    stubFetch([{ method: 'POST', path: '/api/login', body: ok(sessionUser('AGRO')) }, ...commonStubRoutes]);
    const { user } = await renderApp('/login?redirect=%2F%2Fevil.example%2Fhome');
    await fillIn(user, screen.getByTestId('login-email'), 'ana@example.co');
    await fillIn(user, screen.getByTestId('login-password'), 'cosecha2024');
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/home$/));
  });

  it('redirects /dashboard to /home', async () => {
    stubFetch([{ path: /countUnseenRequests$/, body: ok({ sent: 0, received: 0 }) }, ...commonStubRoutes]);
    await renderApp('/dashboard', { user: sessionUser('AGRO') });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/home$/));
  });

  it.each([
    ['es', '/no-such-page', 'Página no encontrada'],
    ['en', '/test1', 'Page not found'],
    ['en', '/test2', 'Page not found'],
  ] as const)('shows a translated 404 (%s) for %s', async (language, path, title) => {
    await renderApp(path, { language });
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByTestId('not-found')).toBeInTheDocument();
  });
});
