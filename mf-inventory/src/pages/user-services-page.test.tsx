import { configure, screen, waitFor, within } from '@testing-library/react';
import type { Service, ServiceBody } from '@agrocadena/contracts';
import { fillIn, logIn, ok, renderPage, resetStores, SESSION_USER, setupUser, stubFetch, type RecordedCall } from '@agrocadena/shared-ui/src/testing';
import UserServicesPage from './user-services-page';

configure({ asyncUtilTimeout: 5000 });

const carrier = { ...SESSION_USER, userType: 'LOGISTIC' as const };
const listUrl = `/api/users/${SESSION_USER._id}/services`;

const service = (n: number, extra: Partial<Service> = {}): Service => ({
  _id: `s${n}`,
  name: `Servicio ${n}`,
  description: `Descripción ${n}`,
  type: 'TRANSPORT',
  public: true,
  image: null,
  imageThumbnail: null,
  activity: null,
  process: null,
  branchOffice: null,
  towns: [
    { _id: '08001', name: 'Barranquilla', departmentId: 8 },
    { _id: '08758', name: 'Soledad', departmentId: 8 },
  ],
  logisticService: false,
  user: SESSION_USER._id,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...extra,
});

function serve(services: Service[]) {
  const stored = [...services];
  const idOf = (call: RecordedCall) => call.path.split('/')[3];
  return stubFetch([
    {
      path: new RegExp(`^${listUrl}\\?`),
      body: (call: RecordedCall) => {
        const query = new URL(call.path, 'http://x').searchParams;
        const skip = Number(query.get('skip'));
        return { ...ok(stored.slice(skip, skip + Number(query.get('limit')))), totalItems: stored.length };
      },
    },
    {
      method: 'PUT',
      path: /^\/api\/services\/[^/]+\/update$/,
      body: (call: RecordedCall) => {
        const index = stored.findIndex((s) => s._id === idOf(call));
        const body = call.body as ServiceBody;
        stored[index] = { ...stored[index], name: body.name, description: body.description ?? null };
        return ok(stored[index]);
      },
    },
    {
      method: 'DELETE',
      path: /^\/api\/services\/[^/]+\/deleteService$/,
      body: (call: RecordedCall) => {
        stored.splice(
          stored.findIndex((s) => s._id === idOf(call)),
          1,
        );
        return ok(null);
      },
    },
  ]);
}

const show = () => renderPage('/userServices', '/userServices', <UserServicesPage />, ['/createService']);
const row = (name: string) => screen.getByTestId(`service-row-${name}`);

describe('UserServicesPage', () => {
  beforeEach(() => {
    resetStores('es');
    logIn(carrier);
  });

  it('lists my services with what each is tied to', async () => {
    serve([
      service(1),
      service(2, { type: 'STORAGE', towns: [], branchOffice: { _id: 'b1', name: 'Bodega Soledad', address: 'Calle 30' } }),
      service(3, { type: 'LOGISTIC', towns: [], logisticService: true }),
    ]);
    show();
    await screen.findByTestId('service-row-Servicio 1');
    expect(within(row('Servicio 1')).getByTestId('service-association')).toHaveTextContent('Transporte: Barranquilla, Soledad');
    expect(within(row('Servicio 2')).getByTestId('service-association')).toHaveTextContent('Almacenamiento: Bodega Soledad');
    expect(within(row('Servicio 3')).getByTestId('service-association')).toHaveTextContent('Otros');
  });

  it('edits a service in a dialog without asking for a new picture', async () => {
    const { callsTo } = serve([service(1)]);
    const user = setupUser();
    show();
    await user.click(within(await screen.findByTestId('service-row-Servicio 1')).getByTestId('service-edit'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('service-towns')).toHaveTextContent('BarranquillaSoledad');
    await fillIn(user, within(dialog).getByTestId('service-name'), 'Transporte seco');
    await user.click(within(dialog).getByTestId('service-submit'));
    expect(await screen.findByTestId('service-row-Transporte seco')).toBeInTheDocument();
    expect(callsTo('PUT', '/api/services/s1/update')[0].body).toMatchObject({
      name: 'Transporte seco',
      type: 'TRANSPORT',
      towns: ['08001', '08758'],
    });
    expect(callsTo('POST', '/api/upload')).toHaveLength(0);
  });

  it('deletes after asking, and invites a first service when none is left', async () => {
    const { callsTo } = serve([service(1)]);
    const user = setupUser();
    show();
    await user.click(within(await screen.findByTestId('service-row-Servicio 1')).getByTestId('service-delete'));
    await user.click(await screen.findByTestId('delete-service-confirm'));
    expect(await screen.findByTestId('services-empty')).toHaveTextContent('Aún no ofreces servicios');
    await waitFor(() => expect(callsTo('DELETE', '/api/services/s1/deleteService')).toHaveLength(1));
  });
});
