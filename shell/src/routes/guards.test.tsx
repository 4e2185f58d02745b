// First: the federation runtime mock must be in place before the shell's modules load.
import '../test/federation-runtime-mock';
import { act, screen, waitFor } from '@testing-library/react';
import { useSessionStore } from '@agrocadena/shared-ui';
import { renderApp, sessionUser } from '../test/render-app';
import { commonStubRoutes, fail, ok, stubFetch } from '@agrocadena/shared-ui/src/testing';

beforeEach(() => {
  localStorage.clear();
  stubFetch(commonStubRoutes);
});

const location = () => screen.getByTestId('location');

describe('route guards', () => {
  it.each(['/home', '/userProducts', '/editUser', '/requestsOverview', '/userRequests/sent'])(
    'sends a visitor without a session from %s to /',
    async (path) => {
      renderApp(path);
      await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
      expect(screen.getByTestId('landing-page')).toBeInTheDocument();
    },
  );

  it.each(['/login', '/signUp', '/successfulSignUp', '/verified/abc'])('sends a logged-in user from %s to /home', async (path) => {
    renderApp(path, { user: sessionUser('AGRO') });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/home$/));
  });

  it('leaves the public pages open to everybody', async () => {
    renderApp('/', { user: sessionUser('AGRO') });
    expect(location()).toHaveTextContent(/^\/$/);
    expect(screen.getByTestId('hero-to-home')).toBeInTheDocument();
  });

  it('sends the user to / when the session is cleared on a private page (e.g. a 401)', async () => {
    renderApp('/home', { user: sessionUser('SUPPLIER') });
    expect(await screen.findByTestId('home-page')).toBeInTheDocument();
    act(() => useSessionStore.getState().clear());
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
  });

  it('forgets the session when the server answers 401 and leaves the private page', async () => {
    stubFetch([{ path: /countUnseenRequests$/, status: 401, body: fail('UNAUTHORIZED', 'Sesión vencida') }, ...commonStubRoutes]);
    renderApp('/home', { user: sessionUser('AGRO') });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(localStorage.getItem('USER')).toBeNull();
  });

  it('redirects /dashboard to /home', async () => {
    stubFetch([{ path: /countUnseenRequests$/, body: ok({ sent: 0, received: 0 }) }, ...commonStubRoutes]);
    renderApp('/dashboard', { user: sessionUser('AGRO') });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/home$/));
  });

  it.each([
    ['es', '/no-such-page', 'Página no encontrada'],
    ['en', '/test1', 'Page not found'],
    ['en', '/test2', 'Page not found'],
  ] as const)('shows a translated 404 (%s) for %s', async (language, path, title) => {
    renderApp(path, { language });
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByTestId('not-found')).toBeInTheDocument();
  });
});
