import { configure, screen, waitFor, within } from '@testing-library/react';
import type { Product, PublicService } from '@agrocadena/contracts';
import {
  chooseOption,
  commonStubRoutes,
  fillIn,
  logIn,
  ok,
  renderPage,
  resetStores,
  setupUser,
  stubFetch,
  type StubRoute,
} from '@agrocadena/shared-ui/src/testing';
import { todayDate, tomorrowDate } from '@agrocadena/shared-ui';
import type { UserEvent } from '@testing-library/user-event';
import RequestTransportPage from './request-transport-page';
import { MANGO, ME, request, serviceRequest } from '../test/request-fixtures';

configure({ asyncUtilTimeout: 5000 });

const MELONS = { _id: 'p-melon', name: 'Patilla', amount: 50, reserved: 0, unitMeasure: 'Un' } as unknown as Product;
const TRUCK = {
  _id: 's-truck',
  name: 'Camión refrigerado',
  type: 'TRANSPORT',
  user: { _id: 'u9', firstName: null, lastName: null, enterpriseName: 'Transportes del Río' },
  branchOffice: null,
} as unknown as PublicService;
const SHOP = { _id: 'u-shop', firstName: null, lastName: null, enterpriseName: 'Tienda La Esquina' };
const page = <T,>(rows: T[]) => ({ ...ok(rows), totalItems: rows.length });

function serve(...routes: StubRoute[]) {
  return stubFetch([
    ...routes,
    { path: /^\/api\/publicServices\?/, body: page([TRUCK]) },
    { path: new RegExp(`^/api/users/${ME._id}/products\\?`), body: page([MELONS]) },
    { path: new RegExp(`^/api/users/${ME._id}/clients\\?`), body: page([SHOP]) },
    {
      path: '/api/departments/8/towns',
      body: ok([
        { _id: '08001', name: 'Barranquilla' },
        { _id: '08758', name: 'Soledad' },
      ]),
    },
    ...commonStubRoutes,
  ]);
}

const show = (url = '/requestTransport') =>
  renderPage('/requestTransport', url, <RequestTransportPage />, [
    '/userRequests/sent',
    '/userProducts',
    '/acceptedRequestsToOtherUser',
    '/acceptedRequestsToUser',
  ]);

async function pickAddress(user: UserEvent, which: 'origin' | 'destination', town: string, address: string) {
  await user.click(screen.getByTestId(`transport-${which}-open`));
  const dialog = await screen.findByTestId(`transport-${which}-dialog`);
  await chooseOption(user, 'Municipio (Atlántico)', town);
  await fillIn(user, within(dialog).getByTestId(`transport-${which}-address`), address);
  await user.click(screen.getByTestId(`transport-${which}-pick`));
  await waitFor(() => expect(screen.getByTestId(`transport-${which}-text`)).toHaveTextContent(`${address}, ${town}`));
}

describe('RequestTransportPage', () => {
  beforeEach(() => {
    resetStores('es');
    logIn(ME);
  });

  it('asks for a day after today, both addresses, the goods and a recipient; then sends and lands on the sent list', async () => {
    const { callsTo } = serve({ method: 'POST', path: '/api/requestTransportService', status: 201, body: ok({ _id: 'r1' }) });
    const user = setupUser();
    show('/requestTransport?serviceId=s-truck');
    await screen.findByText('Patilla');
    await user.click(screen.getByTestId('transport-send'));
    expect(await screen.findByTestId('transport-error')).toHaveTextContent('Complete los campos obligatorios');

    await fillIn(user, screen.getByTestId('transport-date'), todayDate());
    await user.click(screen.getByTestId('transport-send'));
    expect(await screen.findByText('Seleccione una fecha posterior a hoy')).toBeInTheDocument();
    await fillIn(user, screen.getByTestId('transport-date'), tomorrowDate());
    await pickAddress(user, 'origin', 'Soledad', 'Finca La Esperanza');
    await pickAddress(user, 'destination', 'Barranquilla', 'Calle 72 #45-10');
    await chooseOption(user, 'Destinatario', 'Tienda La Esquina');
    await user.click(screen.getByTestId('transport-send'));
    expect(await screen.findByTestId('transport-error')).toHaveTextContent('Verifique los productos');

    await fillIn(user, screen.getByTestId('transport-amount-Patilla'), '20');
    await user.click(screen.getByTestId('transport-send'));
    expect(await screen.findByTestId('user-requests-page')).toHaveTextContent('/userRequests/sent');
    expect(callsTo('POST', '/api/requestTransportService')[0].body).toEqual({
      serviceId: 's-truck',
      wishDate: tomorrowDate(),
      originAddress: { town: '08758', address: 'Finca La Esperanza', location: null },
      destinationAddress: { town: '08001', address: 'Calle 72 #45-10', location: null },
      products: [{ id: 'p-melon', amount: 20 }],
      recipient: { userId: 'u-shop' },
    });
  });

  it('carries an accepted purchase: its goods shown, no products or recipient asked', async () => {
    const purchase = request(7, 'sent', 'ACCEPTED', { amountAccepted: 15 });
    const { callsTo } = serve(
      { path: '/api/requests/q7', body: ok(purchase) },
      { method: 'POST', path: '/api/requestTransportService', status: 201, body: ok({ _id: 'r2' }) },
    );
    const user = setupUser();
    show('/requestTransport?linkedRequestId=q7&serviceId=s-truck');
    expect(await screen.findByTestId('transport-linked-goods')).toHaveTextContent(`${MANGO.name}: 15 Kg`);
    expect(screen.queryByTestId('transport-recipient')).not.toBeInTheDocument();
    await fillIn(user, screen.getByTestId('transport-date'), tomorrowDate());
    await pickAddress(user, 'origin', 'Soledad', 'Finca La Esperanza');
    await pickAddress(user, 'destination', 'Barranquilla', 'Calle 72 #45-10');
    await user.click(screen.getByTestId('transport-send'));
    await screen.findByTestId('user-requests-page');
    expect(callsTo('POST', '/api/requestTransportService')[0].body).toMatchObject({ linkedRequestId: 'q7', serviceId: 's-truck' });
    expect(callsTo('POST', '/api/requestTransportService')[0].body).not.toHaveProperty('products');
  });

  it('carries the outputs of a production service I provide to its requester: what was asked shown, no recipient asked', async () => {
    const ready = serviceRequest(8, 'received', 'PENDING_DELIVERY', { run: { _id: 'r8', status: 'COMPLETED' } });
    const { callsTo } = serve(
      { path: '/api/requests/q8', body: ok(ready) },
      { method: 'POST', path: '/api/requestTransportService', status: 201, body: ok({ _id: 'r3' }) },
    );
    const user = setupUser();
    show('/requestTransport?linkedRequestId=q8&serviceId=s-truck');
    expect(await screen.findByText('Los productos de la solicitud de Tienda La Esquina')).toBeInTheDocument();
    expect(screen.getByTestId('transport-linked-goods')).toHaveTextContent('Pulpa de mango: 60 Kg');
    expect(screen.getByTestId('back-link')).toHaveAttribute('href', '/acceptedRequestsToUser');
    expect(screen.queryByTestId('transport-recipient')).not.toBeInTheDocument();
    await fillIn(user, screen.getByTestId('transport-date'), tomorrowDate());
    await pickAddress(user, 'origin', 'Soledad', 'Finca La Esperanza');
    await pickAddress(user, 'destination', 'Barranquilla', 'Calle 72 #45-10');
    await user.click(screen.getByTestId('transport-send'));
    await screen.findByTestId('user-requests-page');
    expect(callsTo('POST', '/api/requestTransportService')[0].body).toEqual({
      serviceId: 's-truck',
      wishDate: tomorrowDate(),
      originAddress: { town: '08758', address: 'Finca La Esperanza', location: null },
      destinationAddress: { town: '08001', address: 'Calle 72 #45-10', location: null },
      linkedRequestId: 'q8',
    });
  });
});
