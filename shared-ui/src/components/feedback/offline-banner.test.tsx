import { act, screen } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { renderWithProviders, resetStores } from '../../testing/render-page';
import { OfflineBanner } from './offline-banner';

afterEach(() => act(() => onlineManager.setOnline(true)));

test.each([
  ['es', 'Sin conexión.', 'Los cambios no se pueden guardar hasta que vuelva la conexión.'],
  ['en', 'You are offline.', 'Changes cannot be saved until the connection is back.'],
] as const)('says so (%s) while the connection is lost, and goes when it is back', (language, title, detail) => {
  resetStores(language);
  renderWithProviders(<OfflineBanner />);
  expect(screen.queryByTestId('offline-banner')).toBeNull();
  act(() => onlineManager.setOnline(false));
  expect(screen.getByTestId('offline-banner')).toHaveTextContent(title);
  expect(screen.getByTestId('offline-banner')).toHaveTextContent(detail);
  act(() => onlineManager.setOnline(true));
  expect(screen.queryByTestId('offline-banner')).toBeNull();
});
