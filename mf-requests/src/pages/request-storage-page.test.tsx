import { configure, screen, waitFor } from '@testing-library/react';
import type { Product, PublicService } from '@agrocadena/contracts';
import {
  chooseOption,
  commonStubRoutes,
  fail,
  fillIn,
  logIn,
  ok,
  renderPage,
  resetStores,
  setupUser,
  stubFetch,
  type StubRoute,
} from '@agrocadena/shared-ui/src/testing';
import { todayDate } from '@agrocadena/shared-ui';
import RequestStoragePage from './request-storage-page';
import { ME } from '../test/request-fixtures';

configure({ asyncUtilTimeout: 5000 });

const stock = (id: string, name: string, amount: number, reserved = 0) =>
  ({ _id: id, name, amount, reserved, unitMeasure: 'Kg', type: 'RAW_MATERIAL', price: null, public: false }) as unknown as Product;
const MANGO = stock('p-mango', 'Mango Tommy', 120, 20);
const PULP = stock('p-pulp', 'Pulpa de mango', 30);
const SOLD_OUT = stock('p-none', 'Limón', 5, 5);
const COLD = {
  _id: 's-cold',
  name: 'Bodegaje en frío',
  type: 'STORAGE',
  user: { _id: 'u9', firstName: null, lastName: null, enterpriseName: 'Transportes del Río' },
  branchOffice: { name: 'Vía 40', address: 'Vía 40 #79B-06' },
} as unknown as PublicService;

const page = <T,>(rows: T[]) => ({ ...ok(rows), totalItems: rows.length });
const inDays = (n: number) => todayDate(new Date(Date.now() + n * 86_400_000));

function serve(...routes: StubRoute[]) {
  return stubFetch([
    ...routes,
    { path: /^\/api\/publicServices\?/, body: page([COLD]) },
    { path: new RegExp(`^/api/users/${ME._id}/products\\?`), body: page([PULP, SOLD_OUT, MANGO]) },
    ...commonStubRoutes,
  ]);
}

const show = (url = '/requestStorage') => renderPage('/requestStorage', url, <RequestStoragePage />, ['/userRequests/sent', '/userProducts']);

describe('RequestStoragePage', () => {
  beforeEach(() => {
    resetStores('es');
    logIn(ME);
  });

  it('asks for every field, at most what is free of each product and a finish not before the start; then sends and lands on the sent list', async () => {
    const { callsTo } = serve({ method: 'POST', path: '/api/requestStorageService', status: 201, body: ok({ _id: 'r1' }) });
    const user = setupUser();
    show();
    expect(await screen.findByTestId('storage-requester')).toHaveTextContent('Ana Pérez');
    // Only what has something free, with how much.
    expect(await screen.findByText('(100 Kg libres)')).toBeInTheDocument();
    expect(screen.queryByTestId('storage-amount-Limón')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('storage-send'));
    expect(await screen.findByTestId('storage-error')).toHaveTextContent('Complete los campos obligatorios');
    expect(screen.getByText('Defina el servicio')).toBeInTheDocument();

    await chooseOption(user, 'Servicio de almacenamiento', 'Bodegaje en frío · Transportes del Río · Vía 40 #79B-06');
    await fillIn(user, screen.getByTestId('storage-start'), inDays(3));
    await fillIn(user, screen.getByTestId('storage-finish'), inDays(2));
    await user.click(screen.getByTestId('storage-send'));
    expect(await screen.findByText('La fecha de finalización no puede ser anterior a la de inicio')).toBeInTheDocument();

    await fillIn(user, screen.getByTestId('storage-finish'), inDays(10));
    await user.click(screen.getByTestId('storage-send'));
    expect(await screen.findByTestId('storage-error')).toHaveTextContent('Verifique los productos');

    await fillIn(user, screen.getByTestId('storage-amount-Mango Tommy'), '100,5');
    await user.click(screen.getByTestId('storage-send'));
    expect(await screen.findByText('Como máximo 100 Kg: lo que está libre')).toBeInTheDocument();
    expect(callsTo('POST', '/api/requestStorageService')).toHaveLength(0);

    await fillIn(user, screen.getByTestId('storage-amount-Mango Tommy'), '80,5');
    await user.click(screen.getByTestId('storage-send'));
    expect(await screen.findByTestId('user-requests-page')).toHaveTextContent('/userRequests/sent');
    expect(callsTo('POST', '/api/requestStorageService')[0].body).toEqual({
      serviceId: 's-cold',
      products: [{ id: 'p-mango', amount: 80.5 }],
      startDate: inDays(3),
      finishedDate: inDays(10),
    });
  });

  it('comes with the service and the product chosen, and shows what the server refuses on its field', async () => {
    serve({
      method: 'POST',
      path: '/api/requestStorageService',
      status: 400,
      body: fail('VALIDATION', 'La fecha de inicio no puede ser anterior a hoy.', 'startDate'),
    });
    const user = setupUser();
    show('/requestStorage?serviceId=s-cold&productId=p-pulp');
    await waitFor(() => expect(screen.getByTestId('storage-amount-Pulpa de mango')).toHaveValue('30'));
    expect(screen.getByTestId('storage-form')).toHaveTextContent('Bodegaje en frío · Transportes del Río');
    await fillIn(user, screen.getByTestId('storage-start'), inDays(1));
    await fillIn(user, screen.getByTestId('storage-finish'), inDays(1));
    await user.click(screen.getByTestId('storage-send'));
    expect(await screen.findByTestId('storage-error')).toHaveTextContent('La fecha de inicio no puede ser anterior a hoy.');
  });
});
