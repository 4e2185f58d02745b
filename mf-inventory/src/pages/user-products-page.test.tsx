import { screen, waitFor, within } from '@testing-library/react';
import type { Product, UpdateProductBody } from '@agrocadena/contracts';
import { fail, logIn, ok, renderPage, resetStores, setupUser, stubFetch, type RecordedCall, type StubRoute } from '@agrocadena/shared-ui/src/testing';
import UserProductsPage from './user-products-page';
import { fillIn } from '@agrocadena/shared-ui/src/testing';
import { aMovement, aProduct, asUser, page } from '../test/products-fixtures';

const MANGO = aProduct();
const YUCA = aProduct({
  _id: 'p2',
  name: 'Yuca',
  description: 'Yuca criolla',
  type: 'FINISHED_PRODUCT',
  unitMeasure: 'Lb',
  amount: 0,
  stockValue: 0,
  imageThumbnail: null,
  image: null,
});
const listUrl = (skip: number) => `/api/users/u1/products?skip=${skip}&limit=12`;

const NAME = aProduct({ _id: 'p13', name: 'Ñame', description: null });

/** Any page of a list of `total` products: the first holds Mango and Yuca, every other one Ñame. */
function listRoute(total = 2, products: Product[] = [MANGO, YUCA]): StubRoute {
  return { path: /^\/api\/users\/u1\/products\?/, body: (call: RecordedCall) => page(call.path === listUrl(0) ? products : [NAME], total) };
}

const show = () => renderPage('/userProducts', '/userProducts', <UserProductsPage />, ['/createProduct', '/productsCatalog', '/products/:productId']);
const row = (name: string) => screen.findByTestId(`product-row-${name}`);

describe('UserProductsPage', () => {
  beforeEach(() => {
    resetStores('es');
    logIn(asUser('AGRO'));
  });

  it('shows my products with name link and thumbnail, cut description, amount, translated type and options', async () => {
    const { callsTo } = stubFetch([listRoute()]);
    const user = setupUser();
    show();
    expect(screen.getByText('Mis productos')).toBeInTheDocument();
    const mango = await row('Mango Tommy');
    expect(callsTo('GET', listUrl(0))[0].headers.Authorization).toBe('tok-123');
    expect(within(mango).getByTestId('product-link')).toHaveAttribute('href', '/products/p1');
    expect(within(mango).getByRole('img', { name: 'Foto de Mango Tommy' })).toHaveAttribute('src', '/uploads/products/p1-thumb.webp');
    // 40 characters, then "read more" shows all of it.
    const description = within(mango).getByTestId('product-description');
    expect(description).toHaveTextContent('Mango de Ciénaga, cosecha de temporada,… leer más');
    await user.click(within(mango).getByText('leer más'));
    expect(description).toHaveTextContent('Mango de Ciénaga, cosecha de temporada, calibre grande para exportación');
    expect(within(mango).queryByText('leer más')).not.toBeInTheDocument();
    expect(within(mango).getByTestId('product-amount-cell')).toHaveTextContent('10 Kg');
    expect(within(mango).getByText('Materia prima')).toBeInTheDocument();
    for (const action of ['stock', 'edit', 'delete']) expect(within(mango).getByTestId(`product-${action}`)).toBeInTheDocument();

    const yuca = await row('Yuca');
    expect(within(yuca).getByTestId('product-description')).toHaveTextContent(/^Yuca criolla$/);
    expect(within(yuca).getByText('Producto terminado')).toBeInTheDocument();
    expect(within(yuca).getByTestId('product-amount-cell')).toHaveTextContent('Agotado');
  });

  it('out of stock: the add icon opens the stock dialog, and a saved change updates the row without a reload', async () => {
    const { callsTo } = stubFetch([
      listRoute(),
      {
        method: 'POST',
        path: '/api/stock',
        body: ok({ product: { ...YUCA, amount: 20, stockValue: 30000, unitCost: 1500 }, movement: aMovement() }),
      },
    ]);
    const user = setupUser();
    show();
    const yuca = await row('Yuca');
    await user.click(within(yuca).getByTestId('product-add-stock'));
    expect(await screen.findByTestId('stock-dialog')).toBeInTheDocument();
    expect(screen.getByText('Existencias de Yuca')).toBeInTheDocument();
    await fillIn(user, screen.getByTestId('stock-amount'), '20');
    await fillIn(user, screen.getByTestId('stock-cost'), '30000');
    await user.click(screen.getByTestId('stock-save'));
    await waitFor(() => expect(within(yuca).getByTestId('product-amount-cell')).toHaveTextContent('20 Lb'));
    expect(callsTo('POST', '/api/stock')[0].body).toEqual({ product: 'p2', amount: 20, previousAmount: 0, cost: 30000 });
    expect(callsTo('GET', listUrl(0))).toHaveLength(1);
  });

  it('asks for 12 a page and shows a page range of 2 around the current page', async () => {
    const { callsTo } = stubFetch([listRoute(120)]);
    const user = setupUser();
    show();
    await row('Mango Tommy');
    expect(screen.getByText('120 en total')).toBeInTheDocument();
    await user.click(within(screen.getByTestId('pager')).getByTitle('5'));
    await waitFor(() => expect(callsTo('GET', listUrl(48))).toHaveLength(1));
    const pages = () =>
      within(screen.getByTestId('pager'))
        .getAllByTitle(/^\d+$/)
        .map((el) => el.getAttribute('title'));
    await waitFor(() => expect(pages()).toEqual(['1', '3', '4', '5', '6', '7', '10']));
  });

  it('deleting asks first, then reloads page 1', async () => {
    const { callsTo } = stubFetch([listRoute(30), { method: 'POST', path: '/api/products/p13/delete', body: ok(null, 'Producto eliminado.') }]);
    const user = setupUser();
    show();
    await row('Mango Tommy');
    await user.click(within(screen.getByTestId('pager')).getByTitle('2'));
    const name = await row('Ñame');
    await user.click(within(name).getByTestId('product-delete'));
    expect(await screen.findByTestId('delete-dialog')).toHaveTextContent('¿Está seguro de que desea eliminar «Ñame»?');
    await user.click(screen.getByTestId('delete-cancel'));
    await user.click(within(name).getByTestId('product-delete'));
    await user.click(await screen.findByTestId('delete-confirm'));
    expect(await row('Mango Tommy')).toBeInTheDocument();
    expect(callsTo('POST', '/api/products/p13/delete')).toHaveLength(1);
    expect(callsTo('GET', listUrl(0))).toHaveLength(2);
    expect(within(screen.getByTestId('pager')).getByTitle('1')).toHaveAttribute('aria-current', 'page');
  });

  it('a product in use is not deleted: the dialog lists what uses it and retires it instead', async () => {
    const inUse = fail('IN_USE', '«Mango Tommy» no se puede eliminar: está en uso por «Despulpado», «Don Pedro».', undefined, [
      { kind: 'activity', _id: 'a1', name: 'Despulpado' },
      { kind: 'request', _id: 'r1', name: 'Don Pedro' },
    ]);
    const { callsTo } = stubFetch([
      listRoute(),
      { method: 'POST', path: '/api/products/p1/delete', status: 409, body: inUse },
      { method: 'POST', path: '/api/products/p1/retire', body: ok(null, 'Producto retirado.') },
    ]);
    const user = setupUser();
    show();
    await user.click(within(await row('Mango Tommy')).getByTestId('product-delete'));
    await user.click(await screen.findByTestId('delete-confirm'));
    const error = await screen.findByTestId('delete-error');
    expect(error).toHaveTextContent('«Mango Tommy» no se puede eliminar: está en uso por «Despulpado», «Don Pedro».');
    expect([...within(error).getByTestId('delete-uses').querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'La actividad «Despulpado»',
      'Una solicitud con Don Pedro sin terminar',
    ]);
    expect(screen.getByTestId('delete-confirm')).toBeDisabled();
    await user.click(screen.getByTestId('delete-retire'));
    expect(await screen.findByText('Producto retirado')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('delete-dialog')).not.toBeInTheDocument());
    expect(callsTo('POST', '/api/products/p1/retire')).toHaveLength(1);
    expect(callsTo('POST', '/api/products/p1/delete')).toHaveLength(1);
  });

  it('edits a product in a dialog and shows the change in its row', async () => {
    const { callsTo } = stubFetch([
      listRoute(),
      { method: 'PUT', path: '/api/products/p1', body: (call: RecordedCall) => ok({ ...MANGO, ...(call.body as UpdateProductBody) }) },
    ]);
    const user = setupUser();
    show();
    await user.click(within(await row('Mango Tommy')).getByTestId('product-edit'));
    const name = await screen.findByTestId('edit-product-name');
    expect(name).toHaveValue('Mango Tommy');
    await fillIn(user, name, 'Mango de azúcar');
    await fillIn(user, screen.getByTestId('edit-product-description'), '   ');
    await user.click(screen.getByTestId('edit-product-save'));
    expect(await row('Mango de azúcar')).toBeInTheDocument();
    expect(callsTo('PUT', '/api/products/p1')[0].body).toEqual({
      type: 'RAW_MATERIAL',
      name: 'Mango de azúcar',
      price: 4500,
      description: null,
      public: true,
      expiryWarningDays: 7,
    });
  });

  it('the add button goes to /createProduct', async () => {
    stubFetch([listRoute()]);
    const user = setupUser();
    show();
    await user.click(screen.getByTestId('add-product'));
    expect(await screen.findByTestId('create-product-page')).toBeInTheDocument();
  });

  it.each([
    ['es', 'Aún no tiene productos', 'Crear mi primer producto'],
    ['en', 'You have no products yet', 'Create my first product'],
  ] as const)('invites a new user (%s) to create the first product instead of an empty table', async (language, title, action) => {
    resetStores(language);
    logIn(asUser('AGRO'));
    stubFetch([listRoute(0, [])]);
    const user = setupUser();
    show();
    const invitation = await screen.findByTestId('products-first');
    expect(invitation).toHaveTextContent(title);
    expect(screen.queryByTestId('products-table')).not.toBeInTheDocument();
    const create = screen.getByTestId('create-first-product');
    expect(create).toHaveTextContent(action);
    expect(create).toHaveClass('ac-button--primary');
    await user.click(create);
    expect(await screen.findByTestId('create-product-page')).toHaveTextContent('/createProduct');
  });

  it('invites a retailer to the catalogue, where its products come from', async () => {
    logIn(asUser('MINORIST'));
    stubFetch([listRoute(0, [])]);
    const user = setupUser();
    show();
    expect(await screen.findByTestId('products-first')).toHaveTextContent('Los productos que compre en el catálogo aparecerán aquí');
    await user.click(screen.getByTestId('create-first-product'));
    expect(await screen.findByTestId('products-catalog-page')).toBeInTheDocument();
  });

  it('a retailer adds from the catalogue', async () => {
    logIn(asUser('MINORIST'));
    stubFetch([listRoute()]);
    const user = setupUser();
    show();
    await user.click(screen.getByTestId('add-product'));
    expect(await screen.findByTestId('products-catalog-page')).toBeInTheDocument();
  });

  it('a carrier sees "products in transport": no add button, a friendly empty table when nothing travels', async () => {
    const carrier = asUser('LOGISTIC');
    logIn(carrier);
    const { calls } = stubFetch([{ path: `/api/users/${carrier._id}/transportsUnderWay`, body: ok([]) }]);
    show();
    expect(screen.getByText('Productos en transporte')).toBeInTheDocument();
    expect(await screen.findByTestId('products-empty')).toHaveTextContent('No hay productos en transporte por ahora');
    expect(screen.queryByTestId('add-product')).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual([`/api/users/${carrier._id}/transportsUnderWay`]);
  });

  it('a carrier sees each product its transports carry, and a transport’s details', async () => {
    const carrier = asUser('LOGISTIC');
    logIn(carrier);
    const lemons = { product: { _id: 'p-lemon', name: 'Limón Tahití', unitMeasure: 'Kg' }, amount: 30 };
    const transport = {
      _id: 't1',
      requester: { _id: 'u-shop', firstName: 'María Fernanda', lastName: 'Ríos', enterpriseName: null },
      wishDate: '2026-03-14T00:00:00.000Z',
      originAddress: { town: { _id: '08433', name: 'Malambo' }, address: 'Finca El Porvenir', location: null },
      destinationAddress: { town: { _id: '08001', name: 'Barranquilla' }, address: 'Carrera 43 #70-15', location: null },
      deliveredProducts: [lemons],
    };
    stubFetch([{ path: `/api/users/${carrier._id}/transportsUnderWay`, body: ok([transport]) }]);
    const user = setupUser();
    show();
    const row = await screen.findByTestId('transport-goods-Limón Tahití');
    expect(row).toHaveTextContent('30 Kg');
    expect(row).toHaveTextContent('María Fernanda Ríos');
    expect(row).toHaveTextContent('2026-03-14');
    expect(row).toHaveTextContent('Carrera 43 #70-15, Barranquilla');
    await user.click(within(row).getByTestId('transport-details'));
    const dialog = await screen.findByTestId('transport-details-dialog');
    expect(dialog).toHaveTextContent('Finca El Porvenir, Malambo');
    expect(within(dialog).getByTestId('transport-details-lines')).toHaveTextContent('Limón Tahití: 30 Kg');
    // No point marked: no map.
    expect(within(dialog).queryByTestId('transport-details-map-loading')).not.toBeInTheDocument();
    expect(within(dialog).queryByTestId('transport-details-map')).not.toBeInTheDocument();
  });

  it('a transport whose destination was marked on the map shows it in its details', async () => {
    const carrier = asUser('LOGISTIC');
    logIn(carrier);
    const transport = {
      _id: 't2',
      requester: { _id: 'u-shop', firstName: 'María Fernanda', lastName: 'Ríos', enterpriseName: null },
      wishDate: '2026-03-14T00:00:00.000Z',
      originAddress: { town: { _id: '08433', name: 'Malambo' }, address: 'Finca El Porvenir', location: null },
      destinationAddress: {
        town: { _id: '08001', name: 'Barranquilla' },
        address: 'Carrera 43 #70-15',
        location: { latitude: 10.99, longitude: -74.8 },
      },
      deliveredProducts: [{ product: { _id: 'p-lemon', name: 'Limón Tahití', unitMeasure: 'Kg' }, amount: 30 }],
    };
    stubFetch([{ path: `/api/users/${carrier._id}/transportsUnderWay`, body: ok([transport]) }]);
    const user = setupUser();
    show();
    await user.click(within(await screen.findByTestId('transport-goods-Limón Tahití')).getByTestId('transport-details'));
    const dialog = await screen.findByTestId('transport-details-dialog');
    // The map's box is there at once (leaflet follows in its own chunk).
    expect(
      within(dialog).queryByTestId('transport-details-map-loading') ?? (await within(dialog).findByTestId('transport-details-map')),
    ).toBeInTheDocument();
  });

  it('says when the list cannot be loaded and retries', async () => {
    let attempts = 0;
    stubFetch([
      {
        path: listUrl(0),
        reply: () =>
          ++attempts === 1
            ? { status: 500, body: { success: false, code: 'INTERNAL', message: 'Error interno del servidor.', data: null } }
            : { status: 200, body: page([MANGO], 1) },
      },
    ]);
    const user = setupUser();
    show();
    expect(await screen.findByTestId('products-load-error')).toHaveTextContent('No se pudieron cargar sus productos');
    await user.click(screen.getByTestId('products-load-error-retry'));
    expect(await row('Mango Tommy')).toBeInTheDocument();
  });

  it('speaks English', async () => {
    resetStores('en');
    logIn(asUser('AGRO'));
    stubFetch([listRoute()]);
    show();
    const yuca = await row('Yuca');
    expect(screen.getByText('My products')).toBeInTheDocument();
    expect(within(yuca).getByTestId('product-amount-cell')).toHaveTextContent('Out of stock');
    expect(within(yuca).getByText('Finished product')).toBeInTheDocument();
  });
});
