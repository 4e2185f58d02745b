import { screen, waitFor, within } from '@testing-library/react';
import { addDays, regionToday } from '@agrocadena/contracts/core';
import { fail, logIn, ok, renderPage, resetStores, setupUser, stubFetch, type StubRoute } from '@agrocadena/shared-ui/src/testing';
import LotRecallPage from './lot-recall-page';
import { asUser } from '../test/products-fixtures';
import { aLot, anOwner, aRecallLine } from '../test/lots-fixtures';

const today = regionToday();
const LOT = aLot({ _id: 'l1', code: 'MAN-20260301-01', enteredOn: '2026-03-01', expiresOn: addDays(today, -3) });
const SHOP = aRecallLine();
const CONSUMER = aRecallLine({
  customer: anOwner({
    _id: 'u-luis',
    enterpriseName: null,
    firstName: 'Luis',
    lastName: 'Mendoza',
    email: null,
    phone: '302 111 2233',
    town: 'Malambo',
  }),
  lot: null,
  amount: 0.5,
  day: '2026-03-06',
  request: { _id: 'q9', kind: 'PRODUCT' },
});
const CSV_DISPOSITION = `attachment; filename="recall-MAN-20260301-01.csv"; filename*=UTF-8''recall-MAN-20260301-01.csv`;

const routes = (extra: StubRoute[] = []): StubRoute[] => [
  ...extra,
  { path: '/api/lots/l1', body: ok(LOT) },
  { path: '/api/lots/l1/recall', body: ok([SHOP, CONSUMER]) },
  { path: '/api/lots/l1/recall.csv', body: 'cliente;lote\n', headers: { 'Content-Type': 'text/csv', 'Content-Disposition': CSV_DISPOSITION } },
  { path: '/api/lots/l1/recall.pdf', body: '%PDF-1.4', headers: { 'Content-Type': 'application/pdf' } },
];

const show = (id = 'l1') => renderPage('/lotRecall/:lotId', `/lotRecall/${id}`, <LotRecallPage />, ['/products/:productId', '/userProducts']);

/** What the browser was handed to save: each download's name and object URL. */
function watchSaves() {
  const saved: { name: string; href: string }[] = [];
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:recall'), revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
  return saved;
}

describe('LotRecallPage', () => {
  beforeEach(() => {
    resetStores('es');
    logIn(asUser('AGRO'));
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the lot, then every customer its goods reached with how to reach them', async () => {
    stubFetch(routes());
    show();
    expect(await screen.findByTestId('lot-summary-code')).toHaveTextContent('MAN-20260301-01');
    expect(screen.getByRole('heading', { name: 'Lista de retiro (recall)' })).toBeInTheDocument();
    expect(screen.getByTestId('lot-summary-product')).toHaveTextContent('Mango Tommy');
    expect(screen.getByTestId('lot-summary-entered')).toHaveTextContent('2026-03-01');
    expect(screen.getByTestId('lot-summary-expires')).toHaveTextContent(`${addDays(today, -3)}Vencido`);
    expect(screen.getByRole('heading', { name: '2 entregas a clientes' })).toBeInTheDocument();

    const [shop, consumer] = screen.getAllByTestId('recall-line');
    expect(within(shop).getByTestId('recall-customer-name')).toHaveTextContent('Tienda La 72');
    expect(within(shop).getByTestId('recall-customer-phone')).toHaveAttribute('href', 'tel:3012223344');
    expect(within(shop).getByTestId('recall-customer-email')).toHaveTextContent('compras@la72.co');
    expect(within(shop).getByTestId('recall-customer-town')).toHaveTextContent('Soledad');
    expect(within(shop).getByTestId('recall-product')).toHaveTextContent('Mango Tommy');
    expect(within(shop).getByTestId('recall-from')).toHaveTextContent('Salió del lote MAN-20260301-01');
    expect(within(shop).getByTestId('recall-received')).toHaveTextContent('Entró al lote MAN-20260305-01');
    expect(within(shop).getByTestId('recall-amount')).toHaveTextContent('2 Kg');
    expect(within(shop).getByTestId('recall-day')).toHaveTextContent('2026-03-05');
    expect(within(consumer).getByTestId('recall-customer-name')).toHaveTextContent('Luis Mendoza');
    expect(within(consumer).queryByTestId('recall-customer-email')).not.toBeInTheDocument();
    expect(within(consumer).getByTestId('recall-received')).toHaveTextContent('Sin lote');
    expect(within(consumer).getByTestId('recall-amount')).toHaveTextContent('0,5 Kg');
  });

  it('downloads the list as CSV and as PDF with the session’s token, and saves each under the server’s name', async () => {
    const { callsTo } = stubFetch(routes());
    const saved = watchSaves();
    const user = setupUser();
    show();
    await user.click(await screen.findByTestId('recall-download-csv'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ name: 'recall-MAN-20260301-01.csv', href: 'blob:recall' });
    expect(callsTo('GET', '/api/lots/l1/recall.csv')[0].headers).toMatchObject({ Authorization: 'tok-123' });

    await user.click(screen.getByTestId('recall-download-pdf'));
    await waitFor(() => expect(saved).toHaveLength(2));
    // The server named no file: the lot's code does.
    expect(saved[1].name).toBe('recall-MAN-20260301-01.pdf');
    expect(callsTo('GET', '/api/lots/l1/recall.pdf')[0].headers).toMatchObject({ Authorization: 'tok-123' });
  });

  it('says why a download failed and saves nothing', async () => {
    stubFetch(routes([{ path: '/api/lots/l1/recall.pdf', status: 503, body: fail('SERVICE_UNAVAILABLE', 'El servicio no está disponible.') }]));
    const saved = watchSaves();
    const user = setupUser();
    show();
    await user.click(await screen.findByTestId('recall-download-pdf'));
    expect(await screen.findByTestId('recall-download-error')).toHaveTextContent('No se pudo descargar el archivoEl servicio no está disponible.');
    expect(saved).toHaveLength(0);
  });

  it('says so when no goods of the lot reached anyone, and leads back to the product', async () => {
    stubFetch(routes([{ path: '/api/lots/l1/recall', body: ok([]) }]));
    const user = setupUser();
    show();
    expect(await screen.findByTestId('recall-empty')).toHaveTextContent('Ninguna mercancía de este lote ha llegado a otros todavía.');
    await user.click(screen.getByTestId('back-link'));
    expect(await screen.findByTestId('products-page')).toHaveTextContent('/products/p1');
  });

  it('tells a lot that is not the user’s apart', async () => {
    stubFetch([
      { path: '/api/lots/x', status: 404, body: fail('NOT_FOUND', 'No encontrado') },
      { path: '/api/lots/x/recall', status: 404, body: fail('NOT_FOUND', 'No encontrado') },
    ]);
    show('x');
    expect(await screen.findByTestId('recall-not-found')).toHaveTextContent('Lote no encontrado');
  });

  it('speaks English', async () => {
    resetStores('en');
    logIn(asUser('AGRO'));
    stubFetch(routes());
    show();
    expect(await screen.findByRole('heading', { name: 'Recall list' })).toBeInTheDocument();
    expect(await screen.findByTestId('recall-download-csv')).toHaveTextContent('Download CSV');
    expect(screen.getByTestId('recall-download-pdf')).toHaveTextContent('Download PDF');
    expect(screen.getAllByTestId('recall-from')[0]).toHaveTextContent('Left lot MAN-20260301-01');
    expect(screen.getByTestId('back-link')).toHaveTextContent('Back to Mango Tommy');
  });
});
