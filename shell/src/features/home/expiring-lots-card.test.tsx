// First: the federation runtime mock must be in place before the shell's modules load.
import '../../test/federation-runtime-mock';
import { screen, waitFor, within } from '@testing-library/react';
import type { Lot } from '@agrocadena/contracts';
import { addDays, regionToday } from '@agrocadena/contracts/core';
import { commonStubRoutes, ok, stubFetch } from '@agrocadena/shared-ui/src/testing';
import { renderApp, sessionUser } from '../../test/render-app';

jest.setTimeout(30_000);

beforeEach(() => localStorage.clear());

const QUESO = { _id: 'p-queso', name: 'Queso costeño', unitMeasure: 'Kg' as const };
const LECHE = { _id: 'p-leche', name: 'Leche cruda', unitMeasure: 'Lt' as const };
const IN_THREE_DAYS = addDays(regionToday(), 3);

function lot(code: string, product: Lot['product'], left: number, expiresOn: string): Lot {
  return {
    _id: `lot-${code}`,
    code,
    product,
    owner: { _id: 'u-1', firstName: 'Ana', lastName: 'Pérez', enterpriseName: null, email: 'ana@example.co', phone: null, town: null },
    mine: true,
    enteredOn: '2020-01-01',
    expiresOn,
    expiryWarningDays: 7,
    origin: 'addition',
    amount: left,
    left,
    reserved: 0,
    unitCost: 1000,
    run: null,
    request: null,
  };
}

const EXPIRED = lot('QUE-20200101-01', QUESO, 2.5, '2020-01-15');
const NEAR = lot('LEC-20261128-03', LECHE, 40, IN_THREE_DAYS);

function serve(lots: Lot[]) {
  return stubFetch([{ path: '/api/lots/expiring', body: ok(lots) }, ...commonStubRoutes]);
}

describe('the home page’s lots expiring soon', () => {
  it.each([
    ['es', 'Lotes por vencer', 'Quedan 2,5 Kg · venció el 2020-01-15', 'Vencido', `Quedan 40 Lt · vence el ${IN_THREE_DAYS}`, 'Por vencer'],
    ['en', 'Lots expiring soon', '2.5 Kg left · expired on 2020-01-15', 'Expired', `40 Lt left · expires on ${IN_THREE_DAYS}`, 'Expiring soon'],
  ] as const)(
    'lists each lot with its product, what is left and its day, marked, opening its product (%s)',
    async (lang, title, expiredFacts, expired, nearFacts, near) => {
      serve([EXPIRED, NEAR]);
      await renderApp('/home', { user: sessionUser('AGRO'), language: lang });
      const card = await screen.findByTestId('home-lots');
      expect(card).toHaveTextContent(title);
      const old = within(card).getByTestId('home-lot-QUE-20200101-01');
      expect(old).toHaveTextContent(`QUE-20200101-01 · Queso costeño ${expired}`);
      expect(old).toHaveTextContent(expiredFacts);
      expect(old).toHaveAttribute('href', '/products/p-queso');
      const soon = within(card).getByTestId('home-lot-LEC-20261128-03');
      expect(soon).toHaveTextContent(`LEC-20261128-03 · Leche cruda ${near}`);
      expect(soon).toHaveTextContent(nearFacts);
      expect(soon).toHaveAttribute('href', '/products/p-leche');
      expect(screen.queryByTestId('home-lots-more')).not.toBeInTheDocument();
    },
  );

  it('names six lots and counts the rest', async () => {
    serve(Array.from({ length: 8 }, (_, n) => lot(`QUE-20261128-0${n + 1}`, QUESO, 1, IN_THREE_DAYS)));
    await renderApp('/home', { user: sessionUser('ENTERPRISE') });
    const card = await screen.findByTestId('home-lots');
    expect(within(card).getAllByRole('link')).toHaveLength(6);
    expect(within(card).getByTestId('home-lots-more')).toHaveTextContent('Y 2 lotes más.');
  });

  it('shows nothing when no lot is near its expiry', async () => {
    const { callsTo } = serve([]);
    await renderApp('/home', { user: sessionUser('SUPPLIER') });
    await screen.findByTestId('home-page');
    await waitFor(() => expect(callsTo('GET', '/api/lots/expiring')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('home-lots')).not.toBeInTheDocument();
  });

  it('asks nothing of a carrier, who keeps no products', async () => {
    const { callsTo } = serve([EXPIRED]);
    await renderApp('/home', { user: sessionUser('LOGISTIC') });
    await screen.findByTestId('unseen-card');
    // Time for the card's code to come and decide.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo('GET', '/api/lots/expiring')).toHaveLength(0);
    expect(screen.queryByTestId('home-lots')).not.toBeInTheDocument();
  });
});
