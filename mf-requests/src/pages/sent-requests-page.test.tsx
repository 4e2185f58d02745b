import { configure, screen, waitFor, within } from '@testing-library/react';
import { chooseOption, fillIn, logIn, renderPage, resetStores, setupUser } from '@agrocadena/shared-ui/src/testing';
import SentRequestsPage from './sent-requests-page';
import {
  MANGO,
  ME,
  MY_PRODUCTS,
  PANELA,
  REQUESTER_USER,
  deliveredLine,
  line,
  receivingChoice,
  request,
  serveRequests,
  serviceRequest,
} from '../test/request-fixtures';

configure({ asyncUtilTimeout: 5000 });

const LIST = 'requestsMadeToOthers';
const show = () => renderPage('/userRequests/sent', '/userRequests/sent', <SentRequestsPage />, ['/requestsOverview']);
const rowOf = (id: string) => screen.findByTestId(`request-row-${id}`);
const delivered = (extra = {}) =>
  request(1, 'sent', 'SIMPLE_PENDING_RECEPTION', {
    amountAccepted: 20,
    agreedPrice: 90_000,
    deliveredProducts: [deliveredLine(MANGO, 20), deliveredLine(PANELA, 10)],
    ...extra,
  });
/** The options of the (opened) select that offers `option`. */
function optionsBeside(option: string) {
  const dropdown = [...document.querySelectorAll('.ant-select-dropdown')].find((element) => element.textContent?.includes(option));
  return [...(dropdown?.querySelectorAll('.ant-select-item-option') ?? [])].map((item) => item.textContent);
}

describe('SentRequestsPage', () => {
  beforeEach(() => resetStores('es'));

  it('names the provider, and shows bold a proposal waiting for me', async () => {
    logIn(ME);
    serveRequests(LIST, [serviceRequest(1, 'sent', 'PROPOSAL_SUBMITTED', { proposedPrice: 300_000, unseen: true }), request(2, 'sent', 'PENDING')]);
    show();
    const proposal = await rowOf('q1');
    expect(proposal).toHaveTextContent('Carlos Gómez');
    expect(proposal).toHaveTextContent('Despulpado de mango');
    expect(proposal).toHaveAttribute('data-unseen', 'true');
    expect(within(proposal).getByTestId('request-acceptProposedPrice')).toBeInTheDocument();
    expect(within(proposal).getByTestId('request-cancel')).toBeInTheDocument();
    expect(await rowOf('q2')).toHaveAttribute('data-unseen', 'false');
    expect(screen.getByText('Proveedor')).toBeInTheDocument();
  });

  it('shows the proposed price before accepting it', async () => {
    logIn(ME);
    const { callsTo } = serveRequests(LIST, [serviceRequest(1, 'sent', 'PROPOSAL_SUBMITTED', { proposedPrice: 300_000 })]);
    const user = setupUser();
    show();
    await user.click(within(await rowOf('q1')).getByTestId('request-acceptProposedPrice'));
    expect(await screen.findByTestId('acceptProposedPrice-request-question')).toHaveTextContent(
      /Carlos Gómez propone \$\s?300\.000 por Despulpado de mango/,
    );
    expect(callsTo('POST', '/api/acceptProposedPrice')).toHaveLength(0);
    await user.click(screen.getByTestId('acceptProposedPrice-request-confirm'));
    expect(await screen.findByTestId('request-move-done')).toHaveTextContent('El precio propuesto es ahora el precio acordado.');
    expect(callsTo('POST', '/api/acceptProposedPrice')[0].body).toEqual({ requestId: 'q1' });
  });

  it('cancels a request after asking', async () => {
    logIn(ME);
    const { callsTo } = serveRequests(LIST, [request(1, 'sent', 'PENDING')]);
    const user = setupUser();
    show();
    await user.click(within(await rowOf('q1')).getByTestId('request-cancel'));
    expect(await screen.findByTestId('cancel-request-question')).toHaveTextContent('¿Cancela su solicitud de Mango Tommy a Carlos Gómez?');
    await user.click(screen.getByTestId('cancel-request-confirm'));
    await waitFor(() => expect(callsTo('POST', '/api/cancelRequest')).toHaveLength(1));
    expect(callsTo('POST', '/api/cancelRequest')[0].body).toEqual({ requestId: 'q1' });
  });

  it('receives one line into a product of mine of its unit and another into a new, priced, private one', async () => {
    logIn(ME);
    const { callsTo } = serveRequests(LIST, [delivered()]);
    const user = setupUser();
    show();
    await user.click(within(await rowOf('q1')).getByTestId('request-receive'));
    expect(await screen.findByTestId('receive-line-0')).toHaveTextContent('Mango Tommy: 20 Kg');
    await user.click(screen.getByTestId('receive-products-confirm'));
    expect(await screen.findByTestId('receive-products-error')).toHaveTextContent('Complete los campos obligatorios');
    expect(callsTo('POST', '/api/receiveProductsRequest')).toHaveLength(0);

    // (Panela first: each select keeps its own "new product" option in the page once opened.)
    await chooseOption(user, 'Recibir Panela en', 'Producto nuevo');
    const [mango, limon, huevos] = MY_PRODUCTS.map((product) => receivingChoice(product));
    await chooseOption(user, 'Recibir Mango Tommy en', mango);
    // Only my products of each line's unit are offered, and a new product.
    expect(optionsBeside(mango)).toEqual([mango, limon, 'Producto nuevo']);
    expect(optionsBeside(huevos)).toEqual([huevos, 'Producto nuevo']);
    await user.click(screen.getByTestId('receive-products-confirm'));
    expect(await screen.findByTestId('receive-products-error')).toHaveTextContent('Complete los campos obligatorios');
    await fillIn(user, screen.getByTestId('receive-price-1'), '4.500');
    expect(screen.queryByTestId('receive-public-1')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('receive-products-confirm'));
    expect(await screen.findByTestId('request-move-done')).toHaveTextContent('Los productos entraron a su inventario.');
    expect(callsTo('POST', '/api/receiveProductsRequest')[0].body).toEqual({
      requestId: 'q1',
      productsToReceive: [
        { product: 'p-mango', amount: 20, counterPart: 'm-mango' },
        { product: 'p-panela', amount: 10, counterPart: null, price: 4500 },
      ],
    });
  });

  it('asks a requester-type user neither price nor visibility for a new product', async () => {
    logIn(REQUESTER_USER);
    const { callsTo } = serveRequests(LIST, [delivered({ deliveredProducts: [deliveredLine(PANELA, 10)] })]);
    const user = setupUser();
    show();
    await user.click(within(await rowOf('q1')).getByTestId('request-receive'));
    await chooseOption(user, 'Recibir Panela en', 'Producto nuevo');
    expect(await screen.findByTestId('receive-private-0')).toHaveTextContent('privado y sin precio');
    expect(screen.queryByTestId('receive-price-0')).not.toBeInTheDocument();
    expect(screen.queryByTestId('receive-public-0')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('receive-products-confirm'));
    await waitFor(() => expect(callsTo('POST', '/api/receiveProductsRequest')).toHaveLength(1));
    expect(callsTo('POST', '/api/receiveProductsRequest')[0].body).toEqual({
      requestId: 'q1',
      productsToReceive: [{ product: 'p-panela', amount: 10, counterPart: null }],
    });
  });

  it('takes goods back from storage into the product they left, without asking', async () => {
    logIn(ME);
    const back = request(2, 'sent', 'SIMPLE_PENDING_RECEPTION', {
      kind: 'STORAGE',
      service: { _id: 's-cold', name: 'Bodegaje en frío', type: 'STORAGE', activityId: null, processId: null },
      products: [line(MY_PRODUCTS[0], 80)],
      deliveredProducts: [deliveredLine(MY_PRODUCTS[0], 80)],
      agreedPrice: 150_000,
    });
    const { callsTo } = serveRequests(LIST, [back]);
    const user = setupUser();
    show();
    await user.click(within(await rowOf('q2')).getByTestId('request-receive'));
    expect(await screen.findByTestId('receive-line-0')).toHaveTextContent('Mango de la finca: 80 Kg');
    await user.click(screen.getByTestId('receive-products-confirm'));
    await waitFor(() => expect(callsTo('POST', '/api/receiveProductsRequest')).toHaveLength(1));
    expect(callsTo('POST', '/api/receiveProductsRequest')[0].body).toEqual({
      requestId: 'q2',
      productsToReceive: [{ product: 'm-mango', amount: 80, counterPart: 'm-mango' }],
    });
  });
});
