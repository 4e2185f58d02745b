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
  pickedLocationOf,
} from '@agrocadena/shared-ui/src/testing';
import CreateBranchOfficePage from './create-branch-office-page';

// A form round trip can outlast the default second on a busy two-core machine (this file only).
configure({ asyncUtilTimeout: 5000 });

const CONFIG = { mapTileUrl: 'http://tiles.test/{z}/{x}/{y}.png', mapAttribution: 'Tiles of the test' };
const configRoute: StubRoute = { path: '/api/config', body: ok(CONFIG) };

/** The server answers with the office it stored, as the API does. */
const echoCreate = (call: RecordedCall) => {
  const body = call.body as BranchOfficeBody;
  const office: BranchOffice = {
    _id: 'o-new',
    name: body.name,
    description: body.description ?? null,
    address: body.address,
    location: body.location,
    user: SESSION_USER._id,
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-01T10:00:00.000Z',
  };
  return ok(office, 'Sucursal creada');
};

function stub(extra: StubRoute[] = []) {
  return stubFetch([configRoute, ...extra]);
}

const show = () => renderPage('/createBranchOffice', '/createBranchOffice', <CreateBranchOfficePage />, ['/userBranchOffices']);
type User = ReturnType<typeof setupUser>;

async function fill(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

/**
 * A click on the map, once it is drawn (shared-ui's PlaceMap fetches leaflet when first shown).
 * jsdom gives the map no size, so the point (0, 0) is the map's centre (Barranquilla by default)
 * and every pixel right or down moves the pick east or south.
 */
async function clickMap(clientX = 0, clientY = 0) {
  const map = (await screen.findByTestId('branch-office-map')).querySelector('.leaflet-container')!;
  fireEvent.click(map, { clientX, clientY });
}

const submit = (user: User) => user.click(screen.getByTestId('office-submit'));

/** The latitude and longitude the page shows for the pick (five decimals). */
const shownLocation = () => pickedLocationOf(screen.getByTestId('picked-location'));

describe('CreateBranchOfficePage', () => {
  beforeEach(() => {
    resetStores('es');
    logIn();
  });

  it('asks for name, address and the map location, and sends nothing', async () => {
    const { calls } = stub();
    const user = setupUser();
    show();
    await fill(user, screen.getByTestId('office-name'), '   ');
    await submit(user);
    expect(await screen.findByTestId('office-form-error')).toHaveTextContent('Complete los campos obligatorios');
    await waitFor(() => expect(screen.getAllByText('Campo obligatorio')).toHaveLength(2));
    expect(screen.getByTestId('office-name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('office-address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Marque la ubicación de la sucursal haciendo clic en el mapa')).toBeInTheDocument();
    expect(screen.getByTestId('office-description')).not.toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('puts a marker where the map is clicked and moves it on the next click', async () => {
    stub();
    show();
    expect(screen.getByTestId('picked-location')).toHaveTextContent('Aún no ha marcado la ubicación');
    expect(screen.queryByTestId('picker-marker')).not.toBeInTheDocument();
    await clickMap();
    expect(await screen.findByTestId('picker-marker')).toBeInTheDocument();
    // The centre of the default view: Barranquilla, to within a pixel.
    expect(screen.getByTestId('picked-location')).toHaveTextContent(/^Latitud 10,96\d{3}, longitud -74,78\d{3}$/);
    const first = shownLocation();
    await clickMap(200, 0);
    await waitFor(() => expect(shownLocation().longitude).toBeGreaterThan(first.longitude + 0.2));
    expect(shownLocation().latitude).toBe(first.latitude);
    expect(screen.getAllByTestId('picker-marker')).toHaveLength(1);
  });

  it('creates the office without a blank description, says so and goes to the list', async () => {
    const { callsTo } = stub([{ method: 'POST', path: '/api/branchOffices', body: echoCreate }]);
    const user = setupUser();
    show();
    await fill(user, screen.getByTestId('office-name'), '  Bodega Soledad ');
    await fill(user, screen.getByTestId('office-description'), '   ');
    await fill(user, screen.getByTestId('office-address'), 'Calle 30 # 12-45, Soledad');
    await clickMap();
    const picked = shownLocation();
    await submit(user);
    expect(await screen.findByTestId('user-branch-offices-page')).toHaveTextContent('/userBranchOffices');
    expect(screen.getByText('Sucursal creada con éxito')).toBeInTheDocument();
    const [post] = callsTo('POST', '/api/branchOffices');
    expect(post.headers.Authorization).toBe(SESSION_USER.token);
    expect(post.body).toEqual({
      name: 'Bodega Soledad',
      address: 'Calle 30 # 12-45, Soledad',
      // Exactly what the page showed.
      location: picked,
      user: SESSION_USER._id,
    });
  });

  it('sends a description that was written', async () => {
    const { callsTo } = stub([{ method: 'POST', path: '/api/branchOffices', body: echoCreate }]);
    const user = setupUser();
    show();
    await fill(user, screen.getByTestId('office-name'), 'Centro de acopio Malambo');
    await fill(user, screen.getByTestId('office-description'), ' Recibe yuca y ñame ');
    await fill(user, screen.getByTestId('office-address'), 'Carrera 8 # 10-20, Malambo');
    await clickMap();
    await submit(user);
    await screen.findByTestId('user-branch-offices-page');
    const body = callsTo('POST', '/api/branchOffices')[0].body as BranchOfficeBody;
    expect(body.description).toBe('Recibe yuca y ñame');
  });

  it('shows a server refusal under the form and on its field, keeping what was typed', async () => {
    const { callsTo } = stub([
      { method: 'POST', path: '/api/branchOffices', status: 400, body: fail('VALIDATION', 'La dirección es demasiado larga', 'address') },
    ]);
    const user = setupUser();
    show();
    await fill(user, screen.getByTestId('office-name'), 'Bodega Soledad');
    await fill(user, screen.getByTestId('office-address'), 'Calle 30 # 12-45');
    await clickMap();
    await submit(user);
    const inForm = await screen.findByTestId('office-form-error');
    expect(within(inForm).getByText('La dirección es demasiado larga')).toBeInTheDocument();
    expect(screen.getAllByText('La dirección es demasiado larga')).toHaveLength(2);
    expect(screen.getByTestId('office-address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('office-name')).toHaveValue('Bodega Soledad');
    expect(screen.getByTestId('office-address')).toHaveValue('Calle 30 # 12-45');
    expect(screen.getByTestId('picker-marker')).toBeInTheDocument();
    expect(screen.queryByTestId('user-branch-offices-page')).not.toBeInTheDocument();
    expect(callsTo('POST', '/api/branchOffices')).toHaveLength(1);
  });

  it('marks the map when the server refuses the location', async () => {
    stub([{ method: 'POST', path: '/api/branchOffices', status: 400, body: fail('VALIDATION', 'La latitud no es válida', 'location.latitude') }]);
    const user = setupUser();
    show();
    await fill(user, screen.getByTestId('office-name'), 'Bodega Soledad');
    await fill(user, screen.getByTestId('office-address'), 'Calle 30 # 12-45');
    await clickMap();
    await submit(user);
    await screen.findByTestId('office-form-error');
    const locationItem = screen.getByTestId('office-location').closest('.ac-form-item')!;
    expect(locationItem).toHaveClass('ac-form-item--error');
    expect(within(locationItem as HTMLElement).getByText('La latitud no es válida')).toBeInTheDocument();
  });

  it("uses the device's location when the browser offers it", async () => {
    const getCurrentPosition = jest.fn((success: PositionCallback) =>
      success({ coords: { latitude: 10.9123456, longitude: -74.7654321 } } as GeolocationPosition),
    );
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    try {
      stub();
      const user = setupUser();
      show();
      await user.click(screen.getByTestId('use-my-location'));
      expect(screen.getByTestId('picked-location')).toHaveTextContent('Latitud 10,91235, longitud -74,76543');
      expect(await screen.findByTestId('picker-marker')).toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(navigator, 'geolocation');
    }
  });

  it('draws tiles from the configured server, and from OpenStreetMap when the setting cannot be read', async () => {
    stub();
    const { unmount } = show();
    await waitFor(() => expect(document.querySelector('img.leaflet-tile')?.getAttribute('src')).toMatch(/^http:\/\/tiles\.test\/10\//));
    expect(screen.getByText('Tiles of the test')).toBeInTheDocument();
    unmount();

    stubFetch([{ path: '/api/config', status: 500, body: fail('INTERNAL', 'Error interno del servidor') }]);
    show();
    await waitFor(() => expect(document.querySelector('img.leaflet-tile')?.getAttribute('src')).toMatch(/^https:\/\/tile\.openstreetmap\.org\/10\//));
    // Picking does not wait for tiles.
    await clickMap();
    expect(await screen.findByTestId('picker-marker')).toBeInTheDocument();
  });

  it('speaks English', async () => {
    resetStores('en');
    logIn();
    stub();
    const user = setupUser();
    show();
    expect(screen.getByRole('heading', { name: 'New branch office' })).toBeInTheDocument();
    expect(screen.getByText('No location marked yet')).toBeInTheDocument();
    await submit(user);
    expect(await screen.findByText("Mark the office's location by clicking the map")).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Required field')).toHaveLength(2));
    expect(screen.getByText('Fill in the required fields')).toBeInTheDocument();
    await clickMap();
    await waitFor(() => expect(screen.getByTestId('picked-location')).toHaveTextContent(/^Latitude 10\.96\d{3}, longitude -74\.78\d{3}$/));
  });
});
