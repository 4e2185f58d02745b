// First: the federation runtime mock must be in place before the shell's modules load.
import '../../../test/federation-runtime-mock';
import { screen, waitFor, within } from '@testing-library/react';
import { useSessionStore } from '@agrocadena/shared-ui';
import { renderApp, sessionUser } from '../../../test/render-app';
import { commonStubRoutes, fail, fillIn, ok, stubFetch } from '@agrocadena/shared-ui/src/testing';

jest.setTimeout(30_000);

const agro = sessionUser('AGRO');

beforeEach(() => localStorage.clear());

describe('login form', () => {
  it.each([
    ['es', 'Complete los campos obligatorios'],
    ['en', 'Fill in the required fields'],
  ] as const)('asks for the required fields (%s) without calling the server', async (language, message) => {
    const { calls } = stubFetch(commonStubRoutes);
    const { user } = await renderApp('/login', { language });
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('login-error')).toHaveTextContent(message);

    await fillIn(user, screen.getByTestId('login-email'), 'ana@example.co');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('login-error')).toHaveTextContent(message);
    expect(calls.some((c) => c.path.endsWith('/api/login'))).toBe(false);
  });

  it('shows the server message under the form and stays on /login', async () => {
    stubFetch([
      { method: 'POST', path: '/api/login', status: 401, body: fail('INVALID_CREDENTIALS', 'Correo o contraseña incorrectos') },
      ...commonStubRoutes,
    ]);
    const { user } = await renderApp('/login');
    await fillIn(user, screen.getByTestId('login-email'), 'ana@example.co');
    await fillIn(user, screen.getByTestId('login-password'), 'wrong-password');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Correo o contraseña incorrectos');
    expect(useSessionStore.getState().user).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('stores the user and goes to /home on success', async () => {
    const { calls } = stubFetch([{ method: 'POST', path: '/api/login', body: ok(agro) }, ...commonStubRoutes]);
    const { user } = await renderApp('/login');
    await fillIn(user, screen.getByTestId('login-email'), ' ana@example.co ');
    await fillIn(user, screen.getByTestId('login-password'), 'cosecha2024');
    await user.click(screen.getByTestId('login-remember'));
    await user.click(screen.getByTestId('login-submit'));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/home$/));
    expect(useSessionStore.getState().user).toEqual(agro);
    expect(JSON.parse(localStorage.getItem('USER')!)).toEqual(agro);
    expect(calls.find((c) => c.path.endsWith('/api/login'))?.body).toEqual({
      email: 'ana@example.co',
      password: 'cosecha2024',
      rememberPassword: true,
    });
    expect(await screen.findByTestId('home-page')).toBeInTheDocument();
  });

  it('goes one page back with ?redirect=back', async () => {
    stubFetch([{ method: 'POST', path: '/api/login', body: ok(agro) }, ...commonStubRoutes]);
    const { user } = await renderApp('/login?redirect=back', { history: ['/productsCatalog'] });
    await fillIn(user, screen.getByTestId('login-email'), 'ana@example.co');
    await fillIn(user, screen.getByTestId('login-password'), 'cosecha2024');
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/productsCatalog$/));
    expect(useSessionStore.getState().user?._id).toBe(agro._id);
  });

  it('sends the recovery mail from the dialog, which closes with the answer as a toast', async () => {
    const { calls } = stubFetch([
      { method: 'POST', path: '/api/sendPasswordRecoveryEmail', body: ok(null, 'Si el correo está registrado, recibirá un enlace') },
      ...commonStubRoutes,
    ]);
    const { user } = await renderApp('/login');
    await user.click(screen.getByTestId('forgot-open'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByTestId('forgot-send'));
    expect(await within(dialog).findByTestId('forgot-answer')).toHaveTextContent('Complete los campos obligatorios');

    await fillIn(user, within(dialog).getByTestId('forgot-email'), 'ana@example.co');
    await user.click(within(dialog).getByTestId('forgot-send'));
    expect(await screen.findByText('Si el correo está registrado, recibirá un enlace')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.path.endsWith('/api/sendPasswordRecoveryEmail'))?.body).toEqual({ email: 'ana@example.co' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  });

  it('keeps the dialog open with the reason when the mail cannot be sent', async () => {
    stubFetch([
      { method: 'POST', path: '/api/sendPasswordRecoveryEmail', status: 503, body: fail('MAIL_UNAVAILABLE', 'We could not send the email.') },
      ...commonStubRoutes,
    ]);
    const { user } = await renderApp('/login', { language: 'en' });
    await user.click(screen.getByTestId('forgot-open'));
    const dialog = await screen.findByRole('dialog');
    await fillIn(user, within(dialog).getByTestId('forgot-email'), 'ana@example.co');
    await user.click(within(dialog).getByTestId('forgot-send'));
    expect(await within(dialog).findByTestId('forgot-answer')).toHaveTextContent('We could not send the email.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows the typed password on request and hides it again', async () => {
    stubFetch(commonStubRoutes);
    const { user } = await renderApp('/login', { language: 'en' });
    await fillIn(user, screen.getByTestId('login-password'), 'cosecha2024');
    expect(screen.getByTestId('login-password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByTestId('login-password')).toHaveAttribute('type', 'text');
    expect(screen.getByTestId('login-password')).toHaveValue('cosecha2024');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByTestId('login-password')).toHaveAttribute('type', 'password');
  });

  it('links to the sign-up page', async () => {
    stubFetch(commonStubRoutes);
    const { user } = await renderApp('/login');
    await user.click(screen.getByTestId('to-sign-up'));
    // The login page stays until the sign-up page's code has arrived.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/signUp'));
  });
});
