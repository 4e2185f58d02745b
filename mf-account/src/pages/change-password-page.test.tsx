import type { ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useSessionStore } from '@agrocadena/shared-ui';
import ChangePasswordPage from './change-password-page';
import { fail, ok, stubFetch, logIn, renderPage, renderWithProviders, resetStores, SESSION_USER, setupUser } from '@agrocadena/shared-ui/src/testing';

const show = () => renderPage('/changePassword', '/changePassword', <ChangePasswordPage />);

async function fill(user: ReturnType<typeof userEvent.setup>, password: string, repeat: string) {
  if (password) await user.type(screen.getByTestId('password'), password);
  if (repeat) await user.type(screen.getByTestId('repeat-password'), repeat);
}

describe('ChangePasswordPage', () => {
  beforeEach(() => {
    resetStores('es');
    logIn();
  });

  it('pre-fills the session email and locks it', () => {
    stubFetch([]);
    show();
    const email = screen.getByTestId('email');
    expect(email).toHaveValue(SESSION_USER.email);
    expect(email).toBeDisabled();
  });

  it('asks to fill in the required fields when the passwords are empty', async () => {
    const { calls } = stubFetch([]);
    const user = setupUser();
    show();
    await user.click(screen.getByTestId('password-submit'));
    expect(await screen.findByText('Complete los campos obligatorios')).toBeInTheDocument();
    expect(screen.getAllByText('Campo obligatorio')).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });

  it('refuses passwords that do not match, and short ones', async () => {
    const { calls } = stubFetch([]);
    const user = setupUser();
    show();
    await fill(user, 'corta', 'distinta1');
    await user.click(screen.getByTestId('password-submit'));
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(screen.getByText('La contraseña debe tener al menos 8 caracteres')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('changes the password, clears the session and goes to /login', async () => {
    const { callsTo } = stubFetch([{ method: 'POST', path: '/api/changePassword', body: ok(null, 'Contraseña cambiada') }]);
    const user = setupUser();
    show();
    await fill(user, 'nueva-clave-1', 'nueva-clave-1');
    await user.click(screen.getByTestId('password-submit'));
    expect(await screen.findByTestId('login-page')).toBeInTheDocument();
    const [call] = callsTo('POST', '/api/changePassword');
    expect(call.body).toEqual({ email: SESSION_USER.email, password: 'nueva-clave-1' });
    expect(call.headers.Authorization).toBe(SESSION_USER.token);
    expect(useSessionStore.getState().user).toBeNull();
    expect(localStorage.getItem('USER')).toBeNull();
    expect(await screen.findByText('Contraseña cambiada. Inicie sesión de nuevo.')).toBeInTheDocument();
  });

  it('still reaches /login behind guards like the shell ones (private → /, guest-only /login)', async () => {
    stubFetch([{ method: 'POST', path: '/api/changePassword', body: ok(null) }]);
    const RequireUser = ({ children }: { children: ReactNode }) => (useSessionStore((s) => s.user) ? <>{children}</> : <Navigate to="/" replace />);
    const RequireGuest = ({ children }: { children: ReactNode }) =>
      useSessionStore((s) => s.user) ? <Navigate to="/home" replace /> : <>{children}</>;
    const Where = () => <div data-testid="where">{useLocation().pathname}</div>;
    const user = setupUser();
    renderWithProviders(
      <MemoryRouter initialEntries={['/changePassword']}>
        <Routes>
          <Route
            path="/changePassword"
            element={
              <RequireUser>
                <ChangePasswordPage />
              </RequireUser>
            }
          />
          <Route
            path="/login"
            element={
              <RequireGuest>
                <Where />
              </RequireGuest>
            }
          />
          <Route
            path="/home"
            element={
              <RequireUser>
                <Where />
              </RequireUser>
            }
          />
          <Route path="/" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    await fill(user, 'nueva-clave-1', 'nueva-clave-1');
    await user.click(screen.getByTestId('password-submit'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/login'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByTestId('where')).toHaveTextContent('/login');
  });

  it('shows the server message and keeps the session when the change fails', async () => {
    stubFetch([
      { method: 'POST', path: '/api/changePassword', status: 403, body: fail('FORBIDDEN', 'No puede cambiar la contraseña de otra cuenta') },
    ]);
    const user = setupUser();
    show();
    await fill(user, 'nueva-clave-1', 'nueva-clave-1');
    await user.click(screen.getByTestId('password-submit'));
    expect(await screen.findByText('No puede cambiar la contraseña de otra cuenta')).toBeInTheDocument();
    expect(useSessionStore.getState().user?._id).toBe(SESSION_USER._id);
    expect(screen.queryByTestId('login-page')).not.toBeInTheDocument();
  });

  it('speaks English', async () => {
    resetStores('en');
    logIn();
    stubFetch([]);
    const user = setupUser();
    show();
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    await fill(user, 'new-password-1', 'new-password-2');
    await user.click(screen.getByTestId('password-submit'));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await user.clear(screen.getByTestId('password'));
    await user.clear(screen.getByTestId('repeat-password'));
    await user.click(screen.getByTestId('password-submit'));
    await waitFor(() => expect(screen.getByText('Fill in the required fields')).toBeInTheDocument());
  });
});
