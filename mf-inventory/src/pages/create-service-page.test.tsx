import { configure, screen, waitFor, within } from '@testing-library/react';
import type { Service, ServiceBody } from '@agrocadena/contracts';
import {
  chooseOption,
  fileInputIn,
  fillIn,
  logIn,
  ok,
  renderPage,
  resetStores,
  SESSION_USER,
  setupUser,
  stubFetch,
  stubImageDecoding,
  commonStubRoutes,
  fail,
  type RecordedCall,
  type StubRoute,
} from '@agrocadena/shared-ui/src/testing';
import CreateServicePage from './create-service-page';
import { imageFile, stubObjectUrls } from '../test/products-fixtures';

configure({ asyncUtilTimeout: 5000 });

type User = ReturnType<typeof setupUser>;
const carrier = { ...SESSION_USER, userType: 'LOGISTIC' as const };
const plant = { ...SESSION_USER, userType: 'ENTERPRISE' as const };
const base = `/api/users/${SESSION_USER._id}`;
const page = <T,>(rows: T[]) => ({ ...ok(rows), totalItems: rows.length });

function serve(extra: StubRoute[] = []) {
  return stubFetch([
    ...extra,
    ...commonStubRoutes,
    { path: `${base}/branchOffices?skip=0&limit=100`, body: page([{ _id: 'b1', name: 'Bodega Soledad', address: 'Calle 30' }]) },
    { path: `${base}/activities?skip=0&limit=100`, body: page([{ _id: 'a1', name: 'Despulpado' }]) },
    { path: `${base}/processes?skip=0&limit=100`, body: page([{ _id: 'p1', name: 'Línea de pulpa' }]) },
    {
      method: 'POST',
      path: '/api/services',
      status: 201,
      body: (call: RecordedCall) => ok({ _id: 's1', ...(call.body as ServiceBody) } as unknown as Service),
    },
    {
      method: 'POST',
      path: '/api/upload',
      body: ok({ image: '/api/files/services/s1/image.webp', imageThumbnail: '/api/files/services/s1/image-thumb.webp' }),
    },
    { method: 'DELETE', path: '/api/services/s1/deleteService', body: ok(null) },
  ]);
}

const show = () => renderPage('/createService', '/createService', <CreateServicePage />, ['/userServices', '/createBranchOffice']);

async function nameAndImage(user: User, name: string) {
  await fillIn(user, await screen.findByTestId('service-name'), name);
  await user.upload(fileInputIn('service-image'), imageFile('camion.png'));
  await within(screen.getByTestId('service-image')).findByText('camion.png');
}

describe('CreateServicePage', () => {
  beforeEach(() => {
    resetStores('es');
    stubObjectUrls();
    stubImageDecoding();
  });

  it('a carrier offers transport over towns chosen department → town, then its picture is uploaded', async () => {
    logIn(carrier);
    const { callsTo } = serve();
    const user = setupUser();
    show();
    await chooseOption(user, 'Tipo de servicio', 'Transporte');
    await user.click(screen.getByTestId('service-submit'));
    expect(await screen.findByTestId('service-form-error')).toHaveTextContent('Complete los campos obligatorios');
    expect(screen.getByText('Agregue al menos un municipio')).toBeInTheDocument();
    expect(screen.getByText('Agregue una imagen')).toBeInTheDocument();

    await nameAndImage(user, 'Transporte refrigerado');
    await user.click(screen.getByTestId('service-submit'));
    await waitFor(() => expect(screen.getByTestId('service-form-error')).toHaveTextContent('Agregue al menos un municipio'));

    await user.click(screen.getByTestId('choose-towns'));
    const dialog = await screen.findByTestId('towns-dialog');
    await chooseOption(user, 'Municipio', 'Barranquilla');
    await user.click(within(dialog).getByTestId('town-add'));
    await chooseOption(user, 'Municipio', 'Soledad');
    await user.click(within(dialog).getByTestId('town-add'));
    expect(within(dialog).getByTestId('towns-chosen')).toHaveTextContent('BarranquillaSoledad');
    await user.click(screen.getByTestId('towns-confirm'));
    await waitFor(() => expect(screen.getByTestId('service-towns')).toHaveTextContent('BarranquillaSoledad'));

    await user.click(screen.getByTestId('service-submit'));
    expect(await screen.findByTestId('service-created-dialog')).toHaveTextContent('Servicio creado con éxito');
    expect(callsTo('POST', '/api/services')[0].body).toEqual({
      user: SESSION_USER._id,
      name: 'Transporte refrigerado',
      type: 'TRANSPORT',
      description: null,
      public: true,
      towns: ['08001', '08758'],
    });
    expect(callsTo('POST', '/api/upload')[0].body).toMatchObject({ type: 'serviceImage', id: 's1' });
  });

  it('storage needs one of my branch offices; a logistic service its description', async () => {
    logIn(carrier);
    const { callsTo } = serve();
    const user = setupUser();
    show();
    await nameAndImage(user, 'Bodegaje');
    await chooseOption(user, 'Tipo de servicio', 'Almacenamiento');
    await user.click(screen.getByTestId('service-submit'));
    await waitFor(() => expect(screen.getByTestId('service-form-error')).toHaveTextContent('Agregue una sucursal'));
    await chooseOption(user, 'Sucursal donde se almacena', 'Bodega Soledad');
    await chooseOption(user, 'Tipo de servicio', 'Logística (otros)');
    await user.click(screen.getByTestId('service-submit'));
    await waitFor(() => expect(screen.getByTestId('service-form-error')).toHaveTextContent('Complete los campos obligatorios'));
    expect(callsTo('POST', '/api/services')).toHaveLength(0);
    await fillIn(user, screen.getByTestId('service-description'), 'Cargue y descargue');
    await user.click(screen.getByTestId('service-submit'));
    await screen.findByTestId('service-created-dialog');
    expect(callsTo('POST', '/api/services')[0].body).toMatchObject({ type: 'LOGISTIC', description: 'Cargue y descargue', logisticService: true });
    expect(callsTo('POST', '/api/services')[0].body).not.toHaveProperty('branchOffice');
  });

  it('an enterprise ties a production service to a process of its own', async () => {
    logIn(plant);
    const { callsTo } = serve();
    const user = setupUser();
    show();
    await nameAndImage(user, 'Maquila de pulpa');
    // Production is the only type an enterprise offers: it is chosen already.
    await user.click(await screen.findByLabelText('Proceso'));
    await chooseOption(user, 'Proceso que ofreces', 'Línea de pulpa');
    await user.click(screen.getByTestId('service-submit'));
    await screen.findByTestId('service-created-dialog');
    expect(callsTo('POST', '/api/services')[0].body).toMatchObject({ type: 'PRODUCTION', process: 'p1' });
  });

  it('a refused picture deletes the new service again and says why', async () => {
    logIn(carrier);
    const { callsTo } = serve([
      { method: 'POST', path: '/api/upload', status: 400, body: fail('VALIDATION', 'La imagen no se puede leer', 'image') },
    ]);
    const user = setupUser();
    show();
    await nameAndImage(user, 'Cargue');
    await chooseOption(user, 'Tipo de servicio', 'Logística (otros)');
    await fillIn(user, screen.getByTestId('service-description'), 'Cargue y descargue');
    await user.click(screen.getByTestId('service-submit'));
    expect(await screen.findByTestId('service-form-error')).toHaveTextContent('La imagen no se puede leer');
    expect(callsTo('DELETE', '/api/services/s1/deleteService')).toHaveLength(1);
    expect(screen.queryByTestId('service-created-dialog')).not.toBeInTheDocument();
  });

  it('a farmer is told who offers services', async () => {
    logIn({ ...SESSION_USER, userType: 'AGRO' });
    serve();
    show();
    expect(await screen.findByTestId('services-not-offered')).toHaveTextContent('Su tipo de cuenta no ofrece servicios');
  });
});
