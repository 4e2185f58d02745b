import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BranchOffice, BranchOfficeBody } from '@agrocadena/contracts';
import {
  fail,
  logIn,
  ok,
  renderPage,
  resetStores,
  SESSION_USER,
  setupUser,
  stubFetch,
  type RecordedCall,
  type StubRoute,
} from '@agrocadena/shared-ui/src/testing';
import UserBranchOfficesPage from './user-branch-offices-page';

// A form round trip can outlast the default second on a busy two-core machine (this file only).
configure({ asyncUtilTimeout: 5000 });

const LIST_URL = `/api/users/${SESSION_USER._id}/branchOffices`;
const pageUrl = (skip: number) => `${LIST_URL}?skip=${skip}&limit=12`;
const configRoute: StubRoute = { path: '/api/config', body: ok({ mapTileUrl: 'http://tiles.test/{z}/{x}/{y}.png', mapAttribution: 'Test tiles' }) };

function office(n: number, extra: Partial<BranchOffice> = {}): BranchOffice {
  return {
    _id: `o${n}`,
    name: `Sucursal ${n}`,
    description: n % 2 ? `Bodega número ${n}` : null,
    address: `Calle ${n} # 10-20, Soledad`,
    location: { latitude: 10.9 + n / 1000, longitude: -74.8 + n / 1000 },
    user: SESSION_USER._id,
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-01T10:00:00.000Z',
    ...extra,
  };
}

/** A user with `offices` on the server: pages of 12 as the API serves them, plus DELETE and PUT. */
function serve(offices: BranchOffice[], extra: StubRoute[] = []) {
  const stored = [...offices];
  const pageOf = (call: RecordedCall) => {
    const query = new URL(call.path, 'http://x').searchParams;
    const skip = Number(query.get('skip'));
    const limit = Number(query.get('limit'));
    return { ...ok(stored.slice(skip, skip + limit)), totalItems: stored.length };
  };
  const stub = stubFetch([
    ...extra,
    configRoute,
    { path: new RegExp(`^${LIST_URL}\\?`), body: pageOf },
    {
      method: 'DELETE',
      path: /^\/api\/branchOffices\/[^/]+$/,
      body: (call: RecordedCall) => {
        stored.splice(
          stored.findIndex((o) => call.path.endsWith(`/${o._id}`)),
          1,
        );
        return ok(null, 'Sucursal eliminada');
      },
    },
    {
      method: 'PUT',
      path: /^\/api\/branchOffices\/[^/]+$/,
      body: (call: RecordedCall) => {
        const index = stored.findIndex((o) => call.path.endsWith(`/${o._id}`));
        const body = call.body as BranchOfficeBody;
        stored[index] = { ...stored[index], ...body, description: body.description ?? null, user: SESSION_USER._id };
        return ok(stored[index]);
      },
    },
  ]);
  return { ...stub, stored };
}

const landings = ['/createBranchOffice', '/map'];
const show = () => renderPage('/userBranchOffices', '/userBranchOffices', <UserBranchOfficesPage />, landings);
const row = (name: string) => screen.getByTestId(`office-row-${name}`);
type User = ReturnType<typeof setupUser>;

async function fill(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) {
    await user.click(input);
    await user.paste(text);
  }
}

describe('UserBranchOfficesPage', () => {
  beforeEach(() => {
    resetStores('es');
    logIn();
  });

  it('lists the first 12 offices with name, description and address', async () => {
    const { callsTo } = serve(Array.from({ length: 14 }, (_, i) => office(i + 1)));
    show();
    expect(await screen.findByTestId('office-row-Sucursal 1')).toBeInTheDocument();
    const [first] = callsTo('GET', pageUrl(0));
    expect(first.headers.Authorization).toBe(SESSION_USER.token);
    expect(within(row('Sucursal 1')).getByText('Bodega número 1')).toBeInTheDocument();
    expect(within(row('Sucursal 1')).getByText('Calle 1 # 10-20, Soledad')).toBeInTheDocument();
    expect(screen.getByTestId('office-row-Sucursal 12')).toBeInTheDocument();
    expect(screen.queryByTestId('office-row-Sucursal 13')).not.toBeInTheDocument();
    expect(screen.getByText('14 en total')).toBeInTheDocument();
  });

  it('asks the server for the page chosen', async () => {
    const { callsTo } = serve(Array.from({ length: 14 }, (_, i) => office(i + 1)));
    const user = setupUser();
    show();
    await screen.findByTestId('office-row-Sucursal 1');
    await user.click(screen.getByTitle('2'));
    expect(await screen.findByTestId('office-row-Sucursal 13')).toBeInTheDocument();
    expect(screen.getByTestId('office-row-Sucursal 14')).toBeInTheDocument();
    expect(screen.queryByTestId('office-row-Sucursal 1')).not.toBeInTheDocument();
    expect(callsTo('GET', pageUrl(12))).toHaveLength(1);
  });

  it('deletes an office after confirmation and reloads the list', async () => {
    const { callsTo } = serve([office(1), office(2), office(3)]);
    const user = setupUser();
    show();
    await screen.findByTestId('office-row-Sucursal 2');
    await user.click(within(row('Sucursal 2')).getByTestId('office-delete'));
    expect(await screen.findByText('¿Desea eliminar la sucursal «Sucursal 2»? Esta acción no se puede deshacer.')).toBeInTheDocument();
    expect(callsTo('DELETE', '/api/branchOffices/o2')).toHaveLength(0);
    await user.click(screen.getByTestId('delete-office-confirm'));
    expect(await screen.findByText('Sucursal eliminada')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('office-row-Sucursal 2')).not.toBeInTheDocument());
    expect(callsTo('DELETE', '/api/branchOffices/o2')[0].headers.Authorization).toBe(SESSION_USER.token);
    expect(callsTo('GET', pageUrl(0))).toHaveLength(2);
    expect(screen.getByTestId('office-row-Sucursal 1')).toBeInTheDocument();
    expect(screen.getByTestId('office-row-Sucursal 3')).toBeInTheDocument();
  });

  it('cancelling the confirmation deletes nothing', async () => {
    const { calls } = serve([office(1)]);
    const user = setupUser();
    show();
    await screen.findByTestId('office-row-Sucursal 1');
    await user.click(within(row('Sucursal 1')).getByTestId('office-delete'));
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    expect(screen.getByTestId('office-row-Sucursal 1')).toBeInTheDocument();
  });

  it('shows a refused delete in the dialog', async () => {
    serve([office(1)], [{ method: 'DELETE', path: '/api/branchOffices/o1', status: 404, body: fail('NOT_FOUND', 'La sucursal no existe') }]);
    const user = setupUser();
    show();
    await screen.findByTestId('office-row-Sucursal 1');
    await user.click(within(row('Sucursal 1')).getByTestId('office-delete'));
    await user.click(await screen.findByTestId('delete-office-confirm'));
    expect(await screen.findByTestId('delete-office-error')).toHaveTextContent('La sucursal no existe');
    expect(screen.getByTestId('office-row-Sucursal 1')).toBeInTheDocument();
  });

  it('deleting the only office of the last page goes back a page', async () => {
    const { callsTo } = serve(Array.from({ length: 13 }, (_, i) => office(i + 1)));
    const user = setupUser();
    show();
    await screen.findByTestId('office-row-Sucursal 1');
    await user.click(screen.getByTitle('2'));
    await user.click(within(await screen.findByTestId('office-row-Sucursal 13')).getByTestId('office-delete'));
    await user.click(await screen.findByTestId('delete-office-confirm'));
    expect(await screen.findByTestId('office-row-Sucursal 12')).toBeInTheDocument();
    expect(callsTo('GET', pageUrl(0))).toHaveLength(2);
  });

  it('edits an office in a dialog: clearing the description sends null', async () => {
    const { callsTo } = serve([office(1), office(2)]);
    const user = setupUser();
    show();
    await screen.findByTestId('office-row-Sucursal 1');
    await user.click(within(row('Sucursal 1')).getByTestId('office-edit'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('office-name')).toHaveValue('Sucursal 1');
    expect(within(dialog).getByTestId('office-description')).toHaveValue('Bodega número 1');
    expect(within(dialog).getByTestId('office-address')).toHaveValue('Calle 1 # 10-20, Soledad');
    // The saved location is marked and the map opens on it.
    expect(await within(dialog).findByTestId('picker-marker')).toBeInTheDocument();
    expect(within(dialog).getByTestId('picked-location')).toHaveTextContent('Latitud 10,90100, longitud -74,79900');
    await fill(user, within(dialog).getByTestId('office-name'), 'Bodega Malambo');
    await fill(user, within(dialog).getByTestId('office-description'), '');
    // Clicking the map moves the office.
    fireEvent.click(within(dialog).getByTestId('branch-office-map').querySelector('.leaflet-container')!, { clientX: 0, clientY: 60 });
    await waitFor(() => expect(within(dialog).getByTestId('picked-location')).not.toHaveTextContent('10.90100'));
    await user.click(within(dialog).getByTestId('office-submit'));
    expect(await screen.findByText('Sucursal actualizada')).toBeInTheDocument();
    expect(await screen.findByTestId('office-row-Bodega Malambo')).toBeInTheDocument();
    const [put] = callsTo('PUT', '/api/branchOffices/o1');
    const body = put.body as BranchOfficeBody;
    expect(body).toMatchObject({ name: 'Bodega Malambo', description: null, address: 'Calle 1 # 10-20, Soledad', user: SESSION_USER._id });
    expect(body.location.latitude).toBeLessThan(10.901);
    expect(put.headers.Authorization).toBe(SESSION_USER.token);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the edit dialog open with the server message when the update is refused', async () => {
    serve(
      [office(1)],
      [{ method: 'PUT', path: '/api/branchOffices/o1', status: 400, body: fail('VALIDATION', 'El nombre es demasiado largo', 'name') }],
    );
    const user = setupUser();
    show();
    await screen.findByTestId('office-row-Sucursal 1');
    await user.click(within(row('Sucursal 1')).getByTestId('office-edit'));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByTestId('office-name'), 'Otro nombre');
    await user.click(within(dialog).getByTestId('office-submit'));
    expect(await within(dialog).findByTestId('office-form-error')).toHaveTextContent('El nombre es demasiado largo');
    expect(within(dialog).getByTestId('office-name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByTestId('office-name')).toHaveValue('Otro nombre');
  });

  it('shows one office on the map in a dialog', async () => {
    serve([office(1), office(2)]);
    const user = setupUser();
    show();
    await screen.findByTestId('office-row-Sucursal 2');
    await user.click(within(row('Sucursal 2')).getByTestId('office-see-on-map'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Sucursal 2')).toBeInTheDocument();
    expect(await within(dialog).findAllByTestId('office-marker')).toHaveLength(1);
    expect(within(dialog).queryByTestId('picker-marker')).not.toBeInTheDocument();
  });

  it('invites to create the first office when there is none', async () => {
    serve([]);
    const user = setupUser();
    show();
    expect(await screen.findByText('Aún no tiene sucursales')).toBeInTheDocument();
    expect(screen.getByTestId('offices-empty')).toHaveTextContent('Registre su primera sucursal');
    expect(screen.getByTestId('create-first-office')).toHaveAttribute('href', '/createBranchOffice');
    expect(screen.queryByTestId('offices-table')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('create-first-office'));
    expect(await screen.findByTestId('create-branch-office-page')).toBeInTheDocument();
  });

  it('leads to the map and to the create page', async () => {
    serve([office(1)]);
    const user = setupUser();
    const { unmount } = show();
    await screen.findByTestId('office-row-Sucursal 1');
    await user.click(screen.getByTestId('see-all-on-map'));
    expect(await screen.findByTestId('map-page')).toHaveTextContent('/map');
    unmount();
    show();
    await screen.findByTestId('office-row-Sucursal 1');
    await user.click(screen.getByTestId('add-branch-office'));
    expect(await screen.findByTestId('create-branch-office-page')).toHaveTextContent('/createBranchOffice');
  });

  it('shows a load failure with a retry that works', async () => {
    let attempts = 0;
    serve(
      [office(1)],
      [
        {
          path: pageUrl(0),
          reply: () =>
            ++attempts === 1
              ? { status: 500, body: fail('INTERNAL', 'Error interno del servidor') }
              : { status: 200, body: { ...ok([office(1)]), totalItems: 1 } },
        },
      ],
    );
    const user = setupUser();
    show();
    expect(await screen.findByText('No se pudieron cargar sus sucursales')).toBeInTheDocument();
    expect(screen.getByText('Error interno del servidor')).toBeInTheDocument();
    expect(screen.queryByTestId('offices-empty')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('offices-load-error-retry'));
    expect(await screen.findByTestId('office-row-Sucursal 1')).toBeInTheDocument();
  });

  it('speaks English', async () => {
    resetStores('en');
    logIn();
    serve([office(1)]);
    show();
    expect(await screen.findByRole('heading', { name: 'My branch offices' })).toBeInTheDocument();
    await screen.findByTestId('office-row-Sucursal 1');
    expect(screen.getByText('See all on the map')).toBeInTheDocument();
    expect(screen.getByText('Add branch office')).toBeInTheDocument();
    expect(within(row('Sucursal 1')).getByRole('button', { name: 'See on the map' })).toBeInTheDocument();
  });
});
