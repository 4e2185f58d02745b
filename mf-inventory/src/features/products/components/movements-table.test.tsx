import '../../../i18n/register';
import { screen, within } from '@testing-library/react';
import { formatCOP } from '@agrocadena/shared-ui';
import type { StockMovement } from '@agrocadena/contracts';
import { logIn, ok, onADesktop, onAPhone, renderPage, resetStores, setupUser, stubFetch } from '@agrocadena/shared-ui/src/testing';
import { MovementsTable } from './movements-table';
import { aMovement, aParty, asUser } from '../../../test/products-fixtures';

const FINCA = aParty({ _id: 'u-finca', firstName: 'Rosa', lastName: 'Díaz', enterpriseName: 'Finca La Esperanza' });
const TIENDA = aParty({ _id: 'u-tienda', firstName: 'Tienda', lastName: 'La 72' });

// Oldest first, as the API gives the ledger: the table shows them the other way round.
const INITIAL = aMovement({ _id: 'm1', date: '2026-03-01T10:00:00.000Z' });
const PURCHASE = aMovement({
  _id: 'm2',
  date: '2026-03-02T10:00:00.000Z',
  change: 5,
  reason: 'reception',
  reference: 'q-buy',
  request: { _id: 'q-buy', kind: 'PRODUCT', party: FINCA },
});
// 10 Kg bought for $ 80.000 with a carrier the buyer booked for $ 20.000 (docs/domain.md#landed-cost).
const LANDED = aMovement({
  _id: 'm3',
  date: '2026-03-03T10:00:00.000Z',
  change: 10,
  unitCost: 10000,
  reason: 'reception',
  reference: 'q-landed',
  request: { _id: 'q-landed', kind: 'PRODUCT', party: FINCA },
  transportCost: 20000,
});
const SALE = aMovement({
  _id: 'm4',
  date: '2026-03-04T10:00:00.000Z',
  change: -2,
  reason: 'delivery',
  reference: 'q-sale',
  request: { _id: 'q-sale', kind: 'PRODUCT', party: TIENDA },
});
const RUN_FOR_CUSTOMER = aMovement({
  _id: 'm5',
  date: '2026-03-05T10:00:00.000Z',
  change: -4,
  reason: 'consumption',
  reference: 'r7',
  execution: { _id: 'r7', activity: 'Despulpado', party: TIENDA },
});
const OWN_RUN = aMovement({
  _id: 'm6',
  date: '2026-03-06T10:00:00.000Z',
  change: 3,
  reason: 'production',
  reference: 'r8',
  execution: { _id: 'r8', activity: 'Secado', party: null },
});
const STORED = aMovement({
  _id: 'm7',
  date: '2026-03-07T10:00:00.000Z',
  change: -1,
  reason: 'storage',
  reference: 'q-store',
  request: { _id: 'q-store', kind: 'STORAGE', party: aParty({ _id: 'u-bodega', enterpriseName: 'Bodegas del Norte' }) },
});
const LEDGER = [INITIAL, PURCHASE, LANDED, SALE, RUN_FOR_CUSTOMER, OWN_RUN, STORED];

const pesos = (value: number, lang: 'es' | 'en' = 'es') => formatCOP(value, lang).replace(/\s+/g, ' ');

function show(movements: StockMovement[] = LEDGER) {
  renderPage('/products/p1', '/products/p1', <MovementsTable movements={movements} loading={false} unit="Kg" />, [
    '/requestsOverview',
    '/activitiesOverview',
  ]);
}

/** The row of `movement` (rows are newest first). */
function rowOf(movement: StockMovement) {
  const index = [...LEDGER].reverse().findIndex((m) => m._id === movement._id);
  return screen.getAllByTestId('movement-row')[index];
}
const reasonOf = (movement: StockMovement) => within(rowOf(movement)).getByTestId('movement-reason');
const what = (movement: StockMovement) => within(reasonOf(movement)).getByTestId('movement-what').textContent;
const requestLink = (movement: StockMovement) => within(reasonOf(movement)).queryByTestId('movement-request-link');
const runLink = (movement: StockMovement) => within(reasonOf(movement)).queryByTestId('movement-run-link');

describe('MovementsTable: what moved the stock and with whom', () => {
  beforeEach(() => {
    resetStores('es');
    logIn(asUser('AGRO'));
  });

  it('names a request by its kind, the way the goods went and its other party, and links to the request', () => {
    show();
    expect(what(PURCHASE)).toBe('Recibido · compra a Finca La Esperanza');
    expect(requestLink(PURCHASE)).toHaveTextContent('Ver solicitud');
    expect(requestLink(PURCHASE)).toHaveAttribute('href', '/requestsOverview?request=q-buy');
    expect(within(reasonOf(PURCHASE)).queryByTestId('movement-transport')).not.toBeInTheDocument();
    expect(what(SALE)).toBe('Entregado · venta a Tienda La 72');
    expect(requestLink(SALE)).toHaveAttribute('href', '/requestsOverview?request=q-sale');
    expect(runLink(SALE)).not.toBeInTheDocument();
    expect(what(STORED)).toBe('Enviado a almacenamiento · con Bodegas del Norte');
    expect(requestLink(STORED)).toHaveAttribute('href', '/requestsOverview?request=q-store');
  });

  it('says what of a reception’s value was the carrier’s price', () => {
    show();
    expect(what(LANDED)).toBe('Recibido · compra a Finca La Esperanza');
    expect(within(reasonOf(LANDED)).getByTestId('movement-transport')).toHaveTextContent(`incluye transporte ${pesos(20000)}`);
    expect(requestLink(LANDED)).toHaveAttribute('href', '/requestsOverview?request=q-landed');
  });

  it('names a run by its activity and the customer it ran for, and links to the run', () => {
    show();
    expect(what(RUN_FOR_CUSTOMER)).toBe('Consumo de una actividad: Despulpado · para Tienda La 72');
    expect(runLink(RUN_FOR_CUSTOMER)).toHaveTextContent('Ver ejecución');
    expect(runLink(RUN_FOR_CUSTOMER)).toHaveAttribute('href', '/activitiesOverview?run=r7');
    expect(requestLink(RUN_FOR_CUSTOMER)).not.toBeInTheDocument();
    // A run of the owner's own has no one to name.
    expect(what(OWN_RUN)).toBe('Producción de una actividad: Secado');
    expect(runLink(OWN_RUN)).toHaveAttribute('href', '/activitiesOverview?run=r8');
  });

  it('keeps a row moved by hand to its reason alone', () => {
    show();
    expect(what(INITIAL)).toBe('Existencia inicial');
    expect(requestLink(INITIAL)).not.toBeInTheDocument();
    expect(runLink(INITIAL)).not.toBeInTheDocument();
  });

  it('opens the card of the party named, and goes to the request', async () => {
    const { callsTo } = stubFetch([
      {
        path: '/api/users/u-finca/card',
        body: ok({ ...FINCA, email: 'rosa@esperanza.co', phoneNumbers: ['300 123 4567'], photo: null, town: 'Sabanalarga' }),
      },
    ]);
    const user = setupUser();
    show();
    await user.click(within(reasonOf(PURCHASE)).getByTestId('movement-party'));
    expect(await screen.findByTestId('person-card-name')).toHaveTextContent('Finca La Esperanza');
    expect(callsTo('GET', '/api/users/u-finca/card')).toHaveLength(1);
    await user.click(screen.getByTestId('person-card-close'));
    await user.click(requestLink(PURCHASE)!);
    expect(await screen.findByTestId('requests-overview-page')).toHaveTextContent('/requestsOverview?request=q-buy');
  });

  it('on a phone keeps two stacked columns, the reason and its links under the date', () => {
    onAPhone();
    try {
      show();
      expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Fecha', 'Cambio']);
      const first = within(rowOf(LANDED)).getAllByRole('cell')[0];
      expect(within(first).getByTestId('movement-what')).toHaveTextContent('Recibido · compra a Finca La Esperanza');
      expect(within(first).getByTestId('movement-transport')).toBeInTheDocument();
      expect(within(first).getByTestId('movement-request-link')).toHaveClass('ac-wrapping-link');
    } finally {
      onADesktop();
    }
  });

  it('speaks English', () => {
    resetStores('en');
    logIn(asUser('AGRO'));
    show();
    expect(what(LANDED)).toBe('Received · purchase from Finca La Esperanza');
    expect(within(reasonOf(LANDED)).getByTestId('movement-transport')).toHaveTextContent(`includes carriage ${pesos(20000, 'en')}`);
    expect(requestLink(LANDED)).toHaveTextContent('See request');
    expect(what(SALE)).toBe('Delivered · sale to Tienda La 72');
    expect(what(RUN_FOR_CUSTOMER)).toBe('Used by an activity: Despulpado · for Tienda La 72');
    expect(runLink(RUN_FOR_CUSTOMER)).toHaveTextContent('See run');
  });

  it('names the lots each row entered or left, with their parts, and marks one taken past its expiry', () => {
    const removal = aMovement({
      _id: 'm8',
      date: '2026-03-08T10:00:00.000Z',
      change: -5,
      reason: 'removal',
      lots: [
        { _id: 'l-old', code: 'MAN-20260301-01', amount: -2, expired: true },
        { _id: 'l-soon', code: 'MAN-20260302-01', amount: -3, expired: false },
      ],
    });
    const added = aMovement({
      _id: 'm9',
      date: '2026-03-09T10:00:00.000Z',
      change: 4,
      reason: 'addition',
      lots: [{ _id: 'l-new', code: 'PROV-778', amount: 4, expired: false }],
    });
    show([removal, added]);
    const [newest, older] = screen.getAllByTestId('movement-row');
    expect(
      within(newest)
        .getAllByTestId('movement-lot')
        .map((lot) => lot.textContent),
    ).toEqual(['PROV-778 · 4 Kg']);
    const lots = within(older).getAllByTestId('movement-lot');
    expect(lots.map((lot) => lot.textContent)).toEqual(['MAN-20260301-01 · 2 KgVencido', 'MAN-20260302-01 · 3 Kg']);
    expect(within(lots[0]).getByTestId('movement-lot-expired')).toHaveTextContent('Vencido');
    expect(within(lots[1]).queryByTestId('movement-lot-expired')).not.toBeInTheDocument();
  });
});
