import { configure, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { fail, fillIn, logIn, ok, renderPage, resetStores, setupUser, stubFetch, type StubRoute } from '@agrocadena/shared-ui/src/testing';
import ProductsCatalogPage from './products-catalog-page';
import { BUYER, PROVIDER, aProduct, page } from '../test/fixtures';

configure({ asyncUtilTimeout: 5000 });

const LIMON = aProduct();
const MINE = aProduct({ _id: 'p2', name: 'Mango de azúcar', user: { _id: BUYER._id, firstName: 'Ana', enterpriseName: null } });
const SUGGEST = /^\/api\/searchPublicProductsAutoComplete\?/;

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

const show = (url = '/productsCatalog') =>
  renderPage(
    '/productsCatalog',
    url,
    <>
      <ProductsCatalogPage />
      <Where />
    </>,
    ['/login'],
  );

const LIST: StubRoute = { path: /^\/api\/publicProducts\?/, body: page([LIMON, MINE], 2) };

function serve(...routes: StubRoute[]) {
  return stubFetch([...routes, LIST, { path: SUGGEST, body: ok(['Limón tahití', 'Limón común']) }]);
}

const card = (id: string) => screen.findByTestId(`product-card-${id}`);
const listCalls = (calls: { path: string }[]) => calls.filter((call) => call.path.startsWith('/api/publicProducts?')).map((call) => call.path);

describe('ProductsCatalogPage', () => {
  beforeEach(() => resetStores('es'));

  it('shows each product with price × unit, its provider, a technical document and "your product" for my own', async () => {
    logIn(BUYER);
    const withDocument = aProduct({ technicalDocument: '/files/ficha.pdf', technicalDocumentName: 'ficha.pdf' });
    const free = aProduct({ _id: 'p3', name: 'Ñame', price: null, imageThumbnail: null, description: null });
    serve({ path: /^\/api\/publicProducts\?/, body: page([withDocument, MINE, free], 3) });
    show();

    const limon = within(await card('p1'));
    expect(limon.getByTestId('product-price')).toHaveTextContent('$ 4.500 / Kg');
    expect(limon.getByTestId('offer-provider')).toHaveTextContent(`Ofrecido por ${PROVIDER.firstName}`);
    expect(limon.getByTestId('offer-description')).toHaveTextContent('Limón tahití de primera, cosechado esta…');
    expect(limon.getByTestId('product-document')).toHaveAttribute('href', '/files/ficha.pdf');
    expect(limon.getByTestId('product-document')).toHaveAttribute('target', '_blank');
    expect(limon.getByTestId('offer-apply')).toBeInTheDocument();
    expect(limon.getByRole('img', { name: 'Imagen de Limón tahití' })).toHaveAttribute('src', '/files/limon-thumb.jpg');

    const mine = within(await card('p2'));
    expect(mine.getByTestId('offer-own')).toHaveTextContent('Su producto');
    expect(mine.queryByTestId('offer-apply')).not.toBeInTheDocument();

    const name = within(await card('p3'));
    expect(name.getByTestId('product-price')).toHaveTextContent('Precio no definido');
    expect(name.getByRole('img', { name: 'Sin imagen' })).toBeInTheDocument();
    expect(name.queryByTestId('product-document')).not.toBeInTheDocument();
  });

  it('loads the pictures of the first screen of offers at once, and the rest as they are scrolled to', async () => {
    const products = Array.from({ length: 6 }, (_, i) =>
      aProduct({ _id: `p${i + 1}`, name: `Producto ${i + 1}`, imageThumbnail: `/files/p${i + 1}.jpg` }),
    );
    serve({ path: /^\/api\/publicProducts\?/, body: page(products, 6) });
    show();
    await card('p6');
    const loading = products.map(({ _id }) => screen.getByTestId(`product-card-${_id}`).querySelector('img')?.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
  });

  it('suggests names only for typed text, and searches by the one picked, in the URL', async () => {
    const { calls } = serve();
    const user = setupUser();
    show();
    await card('p1');
    const text = screen.getByTestId('catalog-search-text');

    await fillIn(user, text, '   ');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls.filter((call) => SUGGEST.test(call.path))).toEqual([]);

    await fillIn(user, text, 'lim');
    const option = await screen.findByText('Limón común');
    expect(calls.filter((call) => SUGGEST.test(call.path)).map((call) => call.path)).toEqual(['/api/searchPublicProductsAutoComplete?name=lim']);
    await user.click(option);

    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/productsCatalog?name=Lim%C3%B3n+com%C3%BAn'));
    expect(listCalls(calls)).toContain('/api/publicProducts?name=Lim%C3%B3n+com%C3%BAn&skip=0&limit=12');
  });

  it('says what is in stock — how much to a signed-in buyer — and offers nothing out of stock', async () => {
    logIn(BUYER);
    const sold = aProduct({ _id: 'p3', name: 'Ñame', inStock: false, available: 0 });
    const { calls } = serve({ path: /^\/api\/publicProducts\?/, body: page([aProduct({ available: 12.5 }), sold], 2) });
    show();
    expect(within(await card('p1')).getByTestId('product-availability')).toHaveTextContent('Disponible: 12,5 Kg');
    // The catalogue is public, but a signed-in buyer's token goes with it: the amounts are theirs to read.
    expect(calls.find((call) => call.path.startsWith('/api/publicProducts?'))?.headers.Authorization).toBe(BUYER.token);
    const name = within(await card('p3'));
    expect(name.getByTestId('product-availability')).toHaveTextContent('Agotado');
    expect(name.getByTestId('offer-apply')).toHaveTextContent('Agotado');
    expect(name.getByTestId('offer-apply')).toBeDisabled();
  });

  it('tells a guest in stock or not, without amounts', async () => {
    resetStores('en');
    serve({ path: /^\/api\/publicProducts\?/, body: page([aProduct({ available: null })], 1) });
    show();
    expect(within(await card('p1')).getByTestId('product-availability')).toHaveTextContent(/^In stock$/);
  });

  it('hides what is out of stock on request, in the URL; another field starts with no text', async () => {
    const { calls } = serve();
    const user = setupUser();
    show('/productsCatalog?name=limon');
    await card('p1');
    await user.click(screen.getByLabelText('Solo con existencias'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/productsCatalog?name=limon&inStock=true'));
    await waitFor(() => expect(listCalls(calls)).toContain('/api/publicProducts?name=limon&inStock=true&skip=0&limit=12'));
    await user.selectOptions(screen.getByLabelText('Buscar por'), 'Proveedor');
    expect(screen.getByTestId('catalog-search-text')).toHaveValue('');
  });

  it('filters by type and name with Enter, and by provider with the button', async () => {
    const { calls } = serve();
    const user = setupUser();
    show();
    await card('p1');

    await user.selectOptions(screen.getByLabelText('Buscar por'), 'Tipo');
    await user.selectOptions(screen.getByLabelText('Tipo de producto'), 'Materia prima');
    await fillIn(user, screen.getByTestId('catalog-search-text'), 'limon');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/productsCatalog?name=limon&type=RAW_MATERIAL'));
    await waitFor(() => expect(listCalls(calls)).toContain('/api/publicProducts?name=limon&type=RAW_MATERIAL&skip=0&limit=12'));

    await user.selectOptions(screen.getByLabelText('Buscar por'), 'Proveedor');
    await fillIn(user, screen.getByTestId('catalog-search-text'), 'Luis');
    await user.click(screen.getByTestId('catalog-search'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/productsCatalog?provider=Luis'));
    await waitFor(() => expect(listCalls(calls)).toContain('/api/publicProducts?provider=Luis&skip=0&limit=12'));
  });

  it('restores the filter and the page from the URL, and pages on', async () => {
    const { calls } = serve({ path: /^\/api\/publicProducts\?/, body: page([LIMON], 30) });
    const user = setupUser();
    show('/productsCatalog?type=RAW_MATERIAL&name=limon&page=2');

    await card('p1');
    expect(listCalls(calls)).toEqual(['/api/publicProducts?name=limon&type=RAW_MATERIAL&skip=12&limit=12']);
    expect(screen.getByTestId('catalog-search-text')).toHaveValue('limon');
    expect(screen.getByLabelText('Buscar por')).toHaveDisplayValue('Tipo');
    expect(screen.getByLabelText('Tipo de producto')).toHaveDisplayValue('Materia prima');

    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/productsCatalog?name=limon&type=RAW_MATERIAL&page=3'));
    await waitFor(() => expect(listCalls(calls)).toContain('/api/publicProducts?name=limon&type=RAW_MATERIAL&skip=24&limit=12'));
  });

  it('shows one provider’s products and leads back to everyone’s', async () => {
    const { calls } = serve();
    const user = setupUser();
    show('/productsCatalog?providerId=u2');
    await waitFor(() => expect(screen.getByTestId('provider-scope')).toHaveTextContent('Ofertas de Luis'));
    expect(listCalls(calls)).toEqual(['/api/publicProducts?providerId=u2&skip=0&limit=12']);
    await user.click(screen.getByTestId('provider-scope-clear'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/productsCatalog$/));
    expect(screen.queryByTestId('provider-scope')).not.toBeInTheDocument();
  });

  it('says when there is nothing to show', async () => {
    stubFetch([{ path: /^\/api\/publicProducts\?/, body: page([], 0) }]);
    show('/productsCatalog?name=nada');
    expect(await screen.findByTestId('catalog-empty')).toHaveTextContent('No hay nada que mostrar');
  });

  it('shows a load error with a retry', async () => {
    stubFetch([{ path: /^\/api\/publicProducts\?/, status: 503, body: fail('SERVICE_UNAVAILABLE', 'Servicio no disponible') }]);
    show();
    expect(await screen.findByTestId('catalog-load-error')).toHaveTextContent('No se pudieron cargar los productos');
    expect(screen.getByTestId('catalog-load-error-retry')).toBeInTheDocument();
  });

  it('shows the provider’s card to a guest', async () => {
    const { calls } = serve({
      path: '/api/publicProviders/u2',
      body: ok({
        _id: 'u2',
        firstName: 'Luis',
        lastName: 'Gómez',
        enterpriseName: null,
        email: 'luis@finca.co',
        phoneNumbers: [],
        photo: null,
        town: null,
      }),
    });
    const user = setupUser();
    show();
    await user.click(within(await card('p1')).getByTestId('offer-see-provider'));
    expect(await screen.findByTestId('person-card-name')).toHaveTextContent('Luis Gómez');
    expect(calls.find((call) => call.path === '/api/publicProviders/u2')?.headers.Authorization).toBeUndefined();
  });

  it('asks a guest to log in, and comes back here afterwards', async () => {
    serve();
    const user = setupUser();
    show('/productsCatalog?name=limon');
    await user.click(within(await card('p1')).getByTestId('offer-apply'));
    expect(await screen.findByTestId('login-required-dialog')).toHaveTextContent('Por favor inicie sesión o regístrese');
    await user.click(screen.getByTestId('login-required-go'));
    expect(await screen.findByTestId('login-page')).toHaveTextContent('/login?redirect=back');
  });

  describe('applying, logged in', () => {
    beforeEach(() => logIn(BUYER));

    async function openApply() {
      const user = setupUser();
      show();
      await user.click(within(await card('p1')).getByTestId('offer-apply'));
      await screen.findByTestId('apply-product-dialog');
      return user;
    }

    it('sends the amount and price × amount, then says the provider will get in touch', async () => {
      const { callsTo } = serve({ method: 'POST', path: '/api/requestProduct', status: 201, body: ok({ _id: 'r1' }, 'Solicitud enviada') });
      const user = await openApply();
      expect(screen.getByTestId('apply-product-price')).toHaveTextContent('$ 4.500 / Kg');

      await user.click(screen.getByTestId('apply-product-send'));
      expect(await screen.findByText('Ingrese la cantidad')).toBeInTheDocument();
      expect(callsTo('POST', '/api/requestProduct')).toHaveLength(0);

      await fillIn(user, screen.getByTestId('apply-product-amount'), '3');
      expect(screen.getByTestId('apply-product-total')).toHaveTextContent('$ 13.500');
      await user.click(screen.getByTestId('apply-product-send'));

      expect(await screen.findByTestId('request-sent')).toHaveTextContent('El proveedor se pondrá en contacto con usted');
      expect(callsTo('POST', '/api/requestProduct')[0].body).toEqual({ productId: 'p1', amount: 3, proposedPrice: 13500 });
      expect(callsTo('POST', '/api/requestProduct')[0].headers.Authorization).toBe(BUYER.token);
    });

    it('asks for hundredths of a kilo, refusing more decimals and nothing at all before sending', async () => {
      const { callsTo } = serve();
      const user = await openApply();
      await fillIn(user, screen.getByTestId('apply-product-amount'), '2,5055');
      await user.click(screen.getByTestId('apply-product-send'));
      expect(await screen.findByText(/Máximo 2 decimales/)).toBeInTheDocument();
      await fillIn(user, screen.getByTestId('apply-product-amount'), '0');
      await user.click(screen.getByTestId('apply-product-send'));
      expect(await screen.findByText('Cantidad inválida')).toBeInTheDocument();
      expect(callsTo('POST', '/api/requestProduct')).toHaveLength(0);
      // 2,5 Kg at 4.500 a kilo.
      await fillIn(user, screen.getByTestId('apply-product-amount'), '2,5');
      expect(screen.getByTestId('apply-product-total')).toHaveTextContent('$ 11.250');
      await user.click(screen.getByTestId('apply-product-send'));
      await waitFor(() => expect(callsTo('POST', '/api/requestProduct')).toHaveLength(1));
      expect(callsTo('POST', '/api/requestProduct')[0].body).toEqual({ productId: 'p1', amount: 2.5, proposedPrice: 11250 });
    });

    it('shows a price changed meanwhile with its new total, and sends that one next', async () => {
      let first = true;
      const { callsTo } = serve({
        method: 'POST',
        path: '/api/requestProduct',
        reply: () => {
          if (!first) return { status: 201, body: ok({ _id: 'r1' }) };
          first = false;
          return { status: 409, body: fail('PRICE_CHANGED', 'El precio cambió', undefined, aProduct({ price: 5000 })) };
        },
      });
      const user = await openApply();
      await fillIn(user, screen.getByTestId('apply-product-amount'), '2');
      await user.click(screen.getByTestId('apply-product-send'));

      expect(await screen.findByTestId('apply-product-price-changed')).toHaveTextContent('El precio cambió: ahora es $ 5.000 / Kg');
      expect(screen.getByTestId('apply-product-price')).toHaveTextContent('$ 5.000 / Kg');
      expect(screen.getByTestId('apply-product-total')).toHaveTextContent('$ 10.000');
      expect(screen.getByTestId('apply-product-dialog')).toBeInTheDocument();

      await user.click(screen.getByTestId('apply-product-send'));
      expect(await screen.findByTestId('request-sent')).toBeInTheDocument();
      expect(callsTo('POST', '/api/requestProduct').map((call) => call.body)).toEqual([
        { productId: 'p1', amount: 2, proposedPrice: 9000 },
        { productId: 'p1', amount: 2, proposedPrice: 10000 },
      ]);
    });

    it('shows what is available and refuses more before sending', async () => {
      const { callsTo } = serve({ path: /^\/api\/publicProducts\?/, body: page([aProduct({ available: 2.5 })], 1) });
      const user = await openApply();
      expect(screen.getByTestId('apply-product-available')).toHaveTextContent('Disponible: 2,5 Kg');
      await fillIn(user, screen.getByTestId('apply-product-amount'), '2,75');
      await user.click(screen.getByTestId('apply-product-send'));
      expect(await screen.findByText('Como máximo lo disponible: 2,5 Kg')).toBeInTheDocument();
      expect(callsTo('POST', '/api/requestProduct')).toHaveLength(0);
    });

    it('cannot send for a product without a price', async () => {
      const { callsTo } = serve({ path: /^\/api\/publicProducts\?/, body: page([aProduct({ price: null })], 1) });
      const user = await openApply();
      expect(screen.getByTestId('apply-product-blocked')).toHaveTextContent('Este producto no tiene precio definido');
      expect(screen.getByTestId('apply-product-send')).toBeDisabled();
      expect(screen.queryByTestId('apply-product-amount')).not.toBeInTheDocument();
      await user.click(screen.getByTestId('apply-product-send'));
      expect(callsTo('POST', '/api/requestProduct')).toHaveLength(0);
    });

    it('shows the server’s refusal in the dialog, which stays open', async () => {
      serve({ method: 'POST', path: '/api/requestProduct', status: 400, body: fail('OWN_OFFER', 'No puede solicitar su propio producto') });
      const user = await openApply();
      await fillIn(user, screen.getByTestId('apply-product-amount'), '1');
      await user.click(screen.getByTestId('apply-product-send'));
      expect(await screen.findByTestId('apply-product-error')).toHaveTextContent('No puede solicitar un producto ofrecido por usted mismo');
      expect(screen.getByTestId('apply-product-dialog')).toBeInTheDocument();
    });

    it('shows a validation refusal under the amount', async () => {
      serve({ method: 'POST', path: '/api/requestProduct', status: 400, body: fail('VALIDATION', 'La cantidad es demasiado grande', 'amount') });
      const user = await openApply();
      await fillIn(user, screen.getByTestId('apply-product-amount'), '7');
      await user.click(screen.getByTestId('apply-product-send'));
      expect(await screen.findByText('La cantidad es demasiado grande')).toBeInTheDocument();
      expect(screen.queryByTestId('apply-product-error')).not.toBeInTheDocument();
    });
  });
});
