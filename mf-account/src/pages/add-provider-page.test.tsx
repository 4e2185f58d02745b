import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { takeNewProvider } from '@agrocadena/shared-ui';
import {
  chooseOption,
  commonStubRoutes,
  fail,
  fillIn,
  logIn,
  ok,
  onADesktop,
  onAPhone,
  renderPage,
  renderWithProviders,
  resetStores,
  setupUser,
  stubFetch,
  type RecordedCall,
  type StubRoute,
} from '@agrocadena/shared-ui/src/testing';
import AddProviderPage from './add-provider-page';
import { FINCA, LUIS, USER_ID } from '../test/contact-fixtures';

configure({ asyncUtilTimeout: 5000 });

const SEARCH_URL = `/api/users/${USER_ID}/searchProviders`;
const SUGGEST_URL = '/api/searchProvidersAutoComplete';

type User = ReturnType<typeof setupUser>;

/** The search (answering FINCA and LUIS to anything), its suggestions and the towns of department 8. */
function stubSearch(extra: StubRoute[] = [], suggestions = ['Finca El Mango']) {
  const stub = stubFetch([
    ...extra,
    ...commonStubRoutes,
    { path: new RegExp(`^${SEARCH_URL}\\?`), body: ok([FINCA, LUIS]) },
    { path: new RegExp(`^${SUGGEST_URL}\\?`), body: ok(suggestions) },
  ]);
  const queriesOf = (path: string) => stub.calls.filter((call) => call.path.startsWith(`${path}?`)).map((call) => call.path.split('?')[1]);
  return { ...stub, searches: () => queriesOf(SEARCH_URL), suggests: () => queriesOf(SUGGEST_URL) };
}

const show = (url = '/addProvider') => renderPage('/addProvider', url, <AddProviderPage />, ['/providers']);
const textField = (label = 'Nombre del proveedor') => screen.getByLabelText(label);
const search = (user: User) => user.click(screen.getByTestId('provider-search-submit'));
/** Lets time pass (past the autocomplete's pause) with whatever it sets off inside act. */
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

async function searchByName(user: User, name = 'Finca') {
  await user.type(textField(), name);
  await search(user);
  return screen.findByTestId('result-row-p-finca');
}

describe('AddProviderPage', () => {
  beforeEach(() => {
    resetStores('es');
    logIn();
  });

  it('asks nothing for blank text: no suggestions, and a search finds nobody without a call', async () => {
    const { searches, suggests } = stubSearch();
    const user = setupUser();
    show();
    await user.type(textField(), '   ');
    await pause(400);
    expect(suggests()).toEqual([]);
    await search(user);
    expect(await screen.findByTestId('provider-results')).toHaveTextContent('No hay nada que mostrar');
    expect(searches()).toEqual([]);
  });

  it('suggests names once typing pauses, and picking one searches for it', async () => {
    const { searches, suggests } = stubSearch();
    const user = setupUser();
    show();
    await user.type(textField(), 'Fin');
    const option = await screen.findByRole('option', { name: 'Finca El Mango' });
    expect(suggests()).toEqual(['name=Fin']);
    expect(searches()).toEqual([]);
    await user.click(option);
    await screen.findByTestId('result-row-p-finca');
    expect(searches()).toEqual(['name=Finca+El+Mango']);
  });

  it('searches on Enter too, and offers a name shared by two providers once', async () => {
    const { searches } = stubSearch([], ['Finca El Mango', 'Finca El Mango']);
    const user = setupUser();
    show();
    await user.type(textField(), 'Fin');
    expect(await screen.findAllByRole('option', { name: 'Finca El Mango' })).toHaveLength(1);
    await user.keyboard('{Escape}');
    await user.type(textField(), 'ca{Enter}');
    await screen.findByTestId('result-row-p-finca');
    expect(searches()).toEqual(['name=Finca']);
  });

  it('shows each result’s document, name, email, first phone and address with town; my providers are marked', async () => {
    stubSearch();
    const user = setupUser();
    show();
    const finca = await searchByName(user);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'ID',
      'Nombre',
      'Correo electrónico',
      'Teléfono',
      'Dirección',
      'Agregar',
    ]);
    expect(
      within(finca)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['NIT 900123456', 'Finca El Mango', 'ventas@elmango.co', '3015550101', 'Km 5 vía Sabanagrande, Soledad', 'Agregar']);
    const luis = screen.getByTestId('result-row-p-luis');
    expect(within(luis).getByTestId('already-provider')).toHaveTextContent('Ya es su proveedor');
    expect(within(luis).queryByTestId('add-provider')).not.toBeInTheDocument();
  });

  it('on a phone: each result in one column (name, then its facts) beside add', async () => {
    onAPhone();
    try {
      stubSearch();
      const user = setupUser();
      show();
      const finca = await searchByName(user);
      expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Nombre', 'Agregar']);
      const lines = within(within(finca).getAllByRole('cell')[0])
        .getAllByText(/./)
        .map((line) => line.textContent);
      expect(lines).toEqual(['Finca El Mango', 'NIT 900123456', 'ventas@elmango.co', '3015550101', 'Km 5 vía Sabanagrande, Soledad']);
      expect(within(finca).getByRole('button', { name: 'Agregar a Finca El Mango a sus proveedores' })).toBeInTheDocument();
    } finally {
      onADesktop();
    }
  });

  it('searches a product of a type: suggestions and search both carry the type', async () => {
    const { searches, suggests } = stubSearch();
    const user = setupUser();
    show();
    await chooseOption(user, 'Buscar por', 'Producto');
    await chooseOption(user, 'Tipo de producto', 'Materia prima');
    await fillIn(user, textField('Producto que ofrece'), 'mango');
    await waitFor(() => expect(suggests()).toEqual(['product=mango&productType=RAW_MATERIAL']));
    await search(user);
    await waitFor(() => expect(searches()).toEqual(['product=mango&type=RAW_MATERIAL']));
  });

  it('searches a service of any type', async () => {
    const { searches, suggests } = stubSearch();
    const user = setupUser();
    show();
    await chooseOption(user, 'Buscar por', 'Servicio');
    await fillIn(user, textField('Servicio que ofrece'), 'transporte');
    await search(user);
    await waitFor(() => expect(searches()).toEqual(['service=transporte']));
    await waitFor(() => expect(suggests()).toEqual(['service=transporte']));
  });

  it('searches a town of Atlántico, and asks nothing before one is chosen', async () => {
    const { searches, callsTo } = stubSearch();
    const user = setupUser();
    show();
    await chooseOption(user, 'Buscar por', 'Municipio');
    await search(user);
    expect(await screen.findByTestId('provider-results')).toHaveTextContent('No hay nada que mostrar');
    await chooseOption(user, 'Municipio del Atlántico', 'Soledad');
    await search(user);
    await waitFor(() => expect(searches()).toEqual(['townId=08758']));
    expect(callsTo('GET', '/api/departments/8/towns')).toHaveLength(1);
  });

  it('adds a provider, then offers to add more (the row now marked) or to go to the providers', async () => {
    const { callsTo } = stubSearch([
      { method: 'POST', path: '/api/addProvider', status: 201, body: ok({ ...FINCA, isProvider: true }, 'Proveedor agregado') },
    ]);
    const user = setupUser();
    show();
    const finca = await searchByName(user);
    await user.click(within(finca).getByTestId('add-provider'));
    const dialog = await screen.findByTestId('provider-added');
    expect(dialog).toHaveTextContent('Finca El Mango ahora es su proveedor');
    expect(callsTo('POST', '/api/addProvider').map((call: RecordedCall) => call.body)).toEqual([{ userId: USER_ID, providerId: 'p-finca' }]);

    await user.click(screen.getByTestId('provider-added-more'));
    await waitFor(() => expect(screen.queryByTestId('provider-added')).not.toBeInTheDocument());
    expect(within(screen.getByTestId('result-row-p-finca')).getByTestId('already-provider')).toBeInTheDocument();
  });

  it('goes to the providers list from the dialog', async () => {
    stubSearch([{ method: 'POST', path: '/api/addProvider', status: 201, body: ok({ ...FINCA, isProvider: true }) }]);
    const user = setupUser();
    show();
    await user.click(within(await searchByName(user)).getByTestId('add-provider'));
    await user.click(await screen.findByTestId('provider-added-go'));
    expect(await screen.findByTestId('providers-page')).toHaveTextContent('/providers');
  });

  it('a provider already on my list: says so, translated, and marks the row', async () => {
    stubSearch([
      {
        method: 'POST',
        path: '/api/addProvider',
        status: 409,
        body: fail('PROVIDER_ALREADY_ADDED', 'Provider already added'),
      },
    ]);
    const user = setupUser();
    show();
    await user.click(within(await searchByName(user)).getByTestId('add-provider'));
    expect(await screen.findByTestId('add-provider-error')).toHaveTextContent('El proveedor ya está en su lista de proveedores');
    expect(within(screen.getByTestId('result-row-p-finca')).getByTestId('already-provider')).toBeInTheDocument();
    expect(screen.queryByTestId('provider-added')).not.toBeInTheDocument();
  });

  it('with ?redirect=back: leaves the new provider for the form it came from and goes back to it', async () => {
    stubSearch([{ method: 'POST', path: '/api/addProvider', status: 201, body: ok({ ...FINCA, isProvider: true }) }]);
    const Where = () => <div data-testid="where">{useLocation().pathname}</div>;
    const user = setupUser();
    renderWithProviders(
      <MemoryRouter initialEntries={['/requestTransport', '/addProvider?redirect=back']} initialIndex={1}>
        <Routes>
          <Route path="/addProvider" element={<AddProviderPage />} />
          <Route path="/requestTransport" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    await user.click(within(await searchByName(user)).getByTestId('add-provider'));
    expect(await screen.findByTestId('where')).toHaveTextContent('/requestTransport');
    expect(screen.queryByTestId('provider-added')).not.toBeInTheDocument();
    expect(takeNewProvider()).toBe('p-finca');
    expect(takeNewProvider()).toBeNull();
  });
});
