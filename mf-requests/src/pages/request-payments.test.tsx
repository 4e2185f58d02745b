import { configure, screen, waitFor, within } from '@testing-library/react';
import { addDays, regionToday } from '@agrocadena/contracts/core';
import { fail, fillIn, logIn, ok, renderPage, resetStores, setupUser } from '@agrocadena/shared-ui/src/testing';
import AcceptedRequestsToUserPage from './accepted-requests-to-user-page';
import AcceptedRequestsToOtherUserPage from './accepted-requests-to-other-user-page';
import { ME, request, serveRequests } from '../test/request-fixtures';

configure({ asyncUtilTimeout: 5000 });

const PAYMENT = '/api/requests/q1/payment';
const CREATED = '2026-11-20T15:00:00.000Z';
const accepted = (side: 'sent' | 'received', extra = {}) =>
  request(1, side, 'ACCEPTED', { agreedPrice: 90_000, amountAccepted: 20, createdAt: CREATED, ...extra });

const showReceived = () =>
  renderPage('/userRequests/received/onCourse', '/userRequests/received/onCourse', <AcceptedRequestsToUserPage />, ['/requestsOverview']);
const showSent = () =>
  renderPage('/userRequests/sent/onCourse', '/userRequests/sent/onCourse', <AcceptedRequestsToOtherUserPage />, ['/requestsOverview']);

describe('a request’s payment (docs/domain.md#payments)', () => {
  beforeEach(() => {
    resetStores('es');
    logIn(ME);
  });

  it('the provider sees what is to collect and records the day it was paid, from the request’s day up to today', async () => {
    const { callsTo } = serveRequests(
      'requestsAcceptedToMe',
      [accepted('received')],
      [{ method: 'POST', path: PAYMENT, body: ok(accepted('received', { paidOn: '2026-11-25' }), 'Pago registrado.') }],
    );
    const user = setupUser();
    showReceived();
    const row = within(await screen.findByTestId('request-row-q1'));
    expect(row.getByTestId('request-unpaid')).toHaveTextContent('Por cobrar');
    await user.click(row.getByTestId('request-payment'));

    const dialog = within(await screen.findByTestId('payment-dialog'));
    expect(dialog.getByTestId('payment-owed').textContent?.replace(/\s+/g, ' ')).toBe(
      'Tienda La Esquina le debe $ 90.000, el precio acordado. Registre el día en que le pagó: ambos lo verán en sus listas.',
    );
    const day = dialog.getByTestId('payment-day');
    expect(day).toHaveValue(regionToday());
    expect(day).toHaveAttribute('max', regionToday());
    expect(day).toHaveAttribute('min', '2026-11-20');

    await fillIn(user, day, addDays(regionToday(), 1));
    await user.click(screen.getByTestId('payment-confirm'));
    expect(await dialog.findByText('Elija hoy o un día anterior')).toBeInTheDocument();
    await fillIn(user, day, '2026-11-19');
    await user.click(screen.getByTestId('payment-confirm'));
    expect(await dialog.findByText('Elija el día de la solicitud (2026-11-20) o uno posterior')).toBeInTheDocument();
    expect(callsTo('POST', PAYMENT)).toHaveLength(0);

    await fillIn(user, day, '2026-11-25');
    await user.click(screen.getByTestId('payment-confirm'));
    await waitFor(() => expect(screen.queryByTestId('payment-dialog')).not.toBeInTheDocument());
    expect(callsTo('POST', PAYMENT)[0].body).toEqual({ paidOn: '2026-11-25' });
  });

  it('shows what the server refuses, and lets a recorded payment be undone', async () => {
    const paid = accepted('received', { paidOn: '2026-11-25' });
    const { callsTo } = serveRequests(
      'requestsAcceptedToMe',
      [paid],
      [
        { method: 'POST', path: PAYMENT, status: 409, body: fail('NOT_PAYABLE', 'Esta solicitud no tiene un precio acordado por cobrar.') },
        { method: 'DELETE', path: PAYMENT, body: ok(accepted('received'), 'Pago anulado: la solicitud queda por cobrar.') },
      ],
    );
    const user = setupUser();
    showReceived();
    const row = within(await screen.findByTestId('request-row-q1'));
    expect(row.getByTestId('request-paid')).toHaveTextContent('Pagada el 2026-11-25');
    await user.click(row.getByTestId('request-payment'));
    const dialog = within(await screen.findByTestId('payment-dialog'));
    expect(dialog.getByTestId('payment-day')).toHaveValue('2026-11-25');
    await user.click(screen.getByTestId('payment-confirm'));
    expect(await dialog.findByTestId('payment-error')).toHaveTextContent('Esta solicitud no tiene un precio acordado por cobrar.');

    await user.click(dialog.getByTestId('payment-undo'));
    await waitFor(() => expect(screen.queryByTestId('payment-dialog')).not.toBeInTheDocument());
    expect(callsTo('DELETE', PAYMENT)).toHaveLength(1);
  });

  it('the requester reads whether it paid, and records nothing (en)', async () => {
    resetStores('en');
    logIn(ME);
    serveRequests('requestsAcceptedToOthers', [accepted('sent'), request(2, 'sent', 'ACCEPTED', { agreedPrice: 45_000, paidOn: '2026-11-26' })]);
    showSent();
    const unpaid = within(await screen.findByTestId('request-row-q1'));
    expect(unpaid.getByTestId('request-unpaid')).toHaveTextContent('To pay');
    expect(unpaid.queryByTestId('request-payment')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('request-row-q2')).getByTestId('request-paid')).toHaveTextContent('Paid on 2026-11-26');
  });
});
