import { configure, screen, waitFor, within } from '@testing-library/react';
import { fail, logIn, ok, renderWithProviders, resetStores, setupUser, stubFetch } from '@agrocadena/shared-ui/src/testing';
import '../../../i18n/register';
import { ConfirmMoveDialog } from './confirm-move-dialog';
import { line, MANGO, ME, request, serviceRequest } from '../../../test/request-fixtures';

configure({ asyncUtilTimeout: 5000 });

const lotExpired = fail('LOT_EXPIRED', 'Estos lotes ya vencieron: PUL-20261101-01.', undefined, {
  lots: [
    { _id: 'lot-1', code: 'PUL-20261101-01', expiresOn: '2026-11-10' },
    { _id: 'lot-2', code: 'PUL-20261102-01', expiresOn: null },
  ],
});

describe('ConfirmMoveDialog', () => {
  it.each([
    ['completeProduct', 'completeProductRequest', request(1, 'received', 'ACCEPTED', { amountAccepted: 20 })],
    ['completeService', 'completeServiceRequest', serviceRequest(2, 'received', 'PENDING_DELIVERY')],
  ] as const)('hands over from expired lots only once the person confirms, sending the move again (%s)', async (action, path, moved) => {
    resetStores('en');
    logIn(ME);
    const { callsTo } = stubFetch([
      {
        method: 'POST',
        path: `/api/${path}`,
        reply: (call) =>
          (call.body as { takeExpired?: boolean }).takeExpired ? { status: 200, body: ok(moved) } : { status: 409, body: lotExpired },
      },
    ]);
    const onDone = jest.fn();
    const user = setupUser();
    renderWithProviders(<ConfirmMoveDialog action={action} request={moved} onClose={jest.fn()} onDone={onDone} />);
    await user.click(await screen.findByTestId(`${action}-request-confirm`));
    const dialog = await screen.findByTestId('expired-lots-dialog');
    expect(within(dialog).getByText('Expired lots')).toBeInTheDocument();
    expect(within(dialog).getByText('These lots have expired:')).toBeInTheDocument();
    const named = within(within(dialog).getByTestId('expired-lots-list')).getAllByRole('listitem');
    expect(named.map((item) => item.textContent)).toEqual(['PUL-20261101-01 · expired on 2026-11-10', 'PUL-20261102-01']);
    expect(screen.queryByTestId(`${action}-request-error`)).not.toBeInTheDocument();
    await user.click(within(dialog).getByTestId('expired-lots-confirm'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(callsTo('POST', `/api/${path}`).map((call) => call.body)).toEqual([{ requestId: moved._id }, { requestId: moved._id, takeExpired: true }]);
  });

  it("tells a carrier the owner's lots expired, asking nothing: only the owner can decide", async () => {
    resetStores('es');
    logIn(ME);
    const carried = request(4, 'received', 'ACCEPTED', {
      kind: 'TRANSPORT',
      service: { _id: 's2', name: 'Camión refrigerado', type: 'TRANSPORT', activityId: null, processId: null },
      products: [line(MANGO, 20)],
      wishDate: '2026-11-28T15:00:00.000Z',
    });
    const { callsTo } = stubFetch([
      {
        method: 'POST',
        path: '/api/startTransportRequest',
        status: 409,
        body: fail(
          'OWNER_LOT_EXPIRED',
          'Estos lotes de su dueño ya vencieron: MAN-20261101-01. Solo el dueño puede decidir sobre ellos.',
          undefined,
          {
            lots: [{ _id: 'lot-1', code: 'MAN-20261101-01', expiresOn: '2026-11-10' }],
          },
        ),
      },
    ]);
    const user = setupUser();
    renderWithProviders(<ConfirmMoveDialog action="startTransport" request={carried} onClose={jest.fn()} onDone={jest.fn()} />);
    await user.click(await screen.findByTestId('startTransport-request-confirm'));
    expect(await screen.findByTestId('startTransport-request-error')).toHaveTextContent('Solo el dueño puede decidir sobre ellos');
    expect(screen.queryByTestId('expired-lots-dialog')).not.toBeInTheDocument();
    expect(callsTo('POST', '/api/startTransportRequest')).toHaveLength(1);
  });

  it('shows any other refusal in the dialog, asking nothing', async () => {
    resetStores('es');
    logIn(ME);
    const moved = request(3, 'received', 'ACCEPTED', { amountAccepted: 20 });
    stubFetch([
      {
        method: 'POST',
        path: '/api/completeProductRequest',
        status: 409,
        body: fail('INVALID_REQUEST_TRANSITION', 'La solicitud ya cambió de estado', undefined, { state: 'CANCELLED' }),
      },
    ]);
    const user = setupUser();
    renderWithProviders(<ConfirmMoveDialog action="completeProduct" request={moved} onClose={jest.fn()} onDone={jest.fn()} />);
    await user.click(await screen.findByTestId('completeProduct-request-confirm'));
    expect(await screen.findByTestId('completeProduct-request-error')).toHaveTextContent('La solicitud ya cambió de estado');
    expect(screen.queryByTestId('expired-lots-dialog')).not.toBeInTheDocument();
  });
});
