import { screen, within } from '@testing-library/react';
import { logIn, renderPage, resetStores } from '@agrocadena/shared-ui/src/testing';
import RejectedRequestsToOtherUserPage from './rejected-requests-to-other-user-page';
import { ME, request, serveRequests, serviceRequest } from '../test/request-fixtures';

const LIST = 'requestsRejectedToOthers';
const show = () =>
  renderPage('/rejectedRequestsToOtherUser', '/rejectedRequestsToOtherUser', <RejectedRequestsToOtherUserPage />, ['/requestsOverview']);

describe('RejectedRequestsToOtherUserPage', () => {
  beforeEach(() => {
    resetStores('es');
    logIn(ME);
  });

  it('lists whom I asked, what (a product or a service), how much, when it was turned down and why', async () => {
    serveRequests(LIST, [
      request(1, 'sent', 'REJECTED', { reason: 'Sin existencias esta semana' }),
      serviceRequest(2, 'sent', 'REJECTED', { reason: 'Fuera de temporada' }),
    ]);
    show();
    const product = await screen.findByTestId('request-row-q1');
    expect(screen.getByText('Solicitado a')).toBeInTheDocument();
    expect(product).toHaveTextContent('Carlos Gómez');
    expect(within(product).getByTestId('request-kind')).toHaveTextContent('Producto');
    expect(product).toHaveTextContent('20 Kg');
    expect(product).toHaveTextContent('2026-03-11');
    expect(product).toHaveTextContent('Sin existencias esta semana');
    expect(within(screen.getByTestId('request-row-q2')).getByTestId('request-kind')).toHaveTextContent('Servicio de producción');
    // Nothing left to do with a rejected request but talk about it: its notes, in words.
    expect(within(product).getByTestId('request-notes')).toHaveTextContent(/^Notas$/);
    expect(within(product).queryByTestId('request-details')).not.toBeInTheDocument();
    expect(screen.getByTestId('requests-back')).toHaveAttribute('href', '/requestsOverview');
  });

  it('says when there is nothing to show, in English too', async () => {
    resetStores('en');
    logIn(ME);
    serveRequests(LIST, []);
    show();
    expect(await screen.findByTestId('requests-empty')).toHaveTextContent('There is nothing to show');
  });
});
