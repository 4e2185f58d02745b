import { configure, screen, waitFor, within } from '@testing-library/react';
import { useUnseenRequests } from '@agrocadena/shared-ui';
import { fail, fillIn, logIn, ok, renderPage, resetStores, setupUser, type RecordedCall, type StubRoute } from '@agrocadena/shared-ui/src/testing';
import ReceivedRequestsPage from './received-requests-page';
import { ME, listUrl, request, serveRequests, serviceRequest } from '../test/request-fixtures';

configure({ asyncUtilTimeout: 5000 });

// The contact card is shared-ui's: here only whom it is opened for, and how, matters.
jest.mock('@agrocadena/shared-ui/antd-forms', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return {
    ...jest.requireActual('@agrocadena/shared-ui/antd-forms'),
    PersonCardDialog: ({ userId, source }: { userId: string | null; source: string }) =>
      userId ? createElement('div', { 'data-testid': 'person-card' }, `${source}:${userId}`) : null,
  };
});

const LIST = 'requestsMadeToMe';

/** The header's badge, as the shell draws it beside every page. */
function HeaderBadge() {
  return <output data-testid="header-unseen">{useUnseenRequests().total}</output>;
}

const show = () =>
  renderPage(
    '/userRequests/received',
    '/userRequests/received',
    <>
      <ReceivedRequestsPage />
      <HeaderBadge />
    </>,
    ['/requestsOverview', '/startActivity', '/startProcess'],
  );
const rowOf = (id: string) => screen.findByTestId(`request-row-${id}`);
const listReads = (calls: { method: string; path: string }[]) =>
  calls.filter((call) => call.method === 'GET' && call.path.startsWith(`${listUrl(LIST)}?`));

type Counts = { sent: number; received: number };

/** The unseen counts as the server reads them: `before` until the page writes anything, then `after`. */
function unseenCounts(before: Counts, after: Counts, server: () => { calls: RecordedCall[] }): StubRoute {
  return {
    path: `/api/users/${ME._id}/countUnseenRequests`,
    body: () => ok(server().calls.some((call) => call.method === 'POST') ? after : before),
  };
}

describe('ReceivedRequestsPage', () => {
  beforeEach(() => {
    resetStores('es');
    logIn(ME);
  });

  it('shows the unseen rows bold and marks them seen, and the header badge reads the counts left', async () => {
    const rows = [
      request(1, 'received', 'PENDING', { unseen: true }),
      request(2, 'received', 'PENDING'),
      request(3, 'received', 'PENDING', { unseen: true }),
    ];
    const server = serveRequests(LIST, rows, [unseenCounts({ sent: 1, received: 2 }, { sent: 1, received: 0 }, () => server)]);
    show();
    const first = await rowOf('q1');
    expect(first).toHaveTextContent('Tienda La Esquina');
    expect(first).toHaveTextContent('Mango Tommy · 20 Kg');
    expect(first).toHaveTextContent('Producto');
    expect(first).toHaveTextContent(/Precio propuesto: \$\s?90\.000/);
    expect(first).toHaveTextContent('2026-03-10');
    await waitFor(() => expect(server.callsTo('POST', '/api/markSeenRequests')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/markSeenRequests')[0].body).toEqual({ requestsIds: ['q1', 'q3'], userId: ME._id });
    await waitFor(() => expect(screen.getByTestId('header-unseen')).toHaveTextContent('1'));
    // Still bold for this visit: the user sees which ones were new.
    expect(await rowOf('q1')).toHaveAttribute('data-unseen', 'true');
    expect(await rowOf('q2')).toHaveAttribute('data-unseen', 'false');
    expect(await rowOf('q3')).toHaveAttribute('data-unseen', 'true');
  });

  it('marks nothing when every row was seen, and says when there is nothing to show', async () => {
    const { callsTo } = serveRequests(LIST, []);
    show();
    expect(await screen.findByTestId('requests-empty')).toHaveTextContent('No hay nada que mostrar');
    expect(screen.getByTestId('requests-back')).toHaveAttribute('href', '/requestsOverview');
    expect(callsTo('POST', '/api/markSeenRequests')).toHaveLength(0);
  });

  it('offers on each row exactly the moves the server lists for it', async () => {
    serveRequests(LIST, [
      request(1, 'received', 'PENDING'),
      serviceRequest(2, 'received', 'PROPOSAL_SUBMITTED', { proposedPrice: 300_000 }),
      request(3, 'received', 'PENDING', { actions: ['reject'] }),
    ]);
    show();
    const actionsOf = async (id: string) =>
      within(await rowOf(id))
        .queryAllByRole('button')
        .map((button) => button.getAttribute('data-testid'))
        .filter((testId) => testId !== 'request-person' && testId !== 'request-notes');
    expect(await actionsOf('q1')).toEqual(['request-acceptProduct', 'request-reject']);
    expect(await actionsOf('q2')).toEqual(['request-cancelProposal', 'request-reject']);
    expect(await actionsOf('q3')).toEqual(['request-reject']);
    expect(await rowOf('q2')).toHaveTextContent('Servicio de producción');
  });

  it('opens the requester’s contact card from their name', async () => {
    serveRequests(LIST, [request(1, 'received', 'PENDING')]);
    const user = setupUser();
    show();
    await user.click(within(await rowOf('q1')).getByTestId('request-person'));
    expect(await screen.findByTestId('person-card')).toHaveTextContent('private:u3');
  });

  it('accepts at most the amount asked (20 by default) and what is available, shown beside it, and shows the success', async () => {
    const server = serveRequests(
      LIST,
      [request(1, 'received', 'PENDING')],
      [
        unseenCounts({ sent: 0, received: 3 }, { sent: 0, received: 2 }, () => server),
        { path: '/api/products/p-mango', body: ok({ _id: 'p-mango', name: 'Mango Tommy', unitMeasure: 'Kg', amount: 30, reserved: 12 }) },
      ],
    );
    const { callsTo, calls } = server;
    const user = setupUser();
    show();
    await waitFor(() => expect(screen.getByTestId('header-unseen')).toHaveTextContent('3'));
    await user.click(within(await rowOf('q1')).getByTestId('request-acceptProduct'));
    const amount = await screen.findByTestId('accept-amount');
    expect(amount).toHaveValue('20');
    expect(screen.getByTestId('accept-asked')).toHaveTextContent('Pedido: 20 Kg');
    await fillIn(user, amount, '25');
    await user.click(screen.getByTestId('accept-product-confirm'));
    expect(await screen.findByText('Como máximo lo pedido: 20 Kg')).toBeInTheDocument();
    expect(screen.getByTestId('accept-product-error')).toHaveTextContent('Complete los campos obligatorios');
    expect(callsTo('POST', '/api/acceptProductRequest')).toHaveLength(0);
    // 12 of the 30 Kg are set aside already: 19 is refused before anything is sent.
    expect(await screen.findByTestId('accept-levels')).toHaveTextContent('En existencia 30 Kg · reservado 12 Kg · disponible 18 Kg');
    await fillIn(user, amount, '19');
    // Correcting the amount takes the alert about it away.
    expect(screen.queryByTestId('accept-product-error')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('accept-product-confirm'));
    expect(await screen.findByText('Como máximo lo disponible: 18 Kg')).toBeInTheDocument();
    expect(callsTo('POST', '/api/acceptProductRequest')).toHaveLength(0);
    await fillIn(user, amount, '15');
    await user.click(screen.getByTestId('accept-product-confirm'));
    expect(await screen.findByTestId('request-move-done')).toHaveTextContent('Operación exitosa');
    expect(callsTo('POST', '/api/acceptProductRequest')[0].body).toEqual({ requestId: 'q1', amountAccepted: 15 });
    // The list and the header's badge are read again: the request has moved on.
    await waitFor(() => expect(listReads(calls)).toHaveLength(2));
    await waitFor(() => expect(screen.getByTestId('header-unseen')).toHaveTextContent('2'));
  });

  it('shows the server’s refusal above the available stock under the amount, the dialog open', async () => {
    serveRequests(
      LIST,
      [request(1, 'received', 'PENDING')],
      [{ method: 'POST', path: '/api/acceptProductRequest', status: 400, body: fail('VALIDATION', 'Solo hay 12 Kg disponibles', 'amountAccepted') }],
    );
    const user = setupUser();
    show();
    await user.click(within(await rowOf('q1')).getByTestId('request-acceptProduct'));
    await user.click(await screen.findByTestId('accept-product-confirm'));
    expect(await screen.findByText('Solo hay 12 Kg disponibles')).toBeInTheDocument();
    expect(screen.getByTestId('accept-product-dialog')).toBeInTheDocument();
    expect(screen.queryByTestId('request-move-done')).not.toBeInTheDocument();
  });

  it('requires a price to propose and sends it in whole pesos', async () => {
    const { callsTo } = serveRequests(LIST, [serviceRequest(1, 'received', 'PENDING', { requiredDate: '2026-04-01' })]);
    const user = setupUser();
    show();
    // The row and the dialog say what is to be priced: the goods, their amounts and the day.
    expect(within(await rowOf('q1')).getByTestId('request-asked')).toHaveTextContent('Pulpa de mango 60 Kg · para el 2026-04-01');
    await user.click(within(await rowOf('q1')).getByTestId('request-proposePrice'));
    const facts = await screen.findByTestId('request-facts');
    expect(within(facts).getByTestId('request-facts-asked')).toHaveTextContent('Pulpa de mango: 60 Kg');
    expect(facts).toHaveTextContent('Requerida para2026-04-01');
    await user.click(await screen.findByTestId('propose-price-confirm'));
    expect(await screen.findByText('Campo obligatorio')).toBeInTheDocument();
    expect(callsTo('POST', '/api/proposePriceRequest')).toHaveLength(0);
    await fillIn(user, screen.getByTestId('propose-price-input'), '1.250.000');
    await user.click(screen.getByTestId('propose-price-confirm'));
    expect(await screen.findByTestId('request-move-done')).toBeInTheDocument();
    expect(callsTo('POST', '/api/proposePriceRequest')[0].body).toEqual({ requestId: 'q1', proposedPrice: 1_250_000 });
  });

  it('requires a reason to reject, and sends it trimmed', async () => {
    const { callsTo } = serveRequests(LIST, [request(1, 'received', 'PENDING')]);
    const user = setupUser();
    show();
    await user.click(within(await rowOf('q1')).getByTestId('request-reject'));
    await user.click(await screen.findByTestId('reject-request-confirm'));
    expect(await screen.findByTestId('reject-request-error')).toHaveTextContent('Complete los campos obligatorios');
    expect(screen.getByText('Campo obligatorio')).toBeInTheDocument();
    expect(callsTo('POST', '/api/rejectRequest')).toHaveLength(0);
    await fillIn(user, screen.getByTestId('reject-reason'), '  No tengo mango esta semana ');
    await user.click(screen.getByTestId('reject-request-confirm'));
    expect(await screen.findByTestId('request-move-done')).toHaveTextContent('La solicitud quedó rechazada.');
    expect(callsTo('POST', '/api/rejectRequest')[0].body).toEqual({ requestId: 'q1', reason: 'No tengo mango esta semana' });
  });

  it('says so when someone moved the request first, and reads the list again', async () => {
    const { calls } = serveRequests(
      LIST,
      [serviceRequest(1, 'received', 'PROPOSAL_SUBMITTED', { proposedPrice: 300_000 })],
      [
        {
          method: 'POST',
          path: '/api/cancelProposal',
          status: 409,
          body: fail('INVALID_REQUEST_TRANSITION', 'La solicitud ya está en otro estado: propuesta aceptada', undefined, {
            state: 'PROPOSAL_ACCEPTED',
          }),
        },
      ],
    );
    const user = setupUser();
    show();
    await user.click(within(await rowOf('q1')).getByTestId('request-cancelProposal'));
    expect(await screen.findByTestId('cancelProposal-request-question')).toHaveTextContent(/300\.000/);
    await user.click(screen.getByTestId('cancelProposal-request-confirm'));
    expect(await screen.findByTestId('cancelProposal-request-error')).toHaveTextContent('La solicitud ya está en otro estado');
    await waitFor(() => expect(listReads(calls)).toHaveLength(2));
    expect(screen.queryByTestId('request-move-done')).not.toBeInTheDocument();
  });

  it('accepts a production request in the start wizard of its service’s activity, carrying the request', async () => {
    const { calls } = serveRequests(LIST, [serviceRequest(4, 'received', 'PROPOSAL_ACCEPTED', { agreedPrice: 300_000 })]);
    const user = setupUser();
    show();
    const accept = within(await rowOf('q4')).getByTestId('request-acceptProductionService');
    expect(accept).toHaveAccessibleName('Aceptar y ejecutar el servicio');
    await user.click(accept);
    expect(await screen.findByTestId('start-activity-page')).toHaveTextContent('/startActivity?activityId=a-pulping&requestId=q4');
    expect(calls.filter((call) => call.method === 'POST' && call.path !== '/api/markSeenRequests')).toHaveLength(0);
  });

  it('accepts a production request run by a process in the process wizard', async () => {
    const byProcess = serviceRequest(5, 'received', 'PROPOSAL_ACCEPTED', {
      service: { _id: 's2', name: 'Línea de pulpa por encargo', type: 'PRODUCTION', activityId: null, processId: 'proc-line' },
    });
    serveRequests(LIST, [byProcess]);
    const user = setupUser();
    show();
    await user.click(within(await rowOf('q5')).getByTestId('request-acceptProductionService'));
    expect(await screen.findByTestId('start-process-page')).toHaveTextContent('/startProcess?processId=proc-line&requestId=q5');
  });
});
