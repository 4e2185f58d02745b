import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Product, PublicService, RequestTransportServiceBody } from '@agrocadena/contracts';
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
  pickedLocationOf,
  spanishCoordinate,
} from '@agrocadena/shared-ui/src/testing';
import { ATLANTICO_CENTER, todayDate, tomorrowDate } from '@agrocadena/shared-ui';
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
    { path: '/api/config', body: ok({ mapTileUrl: 'http://tiles.test/{z}/{x}/{y}.png', mapAttribution: 'Test tiles' }) },
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

/**
 * In an open address dialog: "mark it on the map", then a click on the map once leaflet is there.
 * jsdom gives the map no size, so the click lands on the map's centre: the middle of Atlántico.
 * Returns the point the dialog shows (five decimals), which is what the request must carry.
 */
async function markOnMap(user: UserEvent, which: 'origin' | 'destination') {
  const dialog = screen.getByTestId(`transport-${which}-dialog`);
  await user.click(within(dialog).getByTestId(`transport-${which}-mark-on-map`));
  const map = await within(dialog).findByTestId(`transport-${which}-map`);
  fireEvent.click(map.querySelector('.leaflet-container')!, { clientX: 0, clientY: 0 });
  await within(dialog).findByTestId('picker-marker');
  return pickedLocationOf(within(dialog).getByTestId('picked-location'));
}

async function openAddress(user: UserEvent, which: 'origin' | 'destination', town: string, address: string) {
  await user.click(screen.getByTestId(`transport-${which}-open`));
  const dialog = await screen.findByTestId(`transport-${which}-dialog`);
  await chooseOption(user, 'Municipio (Atlántico)', town);
  await fillIn(user, within(dialog).getByTestId(`transport-${which}-address`), address);
  return dialog;
}

const sentBody = (callsTo: ReturnType<typeof serve>['callsTo']) =>
  callsTo('POST', '/api/requestTransportService')[0].body as RequestTransportServiceBody;

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

  it('asks a registered client, and only one, for a price to collect on delivery (docs/domain.md#deliveries)', async () => {
    const { callsTo } = serve({ method: 'POST', path: '/api/requestTransportService', status: 201, body: ok({ _id: 'r1' }) });
    const user = setupUser();
    show('/requestTransport?serviceId=s-truck');
    await screen.findByText('Patilla');
    expect(screen.queryByTestId('transport-collect-price')).not.toBeInTheDocument();
    await chooseOption(user, 'Destinatario', 'Usuario no registrado');
    expect(screen.queryByTestId('transport-collect-price')).not.toBeInTheDocument();
    await chooseOption(user, 'Destinatario', 'Tienda La Esquina');
    await fillIn(user, await screen.findByTestId('transport-collect-price'), '0');
    await fillIn(user, screen.getByTestId('transport-date'), tomorrowDate());
    await pickAddress(user, 'origin', 'Soledad', 'Finca La Esperanza');
    await pickAddress(user, 'destination', 'Barranquilla', 'Calle 72 #45-10');
    await fillIn(user, screen.getByTestId('transport-amount-Patilla'), '20');
    await user.click(screen.getByTestId('transport-send'));
    expect(await screen.findByText('El precio debe ser mayor que cero')).toBeInTheDocument();
    await fillIn(user, screen.getByTestId('transport-collect-price'), '60.000');
    await user.click(screen.getByTestId('transport-send'));
    expect(await screen.findByTestId('user-requests-page')).toHaveTextContent('/userRequests/sent');
    expect(sentBody(callsTo).recipient).toEqual({ userId: 'u-shop', collectPrice: 60000 });
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

  it("sends the point marked on the address dialog's map, and no point for an address without one", async () => {
    const { calls, callsTo } = serve({ method: 'POST', path: '/api/requestTransportService', status: 201, body: ok({ _id: 'r4' }) });
    const user = setupUser();
    show('/requestTransport?serviceId=s-truck');
    await screen.findByText('Patilla');
    await fillIn(user, screen.getByTestId('transport-date'), tomorrowDate());

    const dialog = await openAddress(user, 'origin', 'Soledad', 'Finca La Esperanza');
    // The map is optional: nothing of it (nor of leaflet's tiles) until it is asked for.
    expect(within(dialog).getByText('Punto en el mapa (opcional)')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('transport-origin-map')).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/config')).toBe(false);
    const point = await markOnMap(user, 'origin');
    // Opened over the whole department: its middle, to within a pixel or so.
    expect(within(dialog).getByTestId('picked-location')).toHaveTextContent(/^Latitud 10,\d{5}, longitud -74,\d{5}$/);
    expect(point.latitude).toBeCloseTo(ATLANTICO_CENTER.latitude, 2);
    expect(point.longitude).toBeCloseTo(ATLANTICO_CENTER.longitude, 2);
    expect(within(dialog).getByTestId('transport-origin-drop-point')).toHaveTextContent('Quitar el punto');
    await user.click(within(dialog).getByTestId('transport-origin-pick'));
    await waitFor(() => expect(screen.getByTestId('transport-origin-text')).toHaveTextContent('Finca La Esperanza, Soledad'));
    expect(screen.getByTestId('transport-origin-point')).toHaveTextContent('Con su punto en el mapa');

    await pickAddress(user, 'destination', 'Barranquilla', 'Calle 72 #45-10');
    expect(screen.queryByTestId('transport-destination-point')).not.toBeInTheDocument();
    await fillIn(user, screen.getByTestId('transport-amount-Patilla'), '20');
    await chooseOption(user, 'Destinatario', 'Tienda La Esquina');
    await user.click(screen.getByTestId('transport-send'));
    await screen.findByTestId('user-requests-page');
    const body = sentBody(callsTo);
    expect(body.originAddress).toEqual({ town: '08758', address: 'Finca La Esperanza', location: point });
    expect(body.destinationAddress).toEqual({ town: '08001', address: 'Calle 72 #45-10', location: null });
  });

  it('reopens an address on its point, and sends no point once it is removed', async () => {
    const purchase = request(7, 'sent', 'ACCEPTED', { amountAccepted: 15 });
    const { callsTo } = serve(
      { path: '/api/requests/q7', body: ok(purchase) },
      { method: 'POST', path: '/api/requestTransportService', status: 201, body: ok({ _id: 'r5' }) },
    );
    const user = setupUser();
    show('/requestTransport?linkedRequestId=q7&serviceId=s-truck');
    await screen.findByTestId('transport-linked-goods');
    await fillIn(user, screen.getByTestId('transport-date'), tomorrowDate());
    await openAddress(user, 'origin', 'Soledad', 'Finca La Esperanza');
    const point = await markOnMap(user, 'origin');
    await user.click(screen.getByTestId('transport-origin-pick'));
    await screen.findByTestId('transport-origin-point');

    // Changing the address: the map is open on the point chosen before.
    await user.click(screen.getByTestId('transport-origin-open'));
    const dialog = await screen.findByTestId('transport-origin-dialog');
    expect(await within(dialog).findByTestId('picker-marker')).toBeInTheDocument();
    expect(within(dialog).getByTestId('picked-location')).toHaveTextContent(
      `Latitud ${spanishCoordinate(point.latitude)}, longitud ${spanishCoordinate(point.longitude)}`,
    );
    await user.click(within(dialog).getByTestId('transport-origin-drop-point'));
    expect(within(dialog).queryByTestId('transport-origin-map')).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('transport-origin-mark-on-map')).toBeInTheDocument();
    await user.click(within(dialog).getByTestId('transport-origin-pick'));
    await waitFor(() => expect(screen.queryByTestId('transport-origin-point')).not.toBeInTheDocument());
    expect(screen.getByTestId('transport-origin-text')).toHaveTextContent('Finca La Esperanza, Soledad');

    await pickAddress(user, 'destination', 'Barranquilla', 'Calle 72 #45-10');
    await user.click(screen.getByTestId('transport-send'));
    await screen.findByTestId('user-requests-page');
    expect(sentBody(callsTo).originAddress).toEqual({ town: '08758', address: 'Finca La Esperanza', location: null });
  });

  it('speaks English in the address dialog and its map', async () => {
    resetStores('en');
    logIn(ME);
    serve();
    const user = setupUser();
    show('/requestTransport?serviceId=s-truck');
    await user.click(await screen.findByTestId('transport-origin-open'));
    const dialog = await screen.findByTestId('transport-origin-dialog');
    expect(within(dialog).getByText('Point on the map (optional)')).toBeInTheDocument();
    expect(within(dialog).getByTestId('transport-origin-mark-on-map')).toHaveTextContent('Mark it on the map');
    await user.click(within(dialog).getByTestId('transport-origin-mark-on-map'));
    expect(await within(dialog).findByRole('region', { name: "Map to mark the address's point" })).toBeInTheDocument();
    expect(within(dialog).getByTestId('picked-location')).toHaveTextContent('No location marked yet');
    expect(within(dialog).getByText('Tap the map where the address is. Another tap, or dragging the pin, corrects it.')).toBeInTheDocument();
    expect(within(dialog).getByTestId('transport-origin-drop-point')).toHaveTextContent('Hide the map');
  });
});
