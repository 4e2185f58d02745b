import { screen, within } from '@testing-library/react';
import { fail, logIn, renderPage, resetStores, setupUser, stubFetch } from '@agrocadena/shared-ui/src/testing';
import ClientsPage from './clients-page';
import { FINCA, firstPage, LUIS, page, USER_ID } from '../test/contact-fixtures';

const LIST_URL = `/api/users/${USER_ID}/clients`;
const show = () => renderPage('/clients', '/clients', <ClientsPage />);

describe('ClientsPage', () => {
  beforeEach(() => {
    resetStores('es');
    logIn();
  });

  it('lists my clients numbered, by name and document, with no options', async () => {
    stubFetch([{ path: firstPage(LIST_URL), body: page([LUIS, FINCA]) }]);
    show();
    const luis = await screen.findByTestId('contact-row-p-luis');
    expect(
      within(luis)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', 'Luis Gómez', 'CC 1044000111']);
    expect(
      within(screen.getByTestId('contact-row-p-finca'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', 'Finca El Mango', 'NIT 900123456']);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['#', 'Nombre', 'Documento']);
  });

  it('numbers the rows on from one page to the next', async () => {
    const { callsTo } = stubFetch([
      { path: firstPage(LIST_URL), body: page([LUIS, FINCA], 13) },
      { path: `${LIST_URL}?skip=12&limit=12`, body: page([{ ...FINCA, _id: 'p-13' }], 13) },
    ]);
    const user = setupUser();
    show();
    await screen.findByTestId('contact-row-p-luis');
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(within(await screen.findByTestId('contact-row-p-13')).getAllByRole('cell')[0]).toHaveTextContent('13');
    expect(callsTo('GET', `${LIST_URL}?skip=12&limit=12`)).toHaveLength(1);
  });

  it('says there is nothing to show when I have no clients', async () => {
    stubFetch([{ path: firstPage(LIST_URL), body: page([]) }]);
    show();
    expect(await screen.findByTestId('clients-empty')).toHaveTextContent('No hay nada que mostrar');
  });

  it('a failed read says so and offers to retry', async () => {
    stubFetch([{ path: firstPage(LIST_URL), status: 403, body: fail('FORBIDDEN', 'No puede ver los clientes de otro usuario') }]);
    show();
    const error = await screen.findByTestId('clients-load-error');
    expect(error).toHaveTextContent('No se pudo cargar su lista de clientes');
    expect(error).toHaveTextContent('No puede ver los clientes de otro usuario');
  });
});
