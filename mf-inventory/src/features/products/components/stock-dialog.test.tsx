import '../../../i18n/register';
import { screen, waitFor } from '@testing-library/react';
import { formatCOP } from '@agrocadena/shared-ui';
import type { Product, StockChangeBody } from '@agrocadena/contracts';
import { fail, logIn, ok, renderPage, resetStores, setupUser, stubFetch, type StubRoute } from '@agrocadena/shared-ui/src/testing';
import { StockDialog } from './stock-dialog';
import { fillIn } from '@agrocadena/shared-ui/src/testing';
import { aMovement, aProduct, asUser } from '../../../test/products-fixtures';

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
});
