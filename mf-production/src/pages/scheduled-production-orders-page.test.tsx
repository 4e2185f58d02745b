import { configure, screen, waitFor, within } from '@testing-library/react';
import { fail, fillIn, logIn, ok, renderPage, resetStores, setupUser } from '@agrocadena/shared-ui/src/testing';
import ScheduledProductionOrdersPage from './scheduled-production-orders-page';
import { ENTERPRISE_USER } from '../test/activity-fixtures';
import { listUrl, outsourcedRun, run } from '../test/run-fixtures';
import { order, serveOrders } from '../test/order-fixtures';

configure({ asyncUtilTimeout: 5000 });

const scheduled = (n: number) => order(n, 'SCHEDULED', run(n, 'SCHEDULED', { scheduleTime: `2026-03-1${n}T00:00:00.000Z` }));
const show = () => renderPage('/scheduledProductionOrders', '/scheduledProductionOrders', <ScheduledProductionOrdersPage />, ['/processesOverview']);

describe('ScheduledProductionOrdersPage', () => {
  beforeEach(() => {
    resetStores('es');
    logIn(ENTERPRISE_USER);
  });

  it('lists the scheduled orders numbered, with process, scheduled day and the activity scheduled (first or next), to start or abort', async () => {
    const { callsTo } = serveOrders('scheduledProductionOrders', [scheduled(1), scheduled(2)]);
    show();
    const first = await screen.findByTestId('order-row-ord01');
    expect(first).toHaveTextContent(/^1Proceso 12026-03-11.*Actividad 1/);
    expect(screen.getByTestId('order-row-ord02')).toHaveTextContent(/^2Proceso 22026-03-12.*Actividad 2/);
    expect(screen.getAllByText('Actividad programada').length).toBeGreaterThan(0);
    expect(within(first).getByTestId('run-start')).toBeInTheDocument();
    expect(within(first).getByTestId('run-abort')).toBeInTheDocument();
    expect(within(first).queryByTestId('run-pause')).not.toBeInTheDocument();
    expect(screen.getByTestId('runs-back')).toHaveAttribute('href', '/processesOverview');
    expect(callsTo('GET', `${listUrl('scheduledProductionOrders')}?skip=0&limit=12`)).toHaveLength(1);
  });

  it('starts an order after asking: its first run starts', async () => {
    const { callsTo } = serveOrders('scheduledProductionOrders', [scheduled(1)]);
    const user = setupUser();
    show();
    await user.click(within(await screen.findByTestId('order-row-ord01')).getByTestId('run-start'));
    const dialog = await screen.findByTestId('start-order-dialog');
    expect(dialog).toHaveTextContent('¿Desea iniciar ahora la orden de producción de «Proceso 1» con su actividad «Actividad 1»?');
    expect(callsTo('POST', '/api/startActivity')).toHaveLength(0);
    await user.click(screen.getByTestId('start-order-confirm'));
    await waitFor(() => expect(callsTo('POST', '/api/startActivity')).toHaveLength(1));
    expect(callsTo('POST', '/api/startActivity')[0].body).toEqual({ executedActivityId: 'r1' });
    await waitFor(() => expect(screen.queryByTestId('start-order-dialog')).not.toBeInTheDocument());
  });

  it('keeps the dialog open with the server’s message when the stock is short', async () => {
    const short = fail('NOT_ENOUGH_PRODUCTS', 'No tiene suficiente Azúcar', undefined, { status: null, shortages: [] });
    serveOrders('scheduledProductionOrders', [scheduled(1)], [{ method: 'POST', path: '/api/startActivity', status: 409, body: short }]);
    const user = setupUser();
    show();
    await user.click(within(await screen.findByTestId('order-row-ord01')).getByTestId('run-start'));
    await user.click(await screen.findByTestId('start-order-confirm'));
    expect(await screen.findByTestId('start-order-error')).toHaveTextContent('No tiene suficiente Azúcar');
    expect(screen.getByTestId('start-order-dialog')).toBeInTheDocument();
  });

  it('deletes an order by aborting its scheduled run: a reason, no final cost', async () => {
    const { callsTo } = serveOrders('scheduledProductionOrders', [scheduled(1)]);
    const user = setupUser();
    show();
    await user.click(within(await screen.findByTestId('order-row-ord01')).getByTestId('run-abort'));
    const dialog = await screen.findByTestId('abort-run-dialog');
    expect(dialog).toHaveTextContent('La reserva de sus insumos se libera');
    expect(within(dialog).queryByTestId('run-final-cost')).not.toBeInTheDocument();
    await fillIn(user, screen.getByTestId('run-reason'), 'Pedido cancelado');
    await user.click(screen.getByTestId('abort-run-confirm'));
    await waitFor(() =>
      expect(callsTo('POST', '/api/abortActivity').map((call) => call.body)).toEqual([
        { executedActivityId: 'r1', reason: 'Pedido cancelado', finalCost: 0 },
      ]),
    );
  });

  it('shows an order outsourced from its start with its label, its run’s details and its request’s cancellation', async () => {
    const { callsTo } = serveOrders(
      'scheduledProductionOrders',
      [order(3, 'SCHEDULED', outsourcedRun(3, 'OUTSOURCED'))],
      [{ method: 'POST', path: '/api/cancelRequest', body: ok({ _id: 'q3', state: 'CANCELLED' }) }],
    );
    const user = setupUser();
    show();
    const row = await screen.findByTestId('order-row-ord03');
    expect(within(row).getByTestId('run-outsourced')).toHaveTextContent('Tercerizada');
    expect(within(row).getByTestId('run-details')).toBeInTheDocument();
    expect(within(row).queryByTestId('run-start')).not.toBeInTheDocument();
    await user.click(within(row).getByTestId('run-cancel-request'));
    await user.click(await screen.findByTestId('cancel-request-confirm'));
    await waitFor(() => expect(callsTo('POST', '/api/cancelRequest')[0]?.body).toEqual({ requestId: 'q3' }));
  });
});
