import { configure, screen, waitFor, within } from '@testing-library/react';
import { fillIn, logIn, renderPage, resetStores, setupUser } from '@agrocadena/shared-ui/src/testing';
import ActiveProductionOrdersPage from './active-production-orders-page';
import { ENTERPRISE_USER } from '../test/activity-fixtures';
import { listUrl, run } from '../test/run-fixtures';
import { nextActivityRoute, order, orderDetailRoute, orderId, serveOrders } from '../test/order-fixtures';

configure({ asyncUtilTimeout: 5000 });

const running = () => order(1, 'ACTIVE', run(1, 'IN_PROGRESS', { startedAt: '2026-03-10T15:00:00.000Z' }));
const outsourced = () => order(2, 'OUTSOURCED_STARTED', run(2, 'OUTSOURCED_STARTED', { startedAt: '2026-03-11T15:00:00.000Z' }));
const show = () =>
  renderPage('/activeProductionOrders', '/activeProductionOrders', <ActiveProductionOrdersPage />, ['/processesOverview', '/startActivity']);

describe('ActiveProductionOrdersPage', () => {
  beforeEach(() => {
    resetStores('es');
    logIn(ENTERPRISE_USER);
  });

  it('lists the orders with short id, process, current activity and start; outsourced ones only with their details', async () => {
    const { callsTo } = serveOrders('activeProductionOrders', [running(), outsourced()]);
    show();
    const row = await screen.findByTestId('order-row-ord01');
    expect(within(row).getByTestId('order-link-ord01')).toHaveTextContent('ord01');
    expect(row).toHaveTextContent('Proceso 1');
    expect(row).toHaveTextContent('Actividad 1');
    expect(row).toHaveTextContent('2026-03-10');
    for (const action of ['complete', 'pause', 'abort']) expect(within(row).getByTestId(`run-${action}`)).toBeInTheDocument();
    expect(within(row).queryByTestId('order-outsourced')).not.toBeInTheDocument();

    const other = screen.getByTestId('order-row-ord02');
    expect(within(other).getByTestId('order-outsourced')).toHaveTextContent('Tercerizada');
    expect(within(other).getByTestId('order-details')).toBeInTheDocument();
    expect(within(other).queryByTestId('run-complete')).not.toBeInTheDocument();
    expect(screen.getByTestId('runs-back')).toHaveAttribute('href', '/processesOverview');
    expect(screen.getByText('Órdenes de producción - activas')).toBeInTheDocument();
    expect(callsTo('GET', `${listUrl('activeProductionOrders')}?skip=0&limit=12`)).toHaveLength(1);
  });

  it('shows nothing to move on an order on hold, and its title in English', async () => {
    resetStores('en');
    logIn(ENTERPRISE_USER);
    serveOrders('activeProductionOrders', [order(3, 'ON_HOLD', run(3, 'COMPLETED'))]);
    show();
    const row = await screen.findByTestId('order-row-ord03');
    expect(within(row).queryByRole('button', { name: /complete|pause|abort|details/i })).not.toBeInTheDocument();
    expect(screen.getByText('Production orders - active')).toBeInTheDocument();
  });

  it('opens the order’s details from its short id: its activities in order with their runs, and its products', async () => {
    const current = running();
    const earlier = run(9, 'ABORTED', {
      activity: { _id: 'a0', name: 'Selección', estimatedDurationInHours: 1 },
      createdAt: '2026-03-01T12:00:00.000Z',
    });
    const again = run(8, 'COMPLETED', {
      activity: { _id: 'a0', name: 'Selección', estimatedDurationInHours: 1 },
      createdAt: '2026-03-02T12:00:00.000Z',
      startedAt: '2026-03-02T13:00:00.000Z',
      finishedAt: '2026-03-03T13:00:00.000Z',
    });
    const activities = [
      { _id: 'a0', name: 'Selección' },
      { _id: 'a1', name: 'Actividad 1' },
      { _id: 'a5', name: 'Empaque' },
    ];
    serveOrders('activeProductionOrders', [current], [orderDetailRoute(current, [earlier, again, current.currentActivity!], activities)]);
    const user = setupUser();
    show();
    await user.click(await screen.findByTestId('order-link-ord01'));
    const dialog = await screen.findByTestId('order-details-dialog');
    expect(dialog).toHaveTextContent('Orden de producción ord01');
    await waitFor(() => expect(within(dialog).getByTestId('order-steps')).toBeInTheDocument());
    expect(dialog).toHaveTextContent('Proceso 1');
    expect(dialog).toHaveTextContent('Activa');
    expect(within(dialog).getByTestId('order-step-1')).toHaveTextContent(/Selección · Completada.*2026-03-02.*2026-03-03/);
    expect(within(dialog).getByTestId('order-step-2')).toHaveTextContent(/Actividad 1 · En ejecución.*2026-03-10/);
    expect(within(dialog).getByTestId('order-step-3')).toHaveTextContent('Empaque · Sin ejecutar');
    expect(within(dialog).getByTestId('order-expected-products')).toHaveTextContent('Pulpa de mango: 60 Kg');
    expect(within(dialog).getByTestId('order-needed-products')).toHaveTextContent('Jugo de mango: 20 Kg');
  });

  it('completes the current activity and then asks for the order’s next one, which starts in the wizard', async () => {
    const { callsTo } = serveOrders('activeProductionOrders', [running()], [nextActivityRoute(orderId(1), { _id: 'a5', name: 'Empaque' })]);
    const user = setupUser();
    show();
    await user.click(within(await screen.findByTestId('order-row-ord01')).getByTestId('run-complete'));
    await fillIn(user, await screen.findByTestId('finished-Pulpa de mango'), '50');
    await user.click(screen.getByTestId('complete-run-confirm'));
    const next = await screen.findByTestId('next-activity-dialog');
    expect(callsTo('POST', '/api/completeActivity')[0].body).toEqual({
      executedActivityId: 'r1',
      completedProducts: [{ product: 'p-pulpa', amount: 50 }],
      finalCost: 150_000,
    });
    expect(await within(next).findByText('Siguiente actividad: Empaque')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('complete-run-dialog')).not.toBeInTheDocument());
    await user.click(within(next).getByTestId('next-activity-start'));
    expect(await screen.findByTestId('start-activity-page')).toHaveTextContent(`/startActivity?activityId=a5&productionOrder=${orderId(1)}`);
  });

  it('pauses and aborts through the order’s current run', async () => {
    const { callsTo } = serveOrders('activeProductionOrders', [running()]);
    const user = setupUser();
    show();
    await user.click(within(await screen.findByTestId('order-row-ord01')).getByTestId('run-pause'));
    expect(await screen.findByTestId('pause-run-dialog')).toHaveTextContent('Pausar «Actividad 1»');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(screen.getByTestId('run-abort'));
    await fillIn(user, await screen.findByTestId('run-reason'), 'Granizo');
    await fillIn(user, screen.getByTestId('run-final-cost'), '155000');
    await user.click(screen.getByTestId('abort-run-confirm'));
    await waitFor(() =>
      expect(callsTo('POST', '/api/abortActivity').map((call) => call.body)).toEqual([
        { executedActivityId: 'r1', reason: 'Granizo', finalCost: 155_000 },
      ]),
    );
  });
});
