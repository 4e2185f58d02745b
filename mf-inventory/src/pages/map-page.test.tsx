import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BranchOffice } from '@agrocadena/contracts';
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
import MapPage from './map-page';

// A form round trip can outlast the default second on a busy two-core machine (this file only).
configure({ asyncUtilTimeout: 5000 });

const LIST_URL = `/api/users/${SESSION_USER._id}/branchOffices`;
const configRoute: StubRoute = { path: '/api/config', body: ok({ mapTileUrl: 'http://tiles.test/{z}/{x}/{y}.png', mapAttribution: 'Test tiles' }) };

function office(n: number, extra: Partial<BranchOffice> = {}): BranchOffice {
  return {
    _id: `o${n}`,
    name: `Sucursal ${n}`,
    description: null,
    address: `Calle ${n} # 10-20`,
    location: { latitude: 10.8 + (n % 50) / 200, longitude: -74.9 + Math.floor(n / 50) / 20 },
    user: SESSION_USER._id,
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-01T10:00:00.000Z',
    ...extra,
  };
}

/** Serves `offices` in pages as the API does (limit at most 100). */
function serve(offices: BranchOffice[], extra: StubRoute[] = []) {
  return stubFetch([
    ...extra,
    configRoute,
    {
      path: new RegExp(`^${LIST_URL}\\?`),
      body: (call: RecordedCall) => {
        const query = new URL(call.path, 'http://x').searchParams;
        const skip = Number(query.get('skip'));
        const limit = Math.min(100, Number(query.get('limit')));
        return { ...ok(offices.slice(skip, skip + limit)), totalItems: offices.length };
      },
    },
  ]);
}

const show = () => renderPage('/map', '/map', <MapPage />, ['/userBranchOffices', '/createBranchOffice']);
const markers = () => screen.getByTestId('branch-office-map').querySelectorAll('[data-testid="office-marker"]');
/** The markers once the map is drawn (shared-ui's PlaceMap fetches leaflet when first shown). */
const drawnMarkers = async () => {
  await screen.findByTestId('branch-office-map');
  return markers();
};

describe('MapPage', () => {
  beforeEach(() => {
    resetStores('es');
    logIn();
  });

  it('reads every office in pages of 100 and shows one marker per office', async () => {
    const offices = Array.from({ length: 103 }, (_, i) => office(i + 1));
    const { calls } = serve(offices);
    show();
    expect(screen.getByTestId('offices-map-loading')).toBeInTheDocument();
    expect(await screen.findByTestId('offices-map-count')).toHaveTextContent('103 sucursales');
    expect(await drawnMarkers()).toHaveLength(103);
    const listCalls = calls.filter((c) => c.path.startsWith(LIST_URL));
    expect(listCalls.map((c) => c.path)).toEqual([`${LIST_URL}?skip=0&limit=100`, `${LIST_URL}?skip=100&limit=100`]);
    expect(listCalls.map((c) => c.headers.Authorization)).toEqual([SESSION_USER.token, SESSION_USER.token]);
  });

  it("tells an office's name, address and description when its marker is clicked", async () => {
    serve([
      office(1, { name: 'Bodega Soledad', address: 'Calle 30 # 12-45, Soledad', description: 'Recibe yuca y ñame' }),
      office(2, { name: 'Centro Malambo', address: 'Carrera 8 # 10-20, Malambo' }),
    ]);
    show();
    expect(await screen.findByTestId('offices-map-count')).toHaveTextContent('2 sucursales');
    expect(await drawnMarkers()).toHaveLength(2);
    fireEvent.click(markers()[0]);
    const popup = await screen.findByTestId('office-popup-Bodega Soledad');
    expect(within(popup).getByText('Calle 30 # 12-45, Soledad')).toBeInTheDocument();
    expect(within(popup).getByText('Recibe yuca y ñame')).toBeInTheDocument();
    fireEvent.click(markers()[1]);
    expect(await screen.findByTestId('office-popup-Centro Malambo')).toHaveTextContent('Carrera 8 # 10-20, Malambo');
  });

  it('frames the offices, and keeps the default view over Barranquilla when there are none', async () => {
    serve([office(1, { location: { latitude: 4.711, longitude: -74.0721 } })]);
    const { unmount } = show();
    await screen.findByTestId('offices-map-count');
    // One office far from the coast: the view moves to it (its tiles are asked at zoom 15).
    await waitFor(() => expect(document.querySelector('img.leaflet-tile')?.getAttribute('src')).toMatch(/^http:\/\/tiles\.test\/15\//));
    unmount();

    serve([]);
    show();
    expect(await screen.findByTestId('offices-map-empty')).toHaveTextContent('Aún no tiene sucursales para mostrar.');
    expect(await drawnMarkers()).toHaveLength(0);
    await waitFor(() => expect(document.querySelector('img.leaflet-tile')?.getAttribute('src')).toMatch(/^http:\/\/tiles\.test\/10\//));
  });

  it('shows a load failure with a retry that works', async () => {
    let attempts = 0;
    serve(
      [],
      [
        {
          path: `${LIST_URL}?skip=0&limit=100`,
          reply: () =>
            ++attempts === 1
              ? { status: 500, body: fail('INTERNAL', 'Error interno del servidor') }
              : { status: 200, body: { ...ok([office(1)]), totalItems: 1 } },
        },
      ],
    );
    const user = setupUser();
    show();
    expect(await screen.findByText('Error interno del servidor')).toBeInTheDocument();
    expect(screen.getByText('No se pudieron cargar sus sucursales')).toBeInTheDocument();
    await user.click(screen.getByTestId('offices-load-error-retry'));
    expect(await screen.findByTestId('offices-map-count')).toHaveTextContent('1 sucursal');
    expect(await drawnMarkers()).toHaveLength(1);
  });

  it('speaks English', async () => {
    resetStores('en');
    logIn();
    serve([office(1), office(2)]);
    show();
    expect(screen.getByRole('heading', { name: 'Map of my branch offices' })).toBeInTheDocument();
    expect(await screen.findByTestId('offices-map-count')).toHaveTextContent('2 branch offices');
    expect(screen.getByTestId('back-link')).toHaveTextContent('Back to my branch offices');
  });
});
