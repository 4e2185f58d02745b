import type { ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { formatCOP, formatDateTime } from '@agrocadena/shared-ui';
import type { UpdateProductBody } from '@agrocadena/contracts';
import { fail, logIn, ok, renderPage, resetStores, setupUser, stubFetch, type RecordedCall, type StubRoute } from '@agrocadena/shared-ui/src/testing';
import ProductDetailPage from './product-detail-page';
import { onRegionClock } from '../features/products/rules/chart-series';
import { fileInputIn, fillIn } from '@agrocadena/shared-ui/src/testing';
import { aMovement, aProduct, asUser, page, pdfFile } from '../test/products-fixtures';
import { aLot } from '../test/lots-fixtures';

// chart.js draws on a canvas jsdom lacks: the chart component is replaced by what it was given.
// Counting the loads of chart.js shows the page does not pay for it before the tab opens.
let mockChartJsLoads = 0;
jest.mock('chart.js', () => {
  mockChartJsLoads += 1;
  return jest.requireActual('chart.js');
});
jest.mock('react-chartjs-2', () => ({
  Line: ({ data, options }: { data: unknown; options: { scales: { x: unknown } } }): ReactNode =>
    jest
      .requireActual<typeof import('react')>('react')
      .createElement('pre', { 'data-testid': 'chart-line' }, JSON.stringify({ ...(data as object), x: options.scales.x })),
}));

// Stock history of the Mango: 10 Kg at $ 5.000, +5 Kg for $ 40.000 (→ $ 6.000), −3 Kg.
const MOVEMENTS = [
  aMovement({
    _id: 'm1',
    date: '2026-03-01T10:00:00.000Z',
    change: 10,
    unitCost: 5000,
    amountAfter: 10,
    unitCostAfter: 5000,
    stockValueAfter: 50000,
    reason: 'initial',
  }),
  aMovement({
    _id: 'm2',
    date: '2026-03-05T15:30:00.000Z',
    change: 5,
    unitCost: 8000,
    amountAfter: 15,
    unitCostAfter: 6000,
    stockValueAfter: 90000,
    reason: 'addition',
  }),
  aMovement({
    _id: 'm3',
    date: '2026-03-08T08:15:00.000Z',
    change: -3,
    unitCost: 6000,
    amountAfter: 12,
    unitCostAfter: 6000,
    stockValueAfter: 72000,
    reason: 'removal',
  }),
];
const MANGO = aProduct({ amount: 12, unitCost: 6000, stockValue: 72000 });
const MOVEMENTS_URL = '/api/products/p1/stockMovements?skip=0&limit=1000';
const pesos = (value: number) => formatCOP(value, 'es').replace(/\s+/g, ' ');

function stubProduct(extra: StubRoute[] = [], movements = MOVEMENTS) {
  return stubFetch([...extra, { path: '/api/products/p1', body: ok(MANGO) }, { path: MOVEMENTS_URL, body: page(movements, movements.length) }]);
}

const show = (id = 'p1') => renderPage('/products/:productId', `/products/${id}`, <ProductDetailPage />, ['/userProducts', '/productsCatalog']);
const openTab = async (user: ReturnType<typeof setupUser>, tab: 'stock' | 'lots' | 'statistics' | 'edit') =>
  user.click(await screen.findByTestId(`product-tab-${tab}`));
const ledgerRows = () => screen.getAllByTestId('movement-row');
/** The ledger arrives after the product: on a busy machine that can take more than waitFor's default second. */
const ledgerShows = (rows: number) => waitFor(() => expect(ledgerRows()).toHaveLength(rows), { timeout: 5000 });

describe('ProductDetailPage', () => {
  beforeEach(() => {
    resetStores('es');
    logIn(asUser('AGRO'));
  });

  it('shows the owner the stock levels and the ledger newest first, with a translated reason', async () => {
    stubProduct([{ path: '/api/products/p1', body: ok({ ...MANGO, reserved: 4.5 }) }]);
    show();
    expect(await screen.findByTestId('detail-amount')).toHaveTextContent('12 Kg');
    // On hand, reserved and available, in the header and in the stock tab.
    expect(screen.getByTestId('detail-reserved')).toHaveTextContent('4,5 Kg');
    expect(screen.getByTestId('detail-available')).toHaveTextContent('7,5 Kg');
    expect(screen.getByTestId('header-levels-amount')).toHaveTextContent('12 Kg');
    expect(screen.getByTestId('header-levels-reserved')).toHaveTextContent('4,5 Kg');
    expect(screen.getByTestId('header-levels-available')).toHaveTextContent('7,5 Kg');
    expect(screen.getByRole('heading', { name: 'Mango Tommy' })).toBeInTheDocument();
    expect(screen.getByTestId('detail-unit-cost')).toHaveTextContent(pesos(6000));
    expect(screen.getByTestId('detail-stock-value')).toHaveTextContent(pesos(72000));
    for (const tab of ['Existencias', 'Estadísticas', 'Editar']) expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();

    await ledgerShows(3);
    const [newest, middle, oldest] = ledgerRows();
    expect(within(newest).getByText(formatDateTime(MOVEMENTS[2].date))).toBeInTheDocument();
    expect(formatDateTime(MOVEMENTS[2].date)).toMatch(/^2026-03-0[78] \d{2}:\d{2}$/);
    expect(within(newest).getByTestId('movement-change')).toHaveTextContent('−3 Kg');
    expect(newest).toHaveTextContent('Salida');
    expect(within(middle).getByTestId('movement-change')).toHaveTextContent('+5 Kg');
    expect(middle).toHaveTextContent(pesos(8000));
    expect(middle).toHaveTextContent('Entrada');
    expect(oldest).toHaveTextContent('Existencia inicial');
  });

  it('changes stock from the page: levels and ledger follow without reading them again', async () => {
    const updated = { ...MANGO, amount: 17, stockValue: 112000, unitCost: 6588.2353 };
    const movement = aMovement({ _id: 'm4', date: '2026-03-09T09:00:00.000Z', change: 5, unitCost: 8000, amountAfter: 17, reason: 'addition' });
    const { callsTo } = stubProduct([{ method: 'POST', path: '/api/stock', body: ok({ product: updated, movement }) }]);
    const user = setupUser();
    show();
    await ledgerShows(3);
    await user.click(screen.getByTestId('detail-change-stock'));
    await fillIn(user, await screen.findByTestId('stock-amount'), '5');
    await fillIn(user, screen.getByTestId('stock-cost'), '40000');
    await user.click(screen.getByTestId('stock-save'));
    await waitFor(() => expect(screen.getByTestId('detail-amount')).toHaveTextContent('17 Kg'));
    expect(screen.getByTestId('detail-unit-cost')).toHaveTextContent(pesos(6588));
    await ledgerShows(4);
    expect(ledgerRows()[0]).toHaveTextContent(formatDateTime(movement.date));
    expect(callsTo('POST', '/api/stock')[0].body).toEqual({ product: 'p1', amount: 17, previousAmount: 12, cost: 40000 });
    expect(callsTo('GET', '/api/products/p1')).toHaveLength(1);
    expect(callsTo('GET', MOVEMENTS_URL)).toHaveLength(1);
  });

  // The module registry lives as long as this file: this must stay the first test to open the statistics tab.
  it('loads chart.js only when the statistics tab opens, and charts stock and unit cost over time', async () => {
    stubProduct();
    const user = setupUser();
    show();
    await ledgerShows(3);
    expect(mockChartJsLoads).toBe(0);
    await openTab(user, 'statistics');
    const chart = await screen.findByTestId('chart-line');
    expect(mockChartJsLoads).toBe(1);
    type Point = { x: number; y: number };
    const data = JSON.parse(chart.textContent!) as { datasets: { label: string; data: Point[] }[]; x: { type: string; time: object } };
    // A time axis: each point sits at the moment of its movement, not at an evenly spaced label.
    expect(data.x).toMatchObject({ type: 'time', time: { tooltipFormat: 'YYYY-MM-DD HH:mm' } });
    // Placed on Bogotá's clock, whatever the zone the tests run in.
    const times = MOVEMENTS.map((m) => onRegionClock(Date.parse(m.date)));
    expect(data.datasets.map((d) => d.label)).toEqual(['Existencia (Kg)', 'Costo unitario (COP)']);
    expect(data.datasets[0].data).toEqual([10, 15, 12].map((y, i) => ({ x: times[i], y })));
    expect(data.datasets[1].data).toEqual([5000, 6000, 6000].map((y, i) => ({ x: times[i], y })));
  });

  it('says clearly when there is nothing to chart yet', async () => {
    stubProduct([], []);
    const user = setupUser();
    show();
    await openTab(user, 'statistics');
    expect(await screen.findByTestId('statistics-empty')).toHaveTextContent('Aún no hay movimientos');
    expect(screen.queryByTestId('chart-line')).not.toBeInTheDocument();
  });

  it('the edit tab saves the product and replaces its data sheet', async () => {
    const { callsTo } = stubProduct([
      {
        method: 'PUT',
        path: '/api/products/p1',
        body: (call: RecordedCall) => ok({ ...MANGO, ...(call.body as UpdateProductBody), updatedAt: '2026-03-10T00:00:00.000Z' }),
      },
      {
        method: 'POST',
        path: '/api/uploadDocument',
        body: ok({ technicalDocument: '/uploads/documents/p1.pdf', technicalDocumentName: 'ficha.pdf' }),
      },
    ]);
    const user = setupUser();
    show();
    await openTab(user, 'edit');
    const price = await screen.findByTestId('edit-product-price');
    expect(price).toHaveValue('4.500');
    await fillIn(user, price, '5.200');
    await user.click(screen.getByTestId('edit-product-save'));
    await waitFor(() => expect(callsTo('PUT', '/api/products/p1')).toHaveLength(1));
    expect(callsTo('PUT', '/api/products/p1')[0].body).toMatchObject({ name: 'Mango Tommy', price: 5200, type: 'RAW_MATERIAL' });
    expect(await screen.findByText('Producto actualizado')).toBeInTheDocument();

    expect(screen.getByTestId('product-image-current')).toBeInTheDocument();
    expect(screen.getByTestId('product-document-none')).toHaveTextContent('Este producto aún no tiene ficha técnica.');
    await user.upload(fileInputIn('product-document-replace'), pdfFile());
    expect(await screen.findByText('Documento subido con éxito')).toBeInTheDocument();
    expect(await screen.findByTestId('product-document-current')).toHaveTextContent('ficha.pdf');
    expect(callsTo('POST', '/api/uploadDocument')[0].body).toMatchObject({ type: 'productTechnicalDocument', id: 'p1' });
  });

  it('the lots tab lists the product’s lots, read only once it opens', async () => {
    const lotsUrl = '/api/products/p1/lots?skip=0&limit=12&include=left';
    const { callsTo } = stubProduct([{ path: lotsUrl, body: page([aLot(), aLot({ _id: 'l2', code: 'MAN-20260303-01' })], 2) }]);
    const user = setupUser();
    show();
    await ledgerShows(3);
    expect(callsTo('GET', lotsUrl)).toHaveLength(0);
    await openTab(user, 'lots');
    expect(await screen.findByTestId('lot-row-MAN-20260301-01')).toBeInTheDocument();
    expect(screen.getByTestId('lot-row-MAN-20260303-01')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Lotes' })).toHaveAttribute('aria-selected', 'true');
  });

  it('the edit tab sets how many days before its expiry a lot is marked, 0 to 365', async () => {
    const { callsTo } = stubProduct([
      { method: 'PUT', path: '/api/products/p1', body: (call: RecordedCall) => ok({ ...MANGO, ...(call.body as UpdateProductBody) }) },
    ]);
    const user = setupUser();
    show();
    await openTab(user, 'edit');
    const days = await screen.findByTestId('edit-product-expiry-warning-days');
    expect(days).toHaveValue('7');
    await fillIn(user, days, '400');
    await user.click(screen.getByTestId('edit-product-save'));
    expect(await screen.findByText('Escriba un número entero de días entre 0 y 365')).toHaveClass('ac-form-item__error');
    expect(callsTo('PUT', '/api/products/p1')).toHaveLength(0);
    await fillIn(user, days, '3');
    await user.click(screen.getByTestId('edit-product-save'));
    await waitFor(() => expect(callsTo('PUT', '/api/products/p1')).toHaveLength(1));
    expect(callsTo('PUT', '/api/products/p1')[0].body).toMatchObject({ expiryWarningDays: 3 });
  });

  it('the edit tab requires a price above zero', async () => {
    const { callsTo } = stubProduct();
    const user = setupUser();
    show();
    await openTab(user, 'edit');
    await user.clear(await screen.findByTestId('edit-product-price'));
    await user.click(screen.getByTestId('edit-product-save'));
    expect(await screen.findByText('Campo obligatorio')).toBeInTheDocument();
    await fillIn(user, screen.getByTestId('edit-product-price'), '0');
    await user.click(screen.getByTestId('edit-product-save'));
    expect(await screen.findByText('El precio debe ser mayor que cero')).toHaveClass('ac-form-item__error');
    expect(screen.queryByText('Campo obligatorio')).not.toBeInTheDocument();
    expect(callsTo('PUT', '/api/products/p1')).toHaveLength(0);
  });

  it.each([
    ['es', '5.200'],
    ['en', '5,200'],
    ['en', 'COP 5200'],
  ] as const)('the edit tab reads a price of %s %p as written', async (language, text) => {
    resetStores(language);
    logIn(asUser('AGRO'));
    const { callsTo } = stubProduct([
      { method: 'PUT', path: '/api/products/p1', body: (call: RecordedCall) => ok({ ...MANGO, ...(call.body as UpdateProductBody) }) },
    ]);
    const user = setupUser();
    show();
    await openTab(user, 'edit');
    await fillIn(user, await screen.findByTestId('edit-product-price'), text);
    await user.click(screen.getByTestId('edit-product-save'));
    await waitFor(() => expect(callsTo('PUT', '/api/products/p1')).toHaveLength(1));
    expect(callsTo('PUT', '/api/products/p1')[0].body).toMatchObject({ price: 5200 });
  });

  it.each([
    ['es', '5.2', 'No se entiende «5.2»: use punto para los miles, por ejemplo 1.250.000.'],
    ['es', '5.200,50', 'Sin decimales: escriba un número entero, por ejemplo 1.250.000.'],
    ['en', '5.200', "Can't read “5.200”: use commas for thousands, e.g. 1,250,000."],
  ] as const)('the edit tab never guesses a price of %s %p: it says why under the field and sends nothing', async (language, text, message) => {
    resetStores(language);
    logIn(asUser('AGRO'));
    const { callsTo } = stubProduct();
    const user = setupUser();
    show();
    await openTab(user, 'edit');
    await fillIn(user, await screen.findByTestId('edit-product-price'), text);
    await user.click(screen.getByTestId('edit-product-save'));
    expect(await screen.findByText(message)).toHaveClass('ac-form-item__error');
    expect(screen.getByTestId('edit-product-price')).toHaveValue(text);
    expect(callsTo('PUT', '/api/products/p1')).toHaveLength(0);
  });

  it("shows only the public information of someone else's product", async () => {
    const theirs = aProduct({ user: { _id: 'u2', firstName: 'Luis', enterpriseName: 'Frutas del Magdalena' } });
    const { calls } = stubFetch([{ path: '/api/products/p1', body: ok(theirs) }]);
    show();
    expect(await screen.findByTestId('product-public-view')).toHaveTextContent('Frutas del Magdalena');
    expect(screen.getByTestId('detail-price')).toHaveTextContent(pesos(4500));
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByTestId('detail-stock-value')).not.toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['/api/products/p1']);
  });

  it.each([
    ['es', 'Producto no encontrado'],
    ['en', 'Product not found'],
  ] as const)('a missing product shows the not-found panel (%s)', async (language, title) => {
    resetStores(language);
    logIn(asUser('AGRO'));
    stubFetch([{ path: '/api/products/nope', status: 404, body: fail('NOT_FOUND', 'No encontrado.') }]);
    show('nope');
    expect(await screen.findByTestId('product-not-found')).toHaveTextContent(title);
  });
});
