import { configure, screen, waitFor, within } from '@testing-library/react';
import { chooseOption, landingName, logIn, onADesktop, onAPhone, renderPage, resetStores, setupUser } from '@agrocadena/shared-ui/src/testing';
import { addDays, regionToday } from '@agrocadena/contracts/core';
import AcceptedRequestsToUserPage from './accepted-requests-to-user-page';
import {
  MANGO,
  ME,
  MY_PRODUCTS,
  REQUESTER_USER,
  deliveredLine,
  line,
  receivingChoice,
  request,
  serveRequests,
  serviceRequest,
} from '../test/request-fixtures';

configure({ asyncUtilTimeout: 5000 });

const LIST = 'requestsAcceptedToMe';
const RUN_LISTS = ['/scheduledActivities', '/runningActivities', '/pausedActivities'];
const show = () =>
  renderPage('/acceptedRequestsToUser', '/acceptedRequestsToUser', <AcceptedRequestsToUserPage />, [
    '/requestsOverview',
    '/requestTransport',
    ...RUN_LISTS,
  ]);
const optionsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('button')
    .map((button) => button.dataset.testid)
    // Every row has its person and its notes: what is left are its moves.
    .filter((testId) => testId !== 'request-person' && testId !== 'request-notes');

describe('AcceptedRequestsToUserPage', () => {
  beforeEach(() => resetStores('es'));

  it('lists the requests under way with the amount accepted, the state and what I may do now', async () => {
    logIn(ME);
    serveRequests(LIST, [request(1, 'received', 'ACCEPTED', { amountAccepted: 15 }), serviceRequest(2, 'received', 'IN_PROGRESS')]);
    show();
    const accepted = await screen.findByTestId('request-row-q1');
    expect(accepted).toHaveTextContent('Tienda La Esquina');
    expect(accepted).toHaveTextContent('15 Kg');
    expect(accepted).toHaveTextContent('Aceptada');
    // Created at 15:30 UTC: 10:30 on Bogotá's clock.
    expect(accepted).toHaveTextContent('2026-03-10 10:30');
    expect(within(accepted).getByTestId('request-completeProduct')).toBeInTheDocument();
    const production = screen.getByTestId('request-row-q2');
    expect(production).toHaveTextContent('Pulpa de mango: 60 Kg');
    expect(production).toHaveTextContent('En progreso');
    // A production request under way moves with its run: without one known, no option.
    expect(
      within(production)
        .getAllByRole('button')
        .map((button) => button.dataset.testid),
    ).toEqual(['request-person', 'request-notes']);
    expect(accepted).toHaveAttribute('data-unseen', 'false');
  });

  it('shows bold, and marks seen, goods a carrier delivered that wait for me to receive them', async () => {
    logIn(ME);
    const delivered = request(3, 'received', 'PENDING_RECEPTION', { kind: 'DELIVERY', unseen: true, actions: ['receiveDelivery'] });
    const { callsTo } = serveRequests(LIST, [request(1, 'received', 'ACCEPTED', { amountAccepted: 15 }), delivered]);
    show();
    expect(await screen.findByTestId('request-row-q3')).toHaveAttribute('data-unseen', 'true');
    await waitFor(() => expect(callsTo('POST', '/api/markSeenRequests')).toHaveLength(1));
    expect(callsTo('POST', '/api/markSeenRequests')[0].body).toEqual({ requestsIds: ['q3'], userId: ME._id });
  });

  it('marks a product request handed over after saying what leaves the stock', async () => {
    logIn(ME);
    const { callsTo } = serveRequests(LIST, [request(1, 'received', 'ACCEPTED', { amountAccepted: 15 })]);
    const user = setupUser();
    show();
    await user.click(within(await screen.findByTestId('request-row-q1')).getByTestId('request-completeProduct'));
    expect(await screen.findByTestId('completeProduct-request-question')).toHaveTextContent(
      '¿Entregó 15 Kg de Mango Tommy a Tienda La Esquina? Salen de su inventario',
    );
    await user.click(screen.getByTestId('completeProduct-request-confirm'));
    expect(await screen.findByTestId('request-move-done')).toHaveTextContent('Operación exitosa');
    expect(callsTo('POST', '/api/completeProductRequest')[0].body).toEqual({ requestId: 'q1' });
    await user.click(screen.getByTestId('request-move-done-accept'));
    await waitFor(() => expect(screen.queryByTestId('request-move-done')).not.toBeInTheDocument());
  });

  it('completes a logistic service under way after saying what it means', async () => {
    logIn(ME);
    const logistic = request(3, 'received', 'IN_PROGRESS', {
      service: { _id: 's-cargue', name: 'Cargue y descargue', type: 'LOGISTIC', activityId: null, processId: null },
      agreedPrice: 250_000,
      startedServiceAt: '2026-03-12T13:00:00.000Z',
    });
    const { callsTo } = serveRequests(LIST, [logistic]);
    const user = setupUser();
    show();
    const row = await screen.findByTestId('request-row-q3');
    await user.click(within(row).getByTestId('request-completeLogisticService'));
    expect(await screen.findByTestId('completeLogisticService-request-question')).toHaveTextContent(
      '¿Terminó Cargue y descargue para Tienda La Esquina? La solicitud se archiva como completada.',
    );
    await user.click(screen.getByTestId('completeLogisticService-request-confirm'));
    expect(await screen.findByTestId('request-move-done')).toHaveTextContent('El servicio quedó completado y archivado.');
    expect(callsTo('POST', '/api/completeLogisticServiceRequest')[0].body).toEqual({ requestId: 'q3' });
  });

  it('on a phone: each request in one column, its facts as labelled lines, beside its options', async () => {
    onAPhone();
    try {
      logIn(ME);
      serveRequests(LIST, [request(1, 'received', 'ACCEPTED', { amountAccepted: 15 })]);
      show();
      const row = await screen.findByTestId('request-row-q1');
      expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Solicitante', 'Opciones']);
      expect(within(row).getAllByRole('cell')[0]).toHaveTextContent('Cantidad: 15 Kg');
      expect(within(row).getAllByRole('cell')[0]).toHaveTextContent('Estado: Aceptada');
    } finally {
      onADesktop();
    }
  });

  it('tells a requester-type user they only send, without reading the list', async () => {
    logIn(REQUESTER_USER);
    const { calls } = serveRequests(LIST, []);
    show();
    expect(await screen.findByTestId('requests-sent-only')).toHaveTextContent('Su cuenta solo envía solicitudes');
    expect(calls.filter((call) => call.path.includes(LIST))).toHaveLength(0);
  });

  it('ends a storage under way after saying the goods go back to the requester', async () => {
    logIn(ME);
    const storage = request(4, 'received', 'IN_PROGRESS', {
      kind: 'STORAGE',
      service: { _id: 's-cold', name: 'Bodegaje en frío', type: 'STORAGE', activityId: null, processId: null },
      products: [line(MANGO, 80)],
      deliveredProducts: [deliveredLine(MANGO, 80)],
      agreedPrice: 150_000,
      startDate: '2026-03-12T00:00:00.000Z',
      finishedDate: '2026-03-20T00:00:00.000Z',
    });
    const { callsTo } = serveRequests(LIST, [storage]);
    const user = setupUser();
    show();
    await user.click(within(await screen.findByTestId('request-row-q4')).getByTestId('request-completeStorageService'));
    expect(await screen.findByTestId('completeStorageService-request-question')).toHaveTextContent(
      '¿Devolver los productos de Tienda La Esquina guardados en Bodegaje en frío?',
    );
    await user.click(screen.getByTestId('completeStorageService-request-confirm'));
    expect(await screen.findByTestId('request-move-done')).toHaveTextContent('El almacenamiento terminó');
    expect(callsTo('POST', '/api/completeStorageServiceRequest')[0].body).toEqual({ requestId: 'q4' });
  });

  it('receives goods a supplier sent me with a carrier, once delivered, into a product of mine', async () => {
    logIn(ME);
    const delivery = request(6, 'received', 'PENDING_RECEPTION', {
      kind: 'DELIVERY',
      products: [line(MANGO, 30)],
      deliveredProducts: [deliveredLine(MANGO, 30)],
      destinationAddress: { town: { _id: '08001', name: 'Barranquilla' }, address: 'Calle 72 #45-10', location: null },
      recipient: { user: { _id: ME._id, firstName: ME.firstName, lastName: ME.lastName, enterpriseName: null }, collectPrice: null },
      linkedRequestId: 'q-transport',
    });
    const { callsTo } = serveRequests(LIST, [delivery]);
    const user = setupUser();
    show();
    const row = await screen.findByTestId('request-row-q6');
    expect(row).toHaveTextContent('Envío de productos');
    expect(row).toHaveTextContent('Entrega');
    expect(row).toHaveTextContent('Esperando recepción');
    expect(optionsOf(row)).toEqual(['request-receiveDelivery']);
    await user.click(within(row).getByTestId('request-receiveDelivery'));
    expect(await screen.findByTestId('receive-line-0')).toHaveTextContent('Mango Tommy: 30 Kg');
    await chooseOption(user, 'Recibir Mango Tommy en', receivingChoice(MY_PRODUCTS[0]));
    await user.click(screen.getByTestId('receive-products-confirm'));
    expect(await screen.findByTestId('request-move-done')).toHaveTextContent('Los productos entraron a su inventario.');
    expect(callsTo('POST', '/api/receiveProductsRequest')[0].body).toEqual({
      requestId: 'q6',
      productsToReceive: [{ product: 'p-mango', amount: 30, counterPart: 'm-mango' }],
    });
  });

  it('starts an accepted transport after saying the goods leave their owner', async () => {
    logIn(ME);
    const order = request(5, 'received', 'ACCEPTED', {
      kind: 'TRANSPORT',
      service: { _id: 's-truck', name: 'Camión refrigerado', type: 'TRANSPORT', activityId: null, processId: null },
      products: [line(MANGO, 30)],
      agreedPrice: 120_000,
      wishDate: '2026-03-14T00:00:00.000Z',
      originAddress: { town: { _id: '08758', name: 'Soledad' }, address: 'Finca La Esperanza', location: null },
      destinationAddress: { town: { _id: '08001', name: 'Barranquilla' }, address: 'Calle 72 #45-10', location: null },
      recipient: { user: null, collectPrice: null },
    });
    const { callsTo } = serveRequests(LIST, [order]);
    const user = setupUser();
    show();
    await user.click(within(await screen.findByTestId('request-row-q5')).getByTestId('request-startTransport'));
    expect(await screen.findByTestId('startTransport-request-question')).toHaveTextContent('¿Recoger ahora los productos para Tienda La Esquina?');
    await user.click(screen.getByTestId('startTransport-request-confirm'));
    expect(await screen.findByTestId('request-move-done')).toHaveTextContent('El transporte inició');
    expect(callsTo('POST', '/api/startTransportRequest')[0].body).toEqual({ requestId: 'q5' });
    // On or after its shipping day, nothing to warn of.
    expect(screen.queryByTestId('start-transport-early')).not.toBeInTheDocument();
  });

  it('says so before a transport is picked up days before its shipping day, and still lets it start', async () => {
    logIn(ME);
    const shipsOn = addDays(regionToday(), 3);
    const order = request(7, 'received', 'ACCEPTED', {
      kind: 'TRANSPORT',
      service: { _id: 's-truck', name: 'Camión refrigerado', type: 'TRANSPORT', activityId: null, processId: null },
      products: [line(MANGO, 30)],
      wishDate: `${shipsOn}T00:00:00.000Z`,
    });
    const { callsTo } = serveRequests(LIST, [order]);
    const user = setupUser();
    show();
    await user.click(within(await screen.findByTestId('request-row-q7')).getByTestId('request-startTransport'));
    expect(await screen.findByTestId('start-transport-early')).toHaveTextContent(`Este transporte sale el ${shipsOn}, dentro de 3 días`);
    await user.click(screen.getByTestId('startTransport-request-confirm'));
    await waitFor(() => expect(callsTo('POST', '/api/startTransportRequest')).toHaveLength(1));
  });

  describe('a production request made to me, which follows the run carrying it out', () => {
    it('offers the run’s own moves, each opening it in the production lists', async () => {
      logIn(ME);
      serveRequests(LIST, [
        serviceRequest(6, 'received', 'SCHEDULED', { run: { _id: 'r6', status: 'SCHEDULED' } }),
        serviceRequest(7, 'received', 'IN_PROGRESS', { run: { _id: 'r7', status: 'IN_PROGRESS' } }),
        serviceRequest(8, 'received', 'IN_PROGRESS', { run: { _id: 'r8', status: 'PAUSED' } }),
      ]);
      show();
      expect(optionsOf(await screen.findByTestId('request-row-q6'))).toEqual(['request-run-start', 'request-run-abort']);
      const running = screen.getByTestId('request-row-q7');
      expect(optionsOf(running)).toEqual(['request-run-pause', 'request-run-complete', 'request-run-abort']);
      expect(within(running).getByTestId('request-run-pause')).toHaveAccessibleName('Pausar la actividad');
      expect(optionsOf(screen.getByTestId('request-row-q8'))).toEqual(['request-run-restart', 'request-run-abort']);
    });

    it.each([
      ['q6', 'SCHEDULED', 'start', '/scheduledActivities?run=r6&action=start'],
      ['q7', 'IN_PROGRESS', 'pause', '/runningActivities?run=r7&action=pause'],
      ['q8', 'PAUSED', 'abort', '/pausedActivities?run=r8&action=abort'],
    ] as const)('%s with its run %s: %s opens %s', async (id, status, action, path) => {
      logIn(ME);
      const n = Number(id.slice(1));
      serveRequests(LIST, [serviceRequest(n, 'received', status === 'SCHEDULED' ? 'SCHEDULED' : 'IN_PROGRESS', { run: { _id: `r${n}`, status } })]);
      const user = setupUser();
      show();
      await user.click(within(await screen.findByTestId(`request-row-${id}`)).getByTestId(`request-run-${action}`));
      expect(await screen.findByTestId(`${landingName(path.split('?')[0])}-page`)).toHaveTextContent(path);
    });

    it('once its outputs are ready, delivers them after saying what leaves the stock', async () => {
      logIn(ME);
      const ready = serviceRequest(9, 'received', 'PENDING_DELIVERY', { run: { _id: 'r9', status: 'COMPLETED' }, agreedPrice: 300_000 });
      const { callsTo } = serveRequests(LIST, [ready]);
      const user = setupUser();
      show();
      const row = await screen.findByTestId('request-row-q9');
      expect(row).toHaveTextContent('Esperando entrega');
      expect(optionsOf(row)).toEqual(['request-requestTransport', 'request-completeService', 'request-payment']);
      await user.click(within(row).getByTestId('request-completeService'));
      expect(await screen.findByTestId('completeService-request-question')).toHaveTextContent(
        '¿Entrega los productos de Despulpado de mango a Tienda La Esquina? Salen de su inventario',
      );
      await user.click(screen.getByTestId('completeService-request-confirm'));
      expect(await screen.findByTestId('request-move-done')).toHaveTextContent('Los productos salieron de su inventario');
      expect(callsTo('POST', '/api/completeServiceRequest')[0].body).toEqual({ requestId: 'q9' });
    });

    it('or sends a carrier for its ready outputs', async () => {
      logIn(ME);
      serveRequests(LIST, [serviceRequest(9, 'received', 'PENDING_DELIVERY')]);
      const user = setupUser();
      show();
      await user.click(within(await screen.findByTestId('request-row-q9')).getByTestId('request-requestTransport'));
      expect(await screen.findByTestId('request-transport-page')).toHaveTextContent('/requestTransport?linkedRequestId=q9');
    });
  });
});
