import { configure, screen, waitFor, within } from '@testing-library/react';
import { fillIn, logIn, renderPage, resetStores, setupUser } from '@agrocadena/shared-ui/src/testing';
import PausedProductionOrdersPage from './paused-production-orders-page';
import { ENTERPRISE_USER } from '../test/activity-fixtures';
import { listUrl, run } from '../test/run-fixtures';
import { nextActivityRoute, order, orderId, serveOrders } from '../test/order-fixtures';

configure({ asyncUtilTimeout: 5000 });

const paused = () => order(1, 'PAUSED', run(1, 'PAUSED', { pausedAt: '2026-03-10T15:00:00.000Z', pauseReason: 'Lluvia' }));
const onHold = () => order(2, 'ON_HOLD', run(2, 'COMPLETED', { finishedAt: '2026-03-11T15:00:00.000Z' }));
const show = () =>
  renderPage('/pausedProductionOrders', '/pausedProductionOrders', <PausedProductionOrdersPage />, ['/processesOverview', '/startActivity']);

describe('PausedProductionOrdersPage', () => {
  beforeEach(() => {
    resetStores('es');
    logIn(ENTERPRISE_USER);
  });

  it('lists paused orders with since when and why, and those on hold waiting for their next activity', async () => {
    serveOrders('pausedProductionOrders', [paused(), onHold()]);
    show();
    const first = await screen.findByTestId('order-row-ord01');
    expect(first).toHaveTextContent(/^1Proceso 12026-03-10.*Lluvia/);
    expect(within(first).getByTestId('order-resume')).toHaveAccessibleName('Reanudar');
    const second = screen.getByTestId('order-row-ord02');
    expect(second).toHaveTextContent(/^2Proceso 22026-03-11.*Esperando la siguiente actividad/);
    expect(within(second).getByTestId('order-next')).toHaveAccessibleName('Continuar con la siguiente actividad');
    expect(screen.getByTestId('runs-back')).toHaveAttribute('href', '/processesOverview');
  });

  it('says an order on hold waits for its next activity, in English too', async () => {
    resetStores('en');
    logIn(ENTERPRISE_USER);
    serveOrders('pausedProductionOrders', [onHold()]);
    show();
    expect(await screen.findByTestId('order-row-ord02')).toHaveTextContent('Waiting for next activity');
  });

  it('resumes a paused order’s run, asking first', async () => {
    const { callsTo } = serveOrders('pausedProductionOrders', [paused()]);
    const user = setupUser();
    show();
    await user.click(within(await screen.findByTestId('order-row-ord01')).getByTestId('order-resume'));
    expect(await screen.findByTestId('resume-run-dialog')).toHaveTextContent('Reanudar «Actividad 1»');
    await fillIn(user, screen.getByTestId('run-extra-cost'), '5000');
    await user.click(screen.getByTestId('resume-run-confirm'));
    await user.click(await screen.findByTestId('resume-run-confirm'));
    await waitFor(() =>
      expect(callsTo('POST', '/api/restartActivity')).toEqual([expect.objectContaining({ body: { executedActivityId: 'r1', extraCosts: 5000 } })]),
    );
  });

  it('goes on with an order on hold: its next activity starts in the wizard', async () => {
    serveOrders('pausedProductionOrders', [onHold()], [nextActivityRoute(orderId(2), { _id: 'a7', name: 'Empaque' })]);
    const user = setupUser();
    show();
    await user.click(within(await screen.findByTestId('order-row-ord02')).getByTestId('order-next'));
    await user.click(await screen.findByTestId('next-activity-start'));
    expect(await screen.findByTestId('start-activity-page')).toHaveTextContent(`/startActivity?activityId=a7&productionOrder=${orderId(2)}`);
  });

  it('says when the process has finished, and reads the list again', async () => {
    const { callsTo } = serveOrders('pausedProductionOrders', [onHold()], [nextActivityRoute(orderId(2), null)]);
    const user = setupUser();
    show();
    await user.click(within(await screen.findByTestId('order-row-ord02')).getByTestId('order-next'));
    expect(await screen.findByTestId('process-finished')).toHaveTextContent('El proceso terminó: no hay más actividades');
    expect(screen.queryByTestId('next-activity-start')).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo('GET', `${listUrl('pausedProductionOrders')}?skip=0&limit=12`)).toHaveLength(2));
  });
});
