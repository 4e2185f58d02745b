import { screen, waitFor, within } from '@testing-library/react';
import { fail, logIn, ok, onADesktop, onAPhone, renderPage, resetStores, setupUser, stubFetch } from '@agrocadena/shared-ui/src/testing';
import ProvidersPage from './providers-page';
import { FINCA, firstPage, LUIS, page, USER_ID } from '../test/contact-fixtures';

const LIST_URL = `/api/users/${USER_ID}/providers`;
const REMOVE_URL = `/api/users/${USER_ID}/removeProvider`;

const show = () => renderPage('/providers', '/providers', <ProvidersPage />, ['/addProvider']);

describe('ProvidersPage', () => {
  beforeEach(() => {
    resetStores('es');
    logIn();
  });

  it('lists my providers numbered, by name and document, with links to their services and products', async () => {
    const { callsTo } = stubFetch([{ path: firstPage(LIST_URL), body: page([FINCA, LUIS]) }]);
    show();
    const finca = await screen.findByTestId('contact-row-p-finca');
    expect(
      within(finca)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', 'Finca El Mango', 'NIT 900123456', '']);
    expect(within(finca).getByTestId('provider-services')).toHaveAttribute('href', '/servicesCatalog?providerId=p-finca');
    expect(within(finca).getByTestId('provider-products')).toHaveAttribute('href', '/productsCatalog?providerId=p-finca');
    expect(within(finca).getByRole('link', { name: 'Ver los servicios de Finca El Mango' })).toBeInTheDocument();
    const luis = screen.getByTestId('contact-row-p-luis');
    expect(luis).toHaveTextContent('2');
    expect(luis).toHaveTextContent('Luis Gómez');
    expect(luis).toHaveTextContent('CC 1044000111');
    expect(callsTo('GET', firstPage(LIST_URL))[0].headers.Authorization).toBe('tok-123');
    expect(screen.getByTestId('add-provider-link')).toHaveAttribute('href', '/addProvider');
  });

  it('removes a provider only after confirming, then reads the list again and says so', async () => {
    let removed = false;
    const { callsTo } = stubFetch([
      { path: firstPage(LIST_URL), body: () => page(removed ? [LUIS] : [FINCA, LUIS]) },
      {
        method: 'POST',
        path: REMOVE_URL,
        body: () => {
          removed = true;
          return ok(null, 'Proveedor eliminado');
        },
      },
    ]);
    const user = setupUser();
    show();
    await user.click(within(await screen.findByTestId('contact-row-p-finca')).getByTestId('provider-remove'));
    expect(await screen.findByText('¿Quitar a Finca El Mango de su lista de proveedores?')).toBeInTheDocument();
    expect(callsTo('POST', REMOVE_URL)).toHaveLength(0);
    await user.click(screen.getByTestId('remove-provider-confirm'));
    expect(await screen.findByText('Finca El Mango ya no está en su lista de proveedores')).toBeInTheDocument();
    expect(callsTo('POST', REMOVE_URL).map((call) => call.body)).toEqual([{ providerId: 'p-finca' }]);
    await waitFor(() => expect(screen.queryByTestId('contact-row-p-finca')).not.toBeInTheDocument());
    expect(screen.getByTestId('contact-row-p-luis')).toBeInTheDocument();
    expect(callsTo('GET', firstPage(LIST_URL))).toHaveLength(2);
  });

  it('keeps the dialog open with the server’s reason when the removal fails', async () => {
    stubFetch([
      { path: firstPage(LIST_URL), body: page([FINCA]) },
      { method: 'POST', path: REMOVE_URL, status: 403, body: fail('FORBIDDEN', 'No puede cambiar la lista de otro usuario') },
    ]);
    const user = setupUser();
    show();
    await user.click(within(await screen.findByTestId('contact-row-p-finca')).getByTestId('provider-remove'));
    await user.click(await screen.findByTestId('remove-provider-confirm'));
    expect(await screen.findByTestId('remove-provider-error')).toHaveTextContent('No puede cambiar la lista de otro usuario');
    expect(screen.getByTestId('contact-row-p-finca')).toBeInTheDocument();
  });

  it('says there is nothing to show when I have no providers', async () => {
    stubFetch([{ path: firstPage(LIST_URL), body: page([]) }]);
    show();
    expect(await screen.findByTestId('providers-empty')).toHaveTextContent('No hay nada que mostrar');
  });

  it('on a phone: the person in one column (name over document) beside its options', async () => {
    onAPhone();
    try {
      stubFetch([{ path: firstPage(LIST_URL), body: page([FINCA]) }]);
      show();
      const row = await screen.findByTestId('contact-row-p-finca');
      expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['#', 'Nombre', 'Opciones']);
      expect(within(row).getAllByRole('cell')[1]).toHaveTextContent('Finca El MangoNIT 900123456');
    } finally {
      onADesktop();
    }
  });

  it('speaks English', async () => {
    resetStores('en');
    logIn();
    stubFetch([{ path: firstPage(LIST_URL), body: page([]) }]);
    show();
    expect(screen.getByRole('heading', { name: 'My providers' })).toBeInTheDocument();
    expect(await screen.findByTestId('providers-empty')).toHaveTextContent('There is nothing to show');
  });
});
