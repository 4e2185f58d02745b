import '../../../i18n/register';
import { screen, waitFor, within } from '@testing-library/react';
import { formatCOP } from '@agrocadena/shared-ui';
import type { Product, StockChangeBody } from '@agrocadena/contracts';
import { fail, logIn, ok, renderPage, resetStores, setupUser, stubFetch, type StubRoute } from '@agrocadena/shared-ui/src/testing';
import { StockDialog } from './stock-dialog';
import { fillIn } from '@agrocadena/shared-ui/src/testing';
import { aMovement, aProduct, asUser, page } from '../../../test/products-fixtures';
import { aLot } from '../../../test/lots-fixtures';
import { addDays, regionToday } from '@agrocadena/contracts/core';

// 10 Kg worth $ 50.000: $ 5.000 each.
const PRODUCT = aProduct();
const STOCK_CHANGED = 'El inventario de este producto cambió mientras usted lo editaba (ahora hay 12). Revise la cantidad y vuelva a intentarlo.';

type User = ReturnType<typeof setupUser>;
const pesos = (value: number) => formatCOP(value, 'es').replace(/\s+/g, ' ');

/** POST /stock answered as the server would, from the body sent. */
function acceptStock(call: { body: unknown }) {
  const body = call.body as StockChangeBody;
  const product: Product = { ...PRODUCT, amount: body.amount };
  return ok({ product, movement: aMovement({ _id: 'm2', change: body.amount - body.previousAmount, amountAfter: body.amount }) });
}

function show(routes: StubRoute[] = [{ method: 'POST', path: '/api/stock', body: acceptStock }], product: Product = PRODUCT) {
  const stub = stubFetch(routes);
  const onClose = jest.fn();
  const onChanged = jest.fn();
  const onRefreshed = jest.fn();
  renderPage('/x', '/x', <StockDialog product={product} onClose={onClose} onChanged={onChanged} onRefreshed={onRefreshed} />);
  return { ...stub, onClose, onChanged, onRefreshed };
}

const amountInput = () => screen.getByTestId('stock-amount');
const costInput = () => screen.queryByTestId('stock-cost');
const save = (user: User) => user.click(screen.getByTestId('stock-save'));
const errors = () => [...document.querySelectorAll('.ac-form-item__error')].map((e) => e.textContent);

describe('StockDialog', () => {
  beforeEach(() => {
    resetStores('es');
    logIn(asUser('AGRO'));
  });

  it.each([
    ['empty', ''],
    ['zero', '0'],
  ])('an %s amount just closes, without a request', async (_, text) => {
    const { calls, onClose } = show();
    const user = setupUser();
    if (text) await fillIn(user, amountInput(), text);
    await save(user);
    expect(onClose).toHaveBeenCalled();
    expect(calls).toHaveLength(0);
  });

  it('an addition needs its cost: without one nothing is saved', async () => {
    const { calls, onClose } = show();
    const user = setupUser();
    await fillIn(user, amountInput(), '5');
    expect(costInput()).toBeInTheDocument();
    await save(user);
    await waitFor(() => expect(errors()).toEqual(['Campo obligatorio']));
    expect(calls).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('previews the new total and the weighted-average unit cost, and sends the new total with the cost', async () => {
    const { callsTo, onChanged, onClose } = show();
    const user = setupUser();
    expect(screen.getByTestId('stock-current')).toHaveTextContent('10 Kg');
    await fillIn(user, amountInput(), '5');
    expect(screen.getByTestId('stock-new-amount')).toHaveTextContent('15 Kg');
    expect(screen.getByTestId('stock-new-unit-cost')).toHaveTextContent('indique el costo');
    await fillIn(user, costInput()!, '40000');
    await user.tab();
    expect(costInput()).toHaveValue('40.000');
    // (50.000 + 40.000) / 15 = 6.000
    expect(screen.getByTestId('stock-new-unit-cost')).toHaveTextContent(pesos(6000));
    await save(user);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo('POST', '/api/stock')[0].body).toEqual({ product: 'p1', amount: 15, previousAmount: 10, cost: 40000 });
    expect(onChanged.mock.calls[0][0].product.amount).toBe(15);
  });

  it('adds decimals exactly: 10 + 2,5 Kg for $ 10.000 gives 12,5 Kg at $ 4.800', async () => {
    const { callsTo } = show();
    const user = setupUser();
    await fillIn(user, amountInput(), '2,5');
    await fillIn(user, costInput()!, '10.000');
    expect(screen.getByTestId('stock-new-amount')).toHaveTextContent('12,5 Kg');
    expect(screen.getByTestId('stock-new-unit-cost')).toHaveTextContent(pesos(4800));
    await save(user);
    await waitFor(() => expect(callsTo('POST', '/api/stock')).toHaveLength(1));
    expect(callsTo('POST', '/api/stock')[0].body).toEqual({ product: 'p1', amount: 12.5, previousAmount: 10, cost: 10000 });
  });

  it('in English reads 2.5 Kg for $10,000 the same way', async () => {
    resetStores('en');
    logIn(asUser('AGRO'));
    const { callsTo } = show();
    const user = setupUser();
    await fillIn(user, amountInput(), '2.5');
    await fillIn(user, costInput()!, '10,000');
    expect(screen.getByTestId('stock-new-amount')).toHaveTextContent('12.5 Kg');
    await save(user);
    await waitFor(() => expect(callsTo('POST', '/api/stock')).toHaveLength(1));
    expect(callsTo('POST', '/api/stock')[0].body).toEqual({ product: 'p1', amount: 12.5, previousAmount: 10, cost: 10000 });
  });

  it.each([
    ['es', '2.5', '«2.5» no es claro: ¿2,5 o 25? Escriba los decimales con coma y los miles con punto.'],
    ['en', '2,5', '“2,5” is unclear: 2.5 or 25? Write decimals with a point and thousands with commas.'],
    ['es', '-0,125', 'Máximo 2 decimales, por ejemplo 1.250,5.'],
  ] as const)('never guesses (%s %p): says why under the amount and sends nothing', async (language, text, message) => {
    resetStores(language);
    logIn(asUser('AGRO'));
    const { calls, onClose } = show();
    const user = setupUser();
    await fillIn(user, amountInput(), text);
    await fillIn(user, costInput()!, '10000');
    await save(user);
    await waitFor(() => expect(errors()).toEqual([message]));
    expect(amountInput()).toHaveValue(text);
    expect(screen.queryByTestId('stock-preview')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('removes hundredths too: 10 − 0,25 Kg leaves 9,75 Kg', async () => {
    const { callsTo } = show();
    const user = setupUser();
    await fillIn(user, amountInput(), '-0,25');
    expect(screen.getByTestId('stock-new-amount')).toHaveTextContent('9,75 Kg');
    await save(user);
    await waitFor(() => expect(callsTo('POST', '/api/stock')).toHaveLength(1));
    expect(callsTo('POST', '/api/stock')[0].body).toEqual({ product: 'p1', amount: 9.75, previousAmount: 10, cost: null });
  });

  it('a removal hides and resets the cost, keeps the unit cost and sends no cost', async () => {
    const { callsTo, onClose } = show();
    const user = setupUser();
    await fillIn(user, amountInput(), '3');
    await fillIn(user, costInput()!, '9000');
    await fillIn(user, amountInput(), '-4');
    expect(costInput()).not.toBeInTheDocument();
    expect(screen.getByTestId('stock-new-amount')).toHaveTextContent('6 Kg');
    expect(screen.getByTestId('stock-new-unit-cost')).toHaveTextContent(pesos(5000));
    // Back to an addition: the cost typed before the removal is gone.
    await fillIn(user, amountInput(), '1');
    expect(costInput()).toHaveValue('');
    await fillIn(user, amountInput(), '-4');
    await save(user);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo('POST', '/api/stock')[0].body).toEqual({ product: 'p1', amount: 6, previousAmount: 10, cost: null });
  });

  it('refuses to remove more than the stock, before any request', async () => {
    const { calls, onClose } = show();
    const user = setupUser();
    await fillIn(user, amountInput(), '-12');
    expect(screen.getByTestId('stock-exceeds')).toHaveTextContent('No puede retirar más de lo que tiene: la existencia es 10 Kg.');
    expect(screen.queryByTestId('stock-new-amount')).not.toBeInTheDocument();
    await save(user);
    expect(calls).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  // 13 Un on hand, 5 reserved by a scheduled activity: 8 may go.
  const HELD = aProduct({ unitMeasure: 'Un', amount: 13, reserved: 5, stockValue: 65000 });

  it('shows on hand, reserved and available, and refuses a removal below what is reserved before any request', async () => {
    const { calls, onClose } = show(undefined, HELD);
    const user = setupUser();
    expect(screen.getByTestId('stock-current')).toHaveTextContent('13 Un');
    expect(screen.getByTestId('stock-reserved')).toHaveTextContent('5 Un');
    expect(screen.getByTestId('stock-available')).toHaveTextContent('8 Un');
    await fillIn(user, amountInput(), '-10');
    expect(screen.getByTestId('stock-exceeds')).toHaveTextContent(
      'Puede retirar como máximo 8 Un: 5 Un de los 13 Un están reservados para actividades programadas y solicitudes aceptadas.',
    );
    // No "new stock 3 Un" the server would then refuse.
    expect(screen.queryByTestId('stock-preview')).not.toBeInTheDocument();
    await save(user);
    expect(calls).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('removes what is available: 13 − 8 Un leaves 5 Un, none of it available', async () => {
    resetStores('en');
    logIn(asUser('AGRO'));
    const { callsTo, onClose } = show(undefined, HELD);
    const user = setupUser();
    await fillIn(user, amountInput(), '-9');
    expect(screen.getByTestId('stock-exceeds')).toHaveTextContent(
      'You can remove at most 8 Un: 5 Un of the 13 Un are reserved for scheduled activities and accepted requests.',
    );
    await fillIn(user, amountInput(), '-8');
    expect(screen.queryByTestId('stock-exceeds')).not.toBeInTheDocument();
    expect(screen.getByTestId('stock-new-amount')).toHaveTextContent('5 Un');
    expect(screen.getByTestId('stock-new-available')).toHaveTextContent('0 Un');
    await save(user);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo('POST', '/api/stock')[0].body).toEqual({ product: 'p1', amount: 5, previousAmount: 13, cost: null });
  });

  it('on a 409 shows the server message and the product the 409 carries, keeps the input to confirm anew, asks for nothing else', async () => {
    let attempts = 0;
    const fresh = aProduct({ amount: 12, stockValue: 60000 });
    const { calls, callsTo, onRefreshed, onClose } = show([
      {
        method: 'POST',
        path: '/api/stock',
        reply: (call) =>
          ++attempts === 1 ? { status: 409, body: fail('STOCK_CHANGED', STOCK_CHANGED, undefined, fresh) } : { status: 200, body: acceptStock(call) },
      },
    ]);
    const user = setupUser();
    await fillIn(user, amountInput(), '5');
    await fillIn(user, costInput()!, '40000');
    await save(user);

    expect(await screen.findByTestId('stock-error')).toHaveTextContent(STOCK_CHANGED);
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(0);
    expect(screen.getByTestId('stock-current')).toHaveTextContent('12 Kg');
    expect(onRefreshed).toHaveBeenCalledWith(fresh);
    expect(amountInput()).toHaveValue('5');
    expect(costInput()).toHaveValue('40.000');
    // (60.000 + 40.000) / 17 = 5.882,35…
    expect(screen.getByTestId('stock-new-amount')).toHaveTextContent('17 Kg');
    expect(screen.getByTestId('stock-new-unit-cost')).toHaveTextContent(pesos(5882));
    expect(onClose).not.toHaveBeenCalled();

    await save(user);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo('POST', '/api/stock')[1].body).toEqual({ product: 'p1', amount: 17, previousAmount: 12, cost: 40000 });
  });

  describe('lots', () => {
    const today = regionToday();
    // The Mango's 10 Kg in three lots, as the server lists them: the earliest expiry first.
    const SPOILED = aLot({ _id: 'l-old', code: 'MAN-20260301-01', expiresOn: addDays(today, -2), left: 2, amount: 2 });
    const SOON = aLot({ _id: 'l-soon', code: 'MAN-20260302-01', expiresOn: addDays(today, 3), left: 5, amount: 5, reserved: 1 });
    const LATER = aLot({ _id: 'l-later', code: 'MAN-20260305-01', expiresOn: null, left: 3, amount: 3 });
    const LOTS_URL = '/api/products/p1/lots?skip=0&limit=100';
    const withLots = (post: StubRoute['body'] | StubRoute['reply'] = acceptStock, asReply = false): StubRoute[] => [
      { path: LOTS_URL, body: page([SPOILED, SOON, LATER], 3) },
      asReply ? { method: 'POST', path: '/api/stock', reply: post as StubRoute['reply'] } : { method: 'POST', path: '/api/stock', body: post },
    ];
    const HELD = aProduct({ reserved: 1 });
    const lotAmount = (code: string) => screen.getByTestId(`stock-lot-amount-${code}`);

    it('an addition may name its lot’s code and expiry day, and sends them', async () => {
      const { callsTo, onClose } = show();
      const user = setupUser();
      await fillIn(user, amountInput(), '5');
      await fillIn(user, costInput()!, '40000');
      // Left blank, the code is made from the product's name and today.
      expect(
        screen.getByText(`El código del proveedor, si lo trae. En blanco se crea uno como MAN-${today.replace(/-/g, '')}-01.`),
      ).toBeInTheDocument();
      await fillIn(user, screen.getByTestId('stock-lot-code'), ' PROV-778/B ');
      await fillIn(user, screen.getByTestId('stock-expires-on'), addDays(today, 20));
      await save(user);
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(callsTo('POST', '/api/stock')[0].body).toEqual({
        product: 'p1',
        amount: 15,
        previousAmount: 10,
        cost: 40000,
        lotCode: 'PROV-778/B',
        expiresOn: addDays(today, 20),
      });
      // Only a removal reads the lots.
      expect(callsTo('GET', LOTS_URL)).toHaveLength(0);
    });

    it('refuses a lot code labels do not use and an expiry before today, under their fields, before any request', async () => {
      const { calls } = show();
      const user = setupUser();
      await fillIn(user, amountInput(), '5');
      await fillIn(user, costInput()!, '40000');
      await fillIn(user, screen.getByTestId('stock-lot-code'), 'lote #7');
      await fillIn(user, screen.getByTestId('stock-expires-on'), addDays(today, -1));
      await save(user);
      await waitFor(() => expect(errors()).toEqual(['Use letras, números y . _ / - (empiece con letra o número)', 'Elija hoy o un día posterior']));
      expect(calls).toHaveLength(0);
    });

    it('shows under the lot code the server’s refusal of one already taken', async () => {
      show([{ method: 'POST', path: '/api/stock', status: 400, body: fail('VALIDATION', 'Ya tiene un lote con el código PROV-1.', 'lotCode') }]);
      const user = setupUser();
      await fillIn(user, amountInput(), '5');
      await fillIn(user, costInput()!, '40000');
      await fillIn(user, screen.getByTestId('stock-lot-code'), 'PROV-1');
      await save(user);
      await waitFor(() => expect(errors()).toEqual(['Ya tiene un lote con el código PROV-1.']));
      expect(screen.queryByTestId('stock-error')).not.toBeInTheDocument();
    });

    it('a removal previews the lots that go, the expired first, and leaves the pick to the server', async () => {
      const { callsTo, onClose } = show(withLots(), HELD);
      const user = setupUser();
      await fillIn(user, amountInput(), '-5');
      const preview = await screen.findByTestId('stock-lots-preview');
      expect(preview).toHaveTextContent('Estos lotes saldrán: MAN-20260301-01 · 2 KgVencido, MAN-20260302-01 · 3 Kg');
      expect(within(preview).getAllByTestId('stock-lot-part')[0]).toHaveTextContent('Vencido');
      expect(preview).toHaveTextContent('Los lotes vencidos salen primero.');
      // Less than the expired lot holds: only it goes.
      await fillIn(user, amountInput(), '-1,5');
      expect(screen.getByTestId('stock-lots-preview')).toHaveTextContent('Estos lotes saldrán: MAN-20260301-01 · 1,5 Kg');
      // Read once, however the amount changes.
      expect(callsTo('GET', LOTS_URL)).toHaveLength(1);
      await save(user);
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(callsTo('POST', '/api/stock')[0].body).toEqual({ product: 'p1', amount: 8.5, previousAmount: 10, cost: null });
    });

    it('lets the person choose the lots, checks them as the server would, and sends the pick', async () => {
      const { calls, callsTo, onClose } = show(withLots(), HELD);
      const user = setupUser();
      await fillIn(user, amountInput(), '-4');
      await screen.findByTestId('stock-lots-preview');
      await user.click(screen.getByTestId('stock-choose-lots'));
      // It starts from the server's own pick.
      expect(lotAmount('MAN-20260301-01')).toHaveValue('2');
      expect(lotAmount('MAN-20260302-01')).toHaveValue('2');
      expect(lotAmount('MAN-20260305-01')).toHaveValue('');
      expect(screen.getByTestId('stock-chosen-total')).toHaveTextContent('Elegido: 4 Kg de 4 Kg');

      // The soon-expiring lot holds 4 Kg free (1 of its 5 is reserved).
      await fillIn(user, lotAmount('MAN-20260301-01'), '0');
      await fillIn(user, lotAmount('MAN-20260302-01'), '5');
      expect(await screen.findByText('Este lote tiene 4 Kg libres')).toHaveClass('ac-form-item__error');
      await fillIn(user, lotAmount('MAN-20260302-01'), '1');
      expect(screen.getByTestId('stock-chosen-total')).toHaveTextContent('Las cantidades de los lotes deben sumar 4 Kg: van 1 Kg.');
      await save(user);
      expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

      await fillIn(user, lotAmount('MAN-20260305-01'), '3');
      expect(screen.getByTestId('stock-chosen-total')).toHaveTextContent('Elegido: 4 Kg de 4 Kg');
      await save(user);
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(callsTo('POST', '/api/stock')[0].body).toEqual({
        product: 'p1',
        amount: 6,
        previousAmount: 10,
        cost: null,
        lots: [
          { lot: 'l-soon', amount: 1 },
          { lot: 'l-later', amount: 3 },
        ],
      });
    });

    it('shows the server’s refusal of one chosen lot under that lot', async () => {
      const refusal = () => ({ status: 400, body: fail('VALIDATION', 'El lote MAN-20260305-01 tiene 2 Kg libres.', 'lots.1.amount') });
      show(withLots(refusal, true), HELD);
      const user = setupUser();
      await fillIn(user, amountInput(), '-4');
      await screen.findByTestId('stock-lots-preview');
      await user.click(screen.getByTestId('stock-choose-lots'));
      await fillIn(user, lotAmount('MAN-20260301-01'), '0');
      await fillIn(user, lotAmount('MAN-20260302-01'), '1');
      await fillIn(user, lotAmount('MAN-20260305-01'), '3');
      await save(user);
      const message = await screen.findByText('El lote MAN-20260305-01 tiene 2 Kg libres.');
      expect(message).toHaveClass('ac-form-item__error');
      expect(screen.getByTestId('stock-lot-choice').contains(message)).toBe(true);
      expect(lotAmount('MAN-20260305-01').closest('.ac-form-item')).toContainElement(message);
    });

    it('speaks English', async () => {
      resetStores('en');
      logIn(asUser('AGRO'));
      show(withLots(), HELD);
      const user = setupUser();
      await fillIn(user, amountInput(), '-3');
      expect(await screen.findByTestId('stock-lots-preview')).toHaveTextContent(
        'These lots will go: MAN-20260301-01 · 2 KgExpired, MAN-20260302-01 · 1 Kg',
      );
      await user.click(screen.getByTestId('stock-choose-lots'));
      expect(screen.getByTestId('stock-chosen-total')).toHaveTextContent('Chosen: 3 Kg of 3 Kg');
    });
  });
});
