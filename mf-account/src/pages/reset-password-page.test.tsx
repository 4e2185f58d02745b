import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLanguageStore } from '@agrocadena/shared-ui';
import ResetPasswordPage from './reset-password-page';
import { fail, ok, stubFetch, renderPage, resetStores, setupUser } from '@agrocadena/shared-ui/src/testing';

const TOKEN = 'abc123token';
const show = () => renderPage('/reset-password/:token', `/reset-password/${TOKEN}`, <ResetPasswordPage />);

async function fillAll(user: ReturnType<typeof userEvent.setup>, email: string, password: string, repeat = password) {
  await user.type(screen.getByTestId('email'), email);
  await user.type(screen.getByTestId('password'), password);
  await user.type(screen.getByTestId('repeat-password'), repeat);
  await user.click(screen.getByTestId('password-submit'));
}

describe('ResetPasswordPage', () => {
  beforeEach(() => resetStores('es'));

  it('sends the token of the link with the email and password, then goes to /login', async () => {
    const { callsTo } = stubFetch([{ method: 'POST', path: '/api/restorePassword', body: ok(null) }]);
    const user = setupUser();
    show();
    expect(screen.getByRole('heading', { name: 'Restablecer contraseña' })).toBeInTheDocument();
    expect(screen.getByText('AgroCadena')).toBeInTheDocument();
    await fillAll(user, ' ana@finca.co ', 'nueva-clave-1');
    expect(await screen.findByTestId('login-page')).toBeInTheDocument();
    const [call] = callsTo('POST', '/api/restorePassword');
    expect(call.body).toEqual({ token: TOKEN, email: 'ana@finca.co', password: 'nueva-clave-1' });
    expect(call.headers.Authorization).toBeUndefined();
    expect(await screen.findByText('Su contraseña fue restablecida. Inicie sesión con la nueva.')).toBeInTheDocument();
  });

  it('shows the server message and the way back to /login when the token is refused', async () => {
    stubFetch([{ method: 'POST', path: '/api/restorePassword', status: 400, body: fail('INVALID_TOKEN', 'El enlace no es válido o ya venció') }]);
    const user = setupUser();
    show();
    await fillAll(user, 'ana@finca.co', 'nueva-clave-1');
    const alert = await screen.findByTestId('password-form-error');
    expect(within(alert).getByText('El enlace no es válido o ya venció')).toBeInTheDocument();
    await user.click(within(alert).getByTestId('reset-login-link'));
    expect(await screen.findByTestId('login-page')).toBeInTheDocument();
  });

  it.each([
    ['es', 'Este no es el correo de la cuenta que pidió el enlace.'],
    ['en', 'This is not the email of the account that asked for the link.'],
  ] as const)('shows a wrong email (%s) under the email field, not as a dead link', async (language, message) => {
    resetStores(language);
    stubFetch([{ method: 'POST', path: '/api/restorePassword', status: 400, body: fail('EMAIL_MISMATCH', message, 'email') }]);
    const user = setupUser();
    show();
    await fillAll(user, 'otra@finca.co', 'nueva-clave-1');
    const underEmail = await screen.findByText(message);
    expect(underEmail).toHaveClass('ac-form-item__error');
    expect(screen.getByTestId('email')).toHaveAttribute('aria-invalid', 'true');
    // The link still works: no "ask for a new link" alert.
    expect(screen.queryByTestId('password-form-error')).not.toBeInTheDocument();
    expect(screen.queryByTestId('reset-login-link')).not.toBeInTheDocument();
    // Typing the right address takes the message away.
    await user.clear(screen.getByTestId('email'));
    await user.type(screen.getByTestId('email'), 'ana@finca.co');
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
  });

  it('checks the fields before calling the server', async () => {
    const { calls } = stubFetch([]);
    const user = setupUser();
    show();
    await user.click(screen.getByTestId('password-submit'));
    expect(await screen.findByText('Complete los campos obligatorios')).toBeInTheDocument();
    expect(screen.getAllByText('Campo obligatorio')).toHaveLength(3);
    // The link hint is for server refusals only.
    expect(screen.queryByTestId('reset-login-link')).not.toBeInTheDocument();
    await fillAll(user, 'no-es-correo', 'nueva-clave-1', 'nueva-clave-2');
    expect(await screen.findByText('Correo electrónico inválido')).toBeInTheDocument();
    expect(screen.getByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('has its own language select, since it is shown without the app layout', async () => {
    stubFetch([]);
    const user = setupUser();
    show();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'English');
    await waitFor(() => expect(useLanguageStore.getState().language).toBe('en'));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    await user.click(screen.getByTestId('password-submit'));
    expect(await screen.findByText('Fill in the required fields')).toBeInTheDocument();
  });
});
