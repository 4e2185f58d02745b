import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Location } from '@agrocadena/contracts';
import { ok, renderWithProviders, resetStores, spanishCoordinate, stubFetch } from '../../testing';
import { ATLANTICO_CENTER } from './map-defaults';
import { LocationPicker } from './location-picker';

/** The picker as a form would hold it: its value, and what each change reported. */
function Holder({ initial = null, changes }: { initial?: Location | null; changes: Location[] }) {
  const [value, setValue] = useState<Location | null>(initial);
  return (
    <LocationPicker
      value={value}
      onChange={(location) => {
        changes.push(location);
        setValue(location);
      }}
      label="Mapa del punto"
      center={ATLANTICO_CENTER}
      testId="point"
      mapTestId="point-map"
    />
  );
}

const stubConfig = () =>
  stubFetch([{ path: '/api/config', body: ok({ mapTileUrl: 'http://tiles.test/{z}/{x}/{y}.png', mapAttribution: 'Test tiles' }) }]);

/** jsdom gives the map no size: a click anywhere is a click on its centre. */
async function clickMap() {
  const map = await screen.findByTestId('point-map');
  fireEvent.click(map.querySelector('.leaflet-container')!, { clientX: 0, clientY: 0 });
}

describe('LocationPicker', () => {
  beforeEach(() => resetStores('es'));

  it('shows a box of the same size while leaflet loads, then the map; a click picks the point', async () => {
    stubConfig();
    const changes: Location[] = [];
    renderWithProviders(<Holder changes={changes} />);
    // The first map of this file: leaflet is not there yet. The text of the point is there at once.
    expect(screen.getByTestId('point-map-loading')).toHaveAttribute('aria-label', 'Mapa del punto');
    expect(screen.getByTestId('picked-location')).toHaveTextContent('Aún no ha marcado la ubicación');
    expect(await screen.findByTestId('point-map')).toHaveAttribute('aria-label', 'Mapa del punto');
    expect(screen.queryByTestId('point-map-loading')).not.toBeInTheDocument();
    await clickMap();
    expect(await screen.findByTestId('picker-marker')).toBeInTheDocument();
    expect(changes).toHaveLength(1);
    expect(changes[0].latitude).toBeCloseTo(ATLANTICO_CENTER.latitude, 2);
    expect(changes[0].longitude).toBeCloseTo(ATLANTICO_CENTER.longitude, 2);
    expect(screen.getByTestId('picked-location')).toHaveTextContent(
      `Latitud ${spanishCoordinate(changes[0].latitude)}, longitud ${spanishCoordinate(changes[0].longitude)}`,
    );
  });

  it('opens on the point it was given, its pin on it', async () => {
    stubConfig();
    renderWithProviders(<Holder initial={{ latitude: 10.9, longitude: -74.8 }} changes={[]} />);
    expect(screen.getByTestId('picked-location')).toHaveTextContent('Latitud 10,90000, longitud -74,80000');
    expect(await screen.findByTestId('picker-marker')).toBeInTheDocument();
    // Tiles at the zoom of a single place.
    await waitFor(() => expect(document.querySelector('img.leaflet-tile')?.getAttribute('src')).toMatch(/^http:\/\/tiles\.test\/15\//));
  });
});
