import { screen } from '@testing-library/react';
import { useSessionStore } from '@agrocadena/shared-ui';
import { fail, logIn, ok, renderPage, resetStores, SESSION_USER, stubFetch } from '@agrocadena/shared-ui/src/testing';
import ConfirmEmailPage from './confirm-email-page';

const show = (token = 'tok-123') => renderPage('/confirm-email/:token', `/confirm-email/${token}`, <ConfirmEmailPage />);

describe('ConfirmEmailPage', () => {
  beforeEach(() => resetStores('es'));

  it('spends the mailed token once and says the new email is the account’s; the logged-in session follows', async () => {
    logIn();
    const { callsTo } = stubFetch([
      { method: 'POST', path: '/api/confirmEmailChange', body: ok({ _id: SESSION_USER._id, email: 'nuevo@finca.co' }) },
    ]);
    show();
    expect(screen.getByTestId('confirm-email-checking')).toBeInTheDocument();
    expect(await screen.findByText('Listo: nuevo@finca.co es ahora el correo de su cuenta.')).toBeInTheDocument();
    expect(callsTo('POST', '/api/confirmEmailChange')).toHaveLength(1);
    expect(callsTo('POST', '/api/confirmEmailChange')[0].body).toEqual({ token: 'tok-123' });
    expect(useSessionStore.getState().user?.email).toBe('nuevo@finca.co');
    expect(screen.getByTestId('confirm-email-next')).toHaveAttribute('href', '/editUser');
  });

  it('without a session: the way on is the log-in page', async () => {
    stubFetch([{ method: 'POST', path: '/api/confirmEmailChange', body: ok({ _id: 'someone', email: 'nuevo@finca.co' }) }]);
    show();
    expect(await screen.findByTestId('email-changed')).toBeInTheDocument();
    expect(screen.getByTestId('confirm-email-next')).toHaveAttribute('href', '/login');
  });

  it('a spent or expired link: the server’s reason and how to ask again', async () => {
    stubFetch([
      { method: 'POST', path: '/api/confirmEmailChange', status: 400, body: fail('INVALID_TOKEN', 'El enlace no es válido o ya venció.', 'token') },
    ]);
    show();
    expect(await screen.findByText('No se pudo cambiar el correo')).toBeInTheDocument();
    expect(screen.getByText(/El enlace no es válido o ya venció\. Puede pedirlo de nuevo desde su perfil\./)).toBeInTheDocument();
  });
});
