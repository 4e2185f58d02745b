import { screen } from '@testing-library/react';
import { ok, renderWithProviders, resetStores, setupUser, stubFetch } from '../../testing';
import { LocationPicker } from './location-picker';

// Leaflet's chunk cannot be fetched the first time (a weak connection), and can the second.
let attempts = 0;
jest.mock('./leaflet/leaflet-map', () => {
  attempts += 1;
  if (attempts === 1) throw new Error('Loading chunk leaflet-map failed.');
  return jest.requireActual('./leaflet/leaflet-map');
});

describe('a map whose leaflet cannot be fetched', () => {
  beforeEach(() => resetStores('en'));

  it('says so in the map box, keeps the rest usable, and draws the map on retry', async () => {
    // React reports the error the boundary catches; that report is expected here.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      stubFetch([{ path: '/api/config', body: ok({ mapTileUrl: 'http://tiles.test/{z}/{x}/{y}.png', mapAttribution: 'Test tiles' }) }]);
      const user = setupUser();
      renderWithProviders(<LocationPicker label="Map of the point" mapTestId="point-map" />);
      expect(await screen.findByTestId('point-map-failed')).toHaveTextContent('The map could not be loaded. Check the connection and try again.');
      expect(screen.getByTestId('picked-location')).toHaveTextContent('No location marked yet');
      await user.click(screen.getByTestId('point-map-failed-retry'));
      expect(await screen.findByTestId('point-map')).toHaveAttribute('aria-label', 'Map of the point');
      expect(screen.queryByTestId('point-map-failed')).not.toBeInTheDocument();
      expect(attempts).toBe(2);
    } finally {
      consoleError.mockRestore();
    }
  });
});
