import { configure, screen, within } from '@testing-library/react';
import { logIn, renderPage, resetStores, setupUser } from '@agrocadena/shared-ui/src/testing';
import CompletedReceivedRequestsPage from './completed-received-requests-page';
import { MANGO, ME, PANELA, deliveredLine, request, serveRequests, serviceRequest } from '../test/request-fixtures';
import { lotRef } from '../test/lot-fixtures';

configure({ asyncUtilTimeout: 5000 });

const LIST = 'requestsCompletedMadeToMe';

describe('CompletedReceivedRequestsPage', () => {
  beforeEach(() => {
    resetStores('es');
    logIn(ME);
  });

  it('lists the closed requests with when and how they ended, and shows one’s details', async () => {
    serveRequests(LIST, [
      request(1, 'received', 'COMPLETED', {
        amountAccepted: 15,
        agreedPrice: 67_500,
        deliveredProducts: [deliveredLine(MANGO, 15)],
        completedAt: '2026-03-14T16:45:00.000Z',
      }),
      request(2, 'received', 'CANCELLED'),
    ]);
    const user = setupUser();
    renderPage('/completedReceivedRequests', '/completedReceivedRequests', <CompletedReceivedRequestsPage />, ['/requestsOverview']);
    const completed = await screen.findByTestId('request-row-q1');
    expect(completed).toHaveTextContent('Tienda La Esquina');
    expect(completed).toHaveTextContent('2026-03-14');
    expect(completed).toHaveTextContent('Completada');
    // A cancelled request closed when it last changed.
    const cancelled = screen.getByTestId('request-row-q2');
    expect(cancelled).toHaveTextContent('Cancelada');
    expect(cancelled).toHaveTextContent('2026-03-11');

    await user.click(within(completed).getByTestId('request-details'));
    const details = await screen.findByTestId('request-details-list');
    expect(screen.getByTestId('request-facts-asked')).toHaveTextContent('Mango Tommy: 20 Kg');
    expect(details).toHaveTextContent('Cantidad aceptada15 Kg');
    expect(screen.getByTestId('request-details-delivered')).toHaveTextContent('Mango Tommy: 15 Kg');
    expect(details).toHaveTextContent(/Precio acordado\$\s?67\.500/);
    expect(details).toHaveTextContent(/Precio propuesto\$\s?90\.000/);
    expect(details).toHaveTextContent('Cerrada2026-03-14');
  });

  it.each([
    ['es', 'Vencido'],
    ['en', 'Expired'],
  ] as const)('names the lots each delivered line left and how much of each, an expired one marked (%s)', async (lang, expired) => {
    resetStores(lang);
    logIn(ME);
    serveRequests(LIST, [
      request(5, 'received', 'COMPLETED', {
        products: [deliveredLine(MANGO, 12.5), deliveredLine(PANELA, 4)],
        deliveredProducts: [
          deliveredLine(MANGO, 12.5, [lotRef('MAN-20261120-01', 10), lotRef('MAN-20261118-02', 2.5, true)]),
          deliveredLine(PANELA, 4),
        ],
        completedAt: '2026-11-28T16:45:00.000Z',
      }),
    ]);
    const user = setupUser();
    renderPage('/completedReceivedRequests', '/completedReceivedRequests', <CompletedReceivedRequestsPage />, ['/requestsOverview']);
    await user.click(within(await screen.findByTestId('request-row-q5')).getByTestId('request-details'));
    const mango = await screen.findByTestId('request-details-delivered-lots-0');
    const [fresh, old] = within(mango).getAllByRole('listitem');
    expect(fresh).toHaveTextContent(/^MAN-20261120-01 · 10 Kg$/);
    expect(old).toHaveTextContent(lang === 'es' ? 'MAN-20261118-02 · 2,5 Kg' : 'MAN-20261118-02 · 2.5 Kg');
    expect(within(old).getByText(expired)).toBeInTheDocument();
    expect(within(fresh).queryByText(expired)).not.toBeInTheDocument();
    // Goods from before lots were kept name none.
    expect(screen.getByTestId('request-details-delivered')).toHaveTextContent('Panela: 4 Un');
    expect(screen.queryByTestId('request-details-delivered-lots-1')).not.toBeInTheDocument();
  });

  it('a logistic service shows when it started and ended among its details', async () => {
    serveRequests(LIST, [
      request(3, 'received', 'COMPLETED', {
        service: { _id: 's-cargue', name: 'Cargue y descargue', type: 'LOGISTIC', activityId: null, processId: null },
        agreedPrice: 250_000,
        startedServiceAt: '2026-03-12T13:00:00.000Z',
        endedServiceAt: '2026-03-12T21:30:00.000Z',
        completedAt: '2026-03-12T21:30:00.000Z',
      }),
    ]);
    const user = setupUser();
    renderPage('/completedReceivedRequests', '/completedReceivedRequests', <CompletedReceivedRequestsPage />, ['/requestsOverview']);
    await user.click(within(await screen.findByTestId('request-row-q3')).getByTestId('request-details'));
    const details = await screen.findByTestId('request-details-list');
    expect(details).toHaveTextContent(/Servicio iniciado2026-03-12 \d\d:00/);
    expect(details).toHaveTextContent(/Servicio terminado2026-03-12 \d\d:30/);
  });

  it('a production request shows where the run that carried it out ended', async () => {
    serveRequests(LIST, [serviceRequest(4, 'received', 'ABORTED', { run: { _id: 'r4', status: 'ABORTED' }, reason: 'Plaga en el lote' })]);
    const user = setupUser();
    renderPage('/completedReceivedRequests', '/completedReceivedRequests', <CompletedReceivedRequestsPage />, ['/requestsOverview']);
    await user.click(within(await screen.findByTestId('request-row-q4')).getByTestId('request-details'));
    expect(await screen.findByTestId('request-details-run')).toHaveTextContent('Abortada');
    expect(screen.getByTestId('request-details-list')).toHaveTextContent('Su actividadAbortada');
  });
});
