import '../../../i18n/register';
import { screen, waitFor, within } from '@testing-library/react';
import { addDays, regionToday } from '@agrocadena/contracts/core';
import { formatCOP } from '@agrocadena/shared-ui';
import { logIn, ok, onADesktop, onAPhone, renderPage, resetStores, setupUser, stubFetch, type StubRoute } from '@agrocadena/shared-ui/src/testing';
import { asUser, aParty, page } from '../../../test/products-fixtures';
import { aLot, aTrace, anEdge, anOwner, customerNode, lotNode, theirLot } from '../../../test/lots-fixtures';
import { LotsTab } from './lots-tab';

const today = regionToday();
// The Mango's lots in the order goods leave them.
const SPOILED = aLot({ _id: 'l-old', code: 'MAN-20260301-01', enteredOn: '2026-03-01', expiresOn: addDays(today, -1), left: 2, amount: 2 });
const SOON = aLot({
  _id: 'l-soon',
  code: 'MAN-20260302-01',
  enteredOn: '2026-03-02',
  expiresOn: addDays(today, 2),
  left: 4,
  amount: 5,
  reserved: 1.5,
  unitCost: 4200.4,
  origin: 'reception',
  request: { _id: 'q-buy', kind: 'PRODUCT', party: aParty({ _id: 'u-finca', enterpriseName: 'Finca La Esperanza' }) },
});
const MADE = aLot({
  _id: 'l-made',
  code: 'MAN-20260305-01',
  enteredOn: '2026-03-05',
  expiresOn: addDays(today, 30),
  origin: 'production',
  run: { _id: 'r7', activity: 'Despulpado' },
});
const SPENT = aLot({ _id: 'l-spent', code: 'MAN-20260201-01', enteredOn: '2026-02-01', expiresOn: addDays(today, -20), left: 0, amount: 3 });
const LEFT_URL = '/api/products/p1/lots?skip=0&limit=12&include=left';
const ALL_URL = '/api/products/p1/lots?skip=0&limit=12&include=all';
const lotsRoute = (url = LEFT_URL, lots = [SPOILED, SOON, MADE], total = lots.length): StubRoute => ({ path: url, body: page(lots, total) });

const show = () =>
  renderPage('/products/:productId', '/products/p1', <LotsTab product={{ _id: 'p1' }} />, [
    '/lotRecall/:lotId',
    '/requestsOverview',
    '/activitiesOverview',
  ]);
const row = (code: string) => screen.findByTestId(`lot-row-${code}`);
const pesos = (value: number) => formatCOP(value, 'es').replace(/\s+/g, ' ');

describe('LotsTab', () => {
  beforeEach(() => {
    resetStores('es');
    logIn(asUser('AGRO'));
  });

  it('lists the lots in the order goods leave them, with days, expiry marks, what is left and reserved, cost and origin', async () => {
    const { callsTo } = stubFetch([lotsRoute()]);
    show();
    const soon = await row('MAN-20260302-01');
    const codes = screen.getAllByTestId('lot-code').map((code) => code.textContent);
    expect(codes).toEqual(['MAN-20260301-01', 'MAN-20260302-01', 'MAN-20260305-01']);
    expect(within(await row('MAN-20260301-01')).getByTestId('expiry-tag')).toHaveTextContent('Vencido');
    expect(within(soon).getByTestId('expiry-tag')).toHaveTextContent('Vence pronto');
    expect(within(await row('MAN-20260305-01')).queryByTestId('expiry-tag')).not.toBeInTheDocument();
    expect(within(soon).getByTestId('lot-entered')).toHaveTextContent('Entró 2026-03-02');
    expect(within(soon).getByTestId('lot-expires')).toHaveTextContent(`Vence ${addDays(today, 2)}`);
    expect(within(soon).getByTestId('lot-left')).toHaveTextContent('Queda 4 Kg de 5 Kg');
    expect(within(soon).getByTestId('lot-reserved')).toHaveTextContent('Reservado: 1,5 Kg');
    expect(within(soon).getByTestId('lot-unit-cost')).toHaveTextContent(pesos(4200));
    expect(callsTo('GET', LEFT_URL)).toHaveLength(1);
  });

  it('says where each lot came from, with the way to its request or run', async () => {
    stubFetch([lotsRoute()]);
    const user = setupUser();
    show();
    expect(within(await row('MAN-20260301-01')).getByTestId('lot-origin')).toHaveTextContent('Existencia inicial');
    const soon = await row('MAN-20260302-01');
    expect(within(soon).getByTestId('lot-origin-what')).toHaveTextContent('Recibido de Finca La Esperanza');
    expect(within(soon).getByTestId('lot-request-link')).toHaveAttribute('href', '/requestsOverview?request=q-buy');
    const made = await row('MAN-20260305-01');
    expect(within(made).getByTestId('lot-origin-what')).toHaveTextContent('Hecho por la ejecución de Despulpado');
    await user.click(within(made).getByTestId('lot-run-link'));
    expect(await screen.findByTestId('activities-overview-page')).toHaveTextContent('/activitiesOverview?run=r7');
  });

  it('shows the spent lots too when asked, starting over on the first page, and pages through the lots', async () => {
    const { callsTo } = stubFetch([
      lotsRoute(LEFT_URL, [SPOILED, SOON, MADE], 14),
      { path: '/api/products/p1/lots?skip=12&limit=12&include=left', body: page([aLot({ _id: 'l-13', code: 'MAN-20260310-01' })], 14) },
      lotsRoute(ALL_URL, [SPENT, SPOILED], 2),
    ]);
    const user = setupUser();
    show();
    await row('MAN-20260301-01');
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(await row('MAN-20260310-01')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Mostrar también los lotes agotados'));
    const spent = await row('MAN-20260201-01');
    expect(within(spent).getByTestId('lot-spent')).toHaveTextContent('Agotado');
    // Spent, it is no longer a worry: no expiry mark.
    expect(within(spent).queryByTestId('expiry-tag')).not.toBeInTheDocument();
    expect(callsTo('GET', ALL_URL)).toHaveLength(1);
  });

  it('says when there are no lots', async () => {
    stubFetch([lotsRoute(LEFT_URL, [])]);
    show();
    expect(await screen.findByTestId('lots-empty')).toHaveTextContent('Este producto no tiene lotes con existencia.');
  });

  it('leads each lot to its recall list', async () => {
    stubFetch([lotsRoute()]);
    const user = setupUser();
    show();
    const link = within(await row('MAN-20260302-01')).getByTestId('lot-recall-link');
    expect(link).toHaveTextContent('Lista de retiro (recall)');
    await user.click(link);
    expect(await screen.findByTestId('lot-recall-page')).toHaveTextContent('/lotRecall/l-soon');
  });

  it('on a phone shows each lot as one stacked cell, its ways on in reach', async () => {
    onAPhone();
    try {
      stubFetch([lotsRoute()]);
      show();
      const soon = await row('MAN-20260302-01');
      expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Lote']);
      expect(soon).toHaveTextContent(`Costo unitario: ${pesos(4200)}`);
      expect(within(soon).getByTestId('lot-trace-open')).toBeInTheDocument();
      expect(within(soon).getByTestId('lot-recall-link')).toBeInTheDocument();
    } finally {
      onADesktop();
    }
  });
});

describe('LotsTab: a lot’s trace', () => {
  beforeEach(() => {
    resetStores('es');
    logIn(asUser('AGRO'));
  });

  // The Mango lot bought from the farm came from the farm's harvest lot; it went into my pulp, and
  // the shop bought some of that pulp, and a consumer some of the mango itself.
  const FARM = anOwner({ _id: 'u-finca', enterpriseName: 'Finca La Esperanza', phone: '300 555 0101', email: 'ventas@esperanza.co' });
  const HARVEST = theirLot({ _id: 'l-harvest', code: 'COS-77', product: { _id: 'x', name: 'Mango de azúcar', unitMeasure: 'Kg' }, owner: FARM });
  const PULP = aLot({ _id: 'l-pulp', code: 'PUL-20260304-01', product: { _id: 'p2', name: 'Pulpa de mango', unitMeasure: 'Kg' }, left: 1.5 });
  const SHOP = theirLot({
    _id: 'l-shop',
    code: 'T-9',
    product: { _id: 'y', name: 'Pulpa', unitMeasure: 'Kg' },
    owner: anOwner({ _id: 'u-tienda', enterpriseName: 'Tienda La 72', phone: null, email: 'compras@la72.co' }),
  });
  const CONSUMER = customerNode(
    'customer:q9',
    anOwner({ _id: 'u-luis', enterpriseName: null, firstName: 'Luis', lastName: 'Mendoza', town: 'Soledad' }),
  );
  const BACKWARD = aTrace({
    root: 'l-soon',
    direction: 'backward',
    nodes: [lotNode(SOON), lotNode(HARVEST, 1)],
    edges: [
      anEdge('l-harvest', 'l-soon', {
        amount: 5,
        day: '2026-03-02',
        request: { _id: 'q-buy', kind: 'PRODUCT' },
        transport: { _id: 't1', carrier: aParty({ _id: 'u-carga', enterpriseName: 'Transportes Caribe' }) },
      }),
    ],
  });
  const FORWARD = aTrace({
    root: 'l-soon',
    direction: 'forward',
    nodes: [lotNode(SOON), lotNode(PULP, 1), lotNode(SHOP, 2), CONSUMER],
    edges: [
      anEdge('l-soon', 'l-pulp', { amount: 2.5, day: '2026-03-04', run: { _id: 'r7', activity: 'Despulpado' } }),
      anEdge('l-pulp', 'l-shop', { amount: 1, day: '2026-03-06', request: { _id: 'q2', kind: 'PRODUCT' } }),
      anEdge('l-soon', 'customer:q9', { amount: 0.5, day: '2026-03-03', request: { _id: 'q9', kind: 'PRODUCT' } }),
      // Some of my lot went to the shop straight too.
      anEdge('l-soon', 'l-shop', { amount: 1, day: '2026-03-07', request: { _id: 'q3', kind: 'PRODUCT' } }),
    ],
    truncated: true,
  });
  const traceRoutes = (backward = BACKWARD, forward = FORWARD): StubRoute[] => [
    lotsRoute(),
    { path: '/api/lots/l-soon/trace?direction=backward', body: ok(backward) },
    { path: '/api/lots/l-soon/trace?direction=forward', body: ok(forward) },
  ];
  const openTrace = async (user: ReturnType<typeof setupUser>) => {
    await user.click(within(await row('MAN-20260302-01')).getByTestId('lot-trace-open'));
    return screen.findByTestId('lot-trace');
  };
  const cards = (tree: HTMLElement) => within(tree).getAllByTestId('trace-node');

  it('draws where the lot came from as a tree of cards: the lot on top, its source below with its owner’s contact and the goods between', async () => {
    stubFetch(traceRoutes());
    const user = setupUser();
    show();
    const panel = await openTrace(user);
    expect(within(panel).getByRole('heading', { name: 'Trazabilidad del lote MAN-20260302-01' })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: '¿De dónde vino?' })).toBeInTheDocument();
    const tree = await screen.findByTestId('trace-tree-backward');
    const [root, harvest] = cards(tree);
    expect(within(root).getByTestId('trace-lot-code')).toHaveTextContent('MAN-20260302-01');
    expect(within(root).getByTestId('trace-mine')).toHaveTextContent('Mío');
    expect(within(root).getByTestId('trace-left')).toHaveTextContent('Quedan 4 Kg');
    expect(within(harvest).getByTestId('trace-lot-code')).toHaveTextContent('COS-77');
    expect(within(harvest).getByTestId('trace-product')).toHaveTextContent('Mango de azúcar');
    expect(within(harvest).queryByTestId('trace-mine')).not.toBeInTheDocument();
    expect(within(harvest).getByTestId('trace-owner-name')).toHaveTextContent('Finca La Esperanza');
    expect(within(harvest).getByTestId('trace-owner-phone')).toHaveAttribute('href', 'tel:3005550101');
    expect(within(harvest).getByTestId('trace-owner-email')).toHaveAttribute('href', 'mailto:ventas@esperanza.co');
    // The harvest hangs from my lot, under the goods that went between them.
    const branch = harvest.closest('li')!;
    expect(root.closest('li')).toContainElement(branch);
    expect(within(branch).getByTestId('trace-edge')).toHaveTextContent('5 Kg · 2026-03-02 · compra · transportado por Transportes Caribe');
  });

  it('draws where the lot went, customers who kept no lot included, a lot reached twice once, and says when the chain was cut', async () => {
    stubFetch(traceRoutes());
    const user = setupUser();
    show();
    await openTrace(user);
    expect(screen.getByRole('heading', { name: '¿A dónde fue?' })).toBeInTheDocument();
    const tree = await screen.findByTestId('trace-tree-forward');
    const codes = cards(tree).map((card) => within(card).queryByTestId('trace-lot-code')?.textContent ?? card.dataset.kind);
    expect(codes).toEqual(['MAN-20260302-01', 'customer', 'PUL-20260304-01', 'T-9', 'T-9']);
    // The shop's lot is one hop from mine straight, two through the pulp: drawn in full where it is nearest.
    const [, consumer, pulp, shopThroughPulp, shop] = cards(tree);
    expect(within(consumer).getByTestId('trace-customer-name')).toHaveTextContent('Luis Mendoza');
    expect(within(consumer).getByTestId('trace-customer-town')).toHaveTextContent('Soledad');
    expect(consumer).toHaveTextContent('Recibió la mercancía sin guardarla en un lote.');
    expect(within(consumer.closest('li')!).getByTestId('trace-edge')).toHaveTextContent('0,5 Kg · 2026-03-03 · compra');
    expect(within(pulp).getByTestId('trace-mine')).toBeInTheDocument();
    expect(within(pulp.closest('li')!).getAllByTestId('trace-edge')[0]).toHaveTextContent('2,5 Kg · 2026-03-04 · ejecución de Despulpado');
    expect(within(shop).getByTestId('trace-owner-name')).toHaveTextContent('Tienda La 72');
    expect(within(shop).getByTestId('trace-owner-email')).toHaveTextContent('compras@la72.co');
    expect(within(shop).queryByTestId('trace-repeated')).not.toBeInTheDocument();
    expect(within(shopThroughPulp).getByTestId('trace-repeated')).toHaveTextContent('Se muestra completo en otra rama de este árbol.');
    expect(within(shopThroughPulp).queryByTestId('trace-owner')).not.toBeInTheDocument();
    expect(screen.getByTestId('trace-truncated-forward')).toHaveTextContent('se muestran solo sus primeros 500 lotes y clientes');
    expect(screen.queryByTestId('trace-truncated-backward')).not.toBeInTheDocument();
  });

  it('says so when nothing came in or went out, and closes', async () => {
    stubFetch(
      traceRoutes(aTrace({ root: 'l-soon', direction: 'backward', nodes: [lotNode(SOON)] }), aTrace({ root: 'l-soon', nodes: [lotNode(SOON)] })),
    );
    const user = setupUser();
    show();
    await openTrace(user);
    expect(await screen.findByTestId('trace-empty-backward')).toHaveTextContent('no viene de otros lotes');
    expect(await screen.findByTestId('trace-empty-forward')).toHaveTextContent('Nada de este lote ha salido');
    await user.click(screen.getByTestId('lot-trace-close'));
    await waitFor(() => expect(screen.queryByTestId('lot-trace')).not.toBeInTheDocument());
  });

  it('speaks English', async () => {
    resetStores('en');
    logIn(asUser('AGRO'));
    stubFetch(traceRoutes());
    const user = setupUser();
    show();
    expect(within(await row('MAN-20260301-01')).getByTestId('expiry-tag')).toHaveTextContent('Expired');
    expect(within(await row('MAN-20260302-01')).getByTestId('lot-left')).toHaveTextContent('4 Kg left of 5 Kg');
    await openTrace(user);
    expect(screen.getByRole('heading', { name: 'Where did it come from?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Where did it go?' })).toBeInTheDocument();
    const tree = await screen.findByTestId('trace-tree-forward');
    expect(within(cards(tree)[0]).getByTestId('trace-mine')).toHaveTextContent('Mine');
    expect(within(cards(tree)[2].closest('li')!).getAllByTestId('trace-edge')[0]).toHaveTextContent('2.5 Kg · 2026-03-04 · run of Despulpado');
  });
});
