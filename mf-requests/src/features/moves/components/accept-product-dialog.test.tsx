import { configure, screen, waitFor, within } from '@testing-library/react';
import type { Lot } from '@agrocadena/contracts';
import {
  fail,
  fillIn,
  logIn,
  ok,
  renderWithProviders,
  resetStores,
  setupUser,
  stubFetch,
  type RecordedCall,
} from '@agrocadena/shared-ui/src/testing';
import '../../../i18n/register';
import { AcceptProductDialog } from './accept-product-dialog';
import { ME, request } from '../../../test/request-fixtures';
import { LONG_AGO, lot, lotsPage } from '../../../test/lot-fixtures';

configure({ asyncUtilTimeout: 5000 });

/** 20 Kg of mango asked; the product has 60 Kg, none reserved. */
const ASKED = request(1, 'received', 'PENDING');
const SOON = lot('MAN-20261120-01', { expiresOn: '2099-01-10', left: 5 });
const LATER = lot('MAN-20261121-01', { expiresOn: '2099-02-01', left: 20, reserved: 2 });
const NO_EXPIRY = lot('MAN-20261122-01', { left: 30 });
const EXPIRED = lot('MAN-20200110-01', { expiresOn: LONG_AGO, left: 4 });

const LOT_EXPIRED = (lots: Lot[]) =>
  fail('LOT_EXPIRED', 'Estos lotes ya vencieron', undefined, {
    lots: lots.map((one) => ({ _id: one._id, code: one.code, expiresOn: one.expiresOn })),
  });

/** The dialog on request q1 with the product's `lots`; the accept answered by `reply` (accepted by default). */
function show(lots: Lot[], reply?: (call: RecordedCall) => { status: number; body: unknown }) {
  const stub = stubFetch([
    { path: '/api/products/p-mango', body: ok({ _id: 'p-mango', name: 'Mango Tommy', unitMeasure: 'Kg', amount: 60, reserved: 2 }) },
    { path: '/api/products/p-mango/lots?skip=0&limit=100', body: lotsPage(lots) },
    { method: 'POST', path: '/api/acceptProductRequest', reply: reply ?? (() => ({ status: 200, body: ok(ASKED) })) },
  ]);
  const onDone = jest.fn();
  renderWithProviders(<AcceptProductDialog request={ASKED} onClose={jest.fn()} onDone={onDone} />);
  return { ...stub, onDone, accepted: () => stub.callsTo('POST', '/api/acceptProductRequest').map((call) => call.body) };
}

describe('AcceptProductDialog', () => {
  beforeEach(() => {
    resetStores('es');
    logIn(ME);
  });

  it('shows which lots the amount leaves, first-expiring-first and within what is free of each, as it changes', async () => {
    const { accepted, onDone } = show([SOON, LATER, NO_EXPIRY]);
    const user = setupUser();
    const preview = await screen.findByTestId('accept-lots-preview');
    expect(preview).toHaveTextContent('Saldrán: MAN-20261120-01 · 5 Kg, MAN-20261121-01 · 15 Kg');
    await fillIn(user, screen.getByTestId('accept-amount'), '27,5');
    await waitFor(() =>
      expect(screen.getByTestId('accept-lots-preview')).toHaveTextContent(
        'Saldrán: MAN-20261120-01 · 5 Kg, MAN-20261121-01 · 18 Kg, MAN-20261122-01 · 4,5 Kg',
      ),
    );
    expect(screen.queryByTestId('accept-lots-expired')).not.toBeInTheDocument();
    await fillIn(user, screen.getByTestId('accept-amount'), '20');
    await user.click(screen.getByTestId('accept-product-confirm'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    // The server picks the same lots itself: nothing chosen is sent.
    expect(accepted()).toEqual([{ requestId: 'q1', amountAccepted: 20 }]);
  });

  it.each([
    [
      'es',
      'Saldrán: MAN-20261120-01 · 5 Kg, MAN-20200110-01 · 3 Kg Vencido',
      'MAN-20200110-01 · venció el 2020-01-15',
      '¿Usarlos de todos modos? Quedará registrado.',
    ],
    [
      'en',
      'Will leave: MAN-20261120-01 · 5 Kg, MAN-20200110-01 · 3 Kg Expired',
      'MAN-20200110-01 · expired on 2020-01-15',
      'Use them anyway? It will be recorded.',
    ],
  ] as const)(
    'asks before holding expired lots, naming them with their day, and accepts again taking them (%s)',
    async (lang, leaving, named, question) => {
      resetStores(lang);
      logIn(ME);
      const { accepted, onDone } = show([SOON, EXPIRED], (call) =>
        (call.body as { takeExpired?: boolean }).takeExpired ? { status: 200, body: ok(ASKED) } : { status: 409, body: LOT_EXPIRED([EXPIRED]) },
      );
      const user = setupUser();
      await fillIn(user, await screen.findByTestId('accept-amount'), '8');
      await waitFor(() => expect(screen.getByTestId('accept-lots-preview')).toHaveTextContent(leaving));
      expect(screen.getByTestId('accept-lots-expired')).toBeInTheDocument();

      await user.click(screen.getByTestId('accept-product-confirm'));
      const dialog = await screen.findByTestId('expired-lots-dialog');
      expect(within(dialog).getByTestId('expired-lots-list')).toHaveTextContent(named);
      expect(within(dialog).getByTestId('expired-lots-question')).toHaveTextContent(question);
      // The refusal is the question, not an error.
      expect(screen.queryByTestId('accept-product-error')).not.toBeInTheDocument();
      await user.click(within(dialog).getByTestId('expired-lots-confirm'));
      await waitFor(() => expect(onDone).toHaveBeenCalled());
      expect(accepted()).toEqual([
        { requestId: 'q1', amountAccepted: 8 },
        { requestId: 'q1', amountAccepted: 8, takeExpired: true },
      ]);
    },
  );

  it('sends nothing more when the expired lots are not to go, and the dialog stays', async () => {
    const { accepted, onDone } = show([SOON, EXPIRED], () => ({ status: 409, body: LOT_EXPIRED([EXPIRED]) }));
    const user = setupUser();
    await fillIn(user, await screen.findByTestId('accept-amount'), '8');
    await user.click(screen.getByTestId('accept-product-confirm'));
    await user.click(await screen.findByTestId('expired-lots-back'));
    await waitFor(() => expect(screen.queryByTestId('expired-lots-dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('accept-product-dialog')).toBeInTheDocument();
    expect(accepted()).toHaveLength(1);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('lets the person choose how much of each lot, which must add up to the amount, and shows the server’s refusal under the lot', async () => {
    const answers = [
      { status: 400, body: fail('VALIDATION', 'La cantidad de lotes supera lo disponible del lote (18).', 'lots.1.amount') },
      { status: 200, body: ok(ASKED) },
    ];
    const { accepted, onDone } = show([SOON, LATER, NO_EXPIRY], () => answers.shift() as { status: number; body: unknown });
    const user = setupUser();
    await screen.findByTestId('accept-lots-preview');
    await user.click(screen.getByTestId('accept-choose-lots'));
    // Choosing starts from the lots the amount would leave on its own.
    const soon = await screen.findByTestId('accept-lot-MAN-20261120-01');
    expect(soon).toHaveValue('5');
    expect(screen.getByTestId('accept-lot-MAN-20261121-01')).toHaveValue('15');
    expect(screen.getByTestId('accept-lot-MAN-20261122-01')).toHaveValue('');
    expect(screen.getByTestId('accept-lots')).toHaveTextContent('MAN-20261121-01 · vence el 2099-02-01 · libre 18 Kg');
    expect(screen.getByTestId('accept-lots')).toHaveTextContent('MAN-20261122-01 · sin vencimiento · libre 30 Kg');
    expect(screen.queryByTestId('accept-lots-preview')).not.toBeInTheDocument();

    await fillIn(user, soon, '0');
    await fillIn(user, screen.getByTestId('accept-lot-MAN-20261122-01'), '4');
    await user.click(screen.getByTestId('accept-product-confirm'));
    expect(await screen.findByTestId('accept-lots-error')).toHaveTextContent('Los lotes suman 19 Kg; deben sumar 20 Kg.');
    expect(accepted()).toHaveLength(0);

    await fillIn(user, screen.getByTestId('accept-lot-MAN-20261122-01'), '5');
    expect(screen.queryByTestId('accept-lots-error')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('accept-product-confirm'));
    // The second lot sent is the lot without expiry: the refusal goes under it.
    expect(await screen.findByText('La cantidad de lotes supera lo disponible del lote (18).')).toBeInTheDocument();
    const field = screen.getByTestId('accept-lot-MAN-20261122-01').closest('.ac-form-item');
    expect(field).toHaveTextContent('La cantidad de lotes supera lo disponible del lote (18).');
    expect(screen.queryByTestId('accept-product-error')).not.toBeInTheDocument();
    expect(accepted()[0]).toEqual({
      requestId: 'q1',
      amountAccepted: 20,
      lots: [
        { lot: LATER._id, amount: 15 },
        { lot: NO_EXPIRY._id, amount: 5 },
      ],
    });

    await user.click(screen.getByTestId('accept-product-confirm'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('refuses before sending more of a lot than is free of it', async () => {
    const { accepted } = show([SOON, LATER]);
    const user = setupUser();
    await screen.findByTestId('accept-lots-preview');
    await user.click(screen.getByTestId('accept-choose-lots'));
    await fillIn(user, await screen.findByTestId('accept-lot-MAN-20261120-01'), '6');
    expect(await screen.findByText('Como máximo lo libre del lote: 5 Kg')).toBeInTheDocument();
    await user.click(screen.getByTestId('accept-product-confirm'));
    expect(await screen.findByTestId('accept-product-error')).toHaveTextContent('Complete los campos obligatorios');
    expect(accepted()).toHaveLength(0);
  });
});
