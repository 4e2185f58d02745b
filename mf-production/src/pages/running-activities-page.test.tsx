import { configure, screen, waitFor, within } from '@testing-library/react';
import { fail, fillIn, logIn, ok, renderPage, resetStores, setupUser } from '@agrocadena/shared-ui/src/testing';
import RunningActivitiesPage from './running-activities-page';
import { ENTERPRISE_USER } from '../test/activity-fixtures';
import { outsourcedRun, run, serveRuns } from '../test/run-fixtures';
import { nextActivityRoute, order, orderDetailRoute, orderId } from '../test/order-fixtures';
import { productionRequest } from '../test/request-fixtures';
import { withLocation } from '../test/location-probe';
import { todayDate } from '@agrocadena/shared-ui';

configure({ asyncUtilTimeout: 5000 });

const running = () =>
  run(1, 'IN_PROGRESS', { startedAt: new Date(Date.now() - 3 * 3600_000).toISOString(), estimatedFinishingDate: '2026-03-12T12:00:00.000Z' });
const show = (url = '/runningActivities') =>
  renderPage('/runningActivities', url, withLocation(<RunningActivitiesPage />), ['/activitiesOverview', '/startActivity', '/requestTransport']);
const open = async (user: ReturnType<typeof setupUser>, action: string) =>
  user.click(within(await screen.findByTestId('run-row-Actividad 1')).getByTestId(`run-${action}`));
/** Completes the run with 2 Kg of juice made and nothing more. */
async function completeWithJuice(user: ReturnType<typeof setupUser>) {
  await open(user, 'complete');
  await fillIn(user, await screen.findByTestId('finished-Jugo de mango'), '2');
  await user.click(screen.getByTestId('complete-run-confirm'));
}

describe('RunningActivitiesPage', () => {
  beforeEach(() => {
    resetStores('es');
    logIn(ENTERPRISE_USER);
  });

  it('lists the running runs with the time since their start, their estimated end and pause, complete, abort', async () => {
    serveRuns('activeActivities', [running()]);
    show();
    const row = await screen.findByTestId('run-row-Actividad 1');
    expect(row).toHaveTextContent('hace 3 horas');
    expect(row).toHaveTextContent('2026-03-12');
    expect(row).toHaveTextContent('—');
    for (const action of ['pause', 'complete', 'abort']) expect(within(row).getByTestId(`run-${action}`)).toBeInTheDocument();
    expect(within(row).queryByTestId('run-start')).not.toBeInTheDocument();
  });

  it('tells two runs of one activity apart by the customer and request each is carried out for', async () => {
    const forShop = (n: number, name: string, request: string) =>
      run(n, 'IN_PROGRESS', { activity: running().activity, customer: { _id: `c${n}`, firstName: name, enterpriseName: null }, request });
    serveRuns('activeActivities', [forShop(1, 'Tienda La 72', 'req-0000-aaaaa'), forShop(2, 'Kiosko El Prado', 'req-0000-bbbbb'), running()]);
    show();
    await screen.findAllByTestId('run-row-Actividad 1');
    expect(screen.getByRole('columnheader', { name: 'Cliente' })).toBeInTheDocument();
    const customers = screen.getAllByTestId('run-customer-cell').map((cell) => cell.textContent);
    expect(customers).toEqual(['Tienda La 72 · solicitud aaaaa', 'Kiosko El Prado · solicitud bbbbb']);
  });

  it('says there is nothing to show, in English too', async () => {
    resetStores('en');
    logIn(ENTERPRISE_USER);
    serveRuns('activeActivities', []);
    show();
    expect(await screen.findByTestId('runs-empty')).toHaveTextContent('There is nothing to show');
  });

  it('completes with what really came out, above or below the expected amounts, each shown against it; final cost = running cost + extra', async () => {
    const { callsTo } = serveRuns('activeActivities', [running()]);
    const user = setupUser();
    show();
    await open(user, 'complete');
    const dialog = await screen.findByTestId('complete-run-dialog');
    expect(within(dialog).getByTestId('run-running-cost')).toHaveTextContent(/150\.000/);
    expect(within(dialog).queryByTestId('run-yields')).not.toBeInTheDocument();
    await fillIn(user, within(dialog).getByTestId('finished-Pulpa de mango'), '61');
    await user.tab();
    // Kept as typed: real yields vary.
    expect(within(dialog).getByTestId('finished-Pulpa de mango')).toHaveValue('61');
    expect(within(dialog).getByTestId('yield-Pulpa de mango')).toHaveTextContent('Pulpa de mango60 Kg61 Kg+1 Kg101,7 %');
    await fillIn(user, within(dialog).getByTestId('finished-Jugo de mango'), '19,5');
    await user.tab();
    expect(within(dialog).getByTestId('finished-Jugo de mango')).toHaveValue('19,5');
    expect(within(dialog).getByTestId('yield-Jugo de mango')).toHaveTextContent('Jugo de mango20 Kg19,5 Kg−0,5 Kg97,5 %');
    expect(within(dialog).getByTestId('run-yields')).toHaveTextContent('ProductoEsperadoRealDiferenciaRendimiento');
    await fillIn(user, within(dialog).getByTestId('run-extra-cost'), '25000');
    expect(within(dialog).getByTestId('run-final-cost')).toHaveTextContent(/175\.000/);
    await fillIn(user, within(dialog).getByTestId('run-note'), 'Buen lote');
    await user.click(screen.getByTestId('complete-run-confirm'));
    await waitFor(() => expect(callsTo('POST', '/api/completeActivity')).toHaveLength(1));
    expect(callsTo('POST', '/api/completeActivity')[0].body).toEqual({
      executedActivityId: 'r1',
      completedProducts: [
        { product: 'p-pulpa', amount: 61 },
        { product: 'p-jugo', amount: 19.5 },
      ],
      finalCost: 175_000,
      note: 'Buen lote',
    });
  });

  it('shows each output against the expected one in English too', async () => {
    resetStores('en');
    logIn(ENTERPRISE_USER);
    serveRuns('activeActivities', [running()]);
    const user = setupUser();
    show();
    await open(user, 'complete');
    await fillIn(user, await screen.findByTestId('finished-Jugo de mango'), '20.5');
    expect(await screen.findByTestId('yield-Jugo de mango')).toHaveTextContent('Jugo de mango20 Kg20.5 Kg+0.5 Kg102.5 %');
    expect(screen.getByTestId('run-yields')).toHaveTextContent('ProductExpectedActualDifferenceYield');
  });

  it('completes a step of a production order and then asks for the order’s next activity', async () => {
    const step = run(1, 'IN_PROGRESS', { productionOrder: orderId(1) });
    const { callsTo } = serveRuns('activeActivities', [step], [nextActivityRoute(orderId(1), { _id: 'a2', name: 'Despulpado' })]);
    const user = setupUser();
    show();
    await completeWithJuice(user);
    const next = await screen.findByTestId('next-activity-dialog');
    expect(callsTo('POST', '/api/completeActivity')).toHaveLength(1);
    expect(await within(next).findByText('Siguiente actividad: Despulpado')).toBeInTheDocument();
    await user.click(within(next).getByTestId('next-activity-start'));
    expect(await screen.findByTestId('start-activity-page')).toHaveTextContent(`/startActivity?activityId=a2&productionOrder=${orderId(1)}`);
  });

  it('completes a run of no order without asking for a next activity', async () => {
    const { callsTo } = serveRuns('activeActivities', [running()]);
    const user = setupUser();
    show();
    await completeWithJuice(user);
    await waitFor(() => expect(screen.queryByTestId('complete-run-dialog')).not.toBeInTheDocument());
    expect(screen.queryByTestId('next-activity-dialog')).not.toBeInTheDocument();
    expect(callsTo('GET', `/api/productionOrder/${orderId(1)}/nextActivity`)).toHaveLength(0);
  });

  it('opens the details of a run’s production order from its short id', async () => {
    const step = run(1, 'IN_PROGRESS', { productionOrder: orderId(1) });
    const base = order(1, 'ACTIVE', step);
    serveRuns('activeActivities', [step], [orderDetailRoute(base, [step], [{ _id: 'a1', name: 'Actividad 1' }])]);
    const user = setupUser();
    show();
    await user.click(await screen.findByTestId('order-link-ord01'));
    const dialog = await screen.findByTestId('order-details-dialog');
    await waitFor(() => expect(within(dialog).getByTestId('order-step-1')).toHaveTextContent('Actividad 1 · En ejecución'));
    expect(dialog).toHaveTextContent('Proceso 1');
  });

  it('completes only with at least one product, and keeps the dialog open with the server’s refusal', async () => {
    const refused = fail('INVALID_TRANSITION', 'La actividad ya no está en ejecución', undefined, { status: 'PAUSED', shortages: [] });
    const { callsTo } = serveRuns('activeActivities', [running()], [{ method: 'POST', path: '/api/completeActivity', status: 409, body: refused }]);
    const user = setupUser();
    show();
    await open(user, 'complete');
    await user.click(await screen.findByTestId('complete-run-confirm'));
    expect(await screen.findByTestId('complete-run-error')).toHaveTextContent('Complete los campos obligatorios');
    expect(callsTo('POST', '/api/completeActivity')).toHaveLength(0);
    await fillIn(user, screen.getByTestId('finished-Jugo de mango'), '4');
    await user.click(screen.getByTestId('complete-run-confirm'));
    expect(await screen.findByText('La actividad ya no está en ejecución')).toBeInTheDocument();
    expect(screen.getByTestId('complete-run-dialog')).toBeInTheDocument();
    expect(callsTo('POST', '/api/completeActivity')[0].body).toEqual({
      executedActivityId: 'r1',
      completedProducts: [{ product: 'p-jugo', amount: 4 }],
      finalCost: 150_000,
    });
  });

  it('aborts only with a reason and a final cost', async () => {
    const { callsTo } = serveRuns('activeActivities', [running()]);
    const user = setupUser();
    show();
    await open(user, 'abort');
    await fillIn(user, await screen.findByTestId('run-final-cost'), '160000');
    await user.click(screen.getByTestId('abort-run-confirm'));
    expect(await screen.findByTestId('abort-run-error')).toHaveTextContent('Complete los campos obligatorios');
    await waitFor(() => expect(screen.getByTestId('run-reason').closest('.ac-form-item')).toHaveClass('ac-form-item--error'));
    expect(callsTo('POST', '/api/abortActivity')).toHaveLength(0);
    await fillIn(user, screen.getByTestId('run-reason'), 'Plaga');
    await user.clear(screen.getByTestId('run-final-cost'));
    await user.click(screen.getByTestId('abort-run-confirm'));
    await waitFor(() => expect(screen.getByTestId('abort-run-error')).toBeInTheDocument());
    expect(callsTo('POST', '/api/abortActivity')).toHaveLength(0);
    await fillIn(user, screen.getByTestId('run-final-cost'), '160000');
    await user.click(screen.getByTestId('abort-run-confirm'));
    await waitFor(() => expect(callsTo('POST', '/api/abortActivity')).toHaveLength(1));
    expect(callsTo('POST', '/api/abortActivity')[0].body).toEqual({ executedActivityId: 'r1', reason: 'Plaga', finalCost: 160_000 });
  });

  it('refuses a final cost below the running cost before sending, shown beside the field and in both languages', async () => {
    const costly = run(1, 'IN_PROGRESS', { inputProductsCost: 154_122.3456, extraCosts: 5000, runningCost: 159_122.3456 });
    const { callsTo } = serveRuns('activeActivities', [costly]);
    const user = setupUser();
    show();
    await open(user, 'abort');
    const dialog = await screen.findByTestId('abort-run-dialog');
    expect(dialog).toHaveTextContent(/Costo acumulado: \$\s159\.122/);
    await fillIn(user, within(dialog).getByTestId('run-reason'), 'Leche cortada');
    await fillIn(user, within(dialog).getByTestId('run-final-cost'), '1000');
    await user.click(screen.getByTestId('abort-run-confirm'));
    const refusal = /El costo final no puede ser menor que el costo acumulado: al menos \$\s159\.123\./;
    expect(await screen.findByTestId('abort-run-error')).toHaveTextContent(refusal);
    await waitFor(() => expect(screen.getByTestId('run-final-cost').closest('.ac-form-item')).toHaveTextContent(refusal));
    // The running cost's fraction of a peso counts: 159.122 is still short of it.
    await fillIn(user, screen.getByTestId('run-final-cost'), '159122');
    await user.click(screen.getByTestId('abort-run-confirm'));
    await waitFor(() => expect(screen.getByTestId('abort-run-error')).toHaveTextContent(refusal));
    expect(callsTo('POST', '/api/abortActivity')).toHaveLength(0);
    await fillIn(user, screen.getByTestId('run-final-cost'), '159123');
    await user.click(screen.getByTestId('abort-run-confirm'));
    await waitFor(() => expect(callsTo('POST', '/api/abortActivity')).toHaveLength(1));
    expect(callsTo('POST', '/api/abortActivity')[0].body).toEqual({ executedActivityId: 'r1', reason: 'Leche cortada', finalCost: 159_123 });
  });

  it('says the refusal in English too', async () => {
    resetStores('en');
    logIn(ENTERPRISE_USER);
    serveRuns('activeActivities', [running()]);
    const user = setupUser();
    show();
    await open(user, 'abort');
    await fillIn(user, await screen.findByTestId('run-reason'), 'Curdled milk');
    await fillIn(user, screen.getByTestId('run-final-cost'), '1000');
    await user.click(screen.getByTestId('abort-run-confirm'));
    expect(await screen.findByTestId('abort-run-error')).toHaveTextContent(
      /The final cost cannot be less than the running cost: at least COP\s150,000\./,
    );
  });

  it('completes at the running cost at least: the extra cost cannot be negative', async () => {
    const { callsTo } = serveRuns('activeActivities', [running()]);
    const user = setupUser();
    show();
    await open(user, 'complete');
    const dialog = await screen.findByTestId('complete-run-dialog');
    await fillIn(user, within(dialog).getByTestId('finished-Jugo de mango'), '20');
    await fillIn(user, within(dialog).getByTestId('run-extra-cost'), '-5000');
    await user.click(screen.getByTestId('complete-run-confirm'));
    await waitFor(() => expect(screen.getByTestId('run-extra-cost').closest('.ac-form-item')).toHaveClass('ac-form-item--error'));
    expect(within(dialog).getByTestId('run-final-cost')).toHaveTextContent(/150\.000/);
    expect(callsTo('POST', '/api/completeActivity')).toHaveLength(0);
  });

  it('a run done for a customer says whose order an abort ends, and that the customer reads the reason', async () => {
    const forCustomer = run(1, 'IN_PROGRESS', {
      request: '665f1c2ab9e4d3a1f0c9a7q70',
      customer: { _id: 'u-shop', firstName: 'Ana', enterpriseName: 'Tienda La Esquina' },
    });
    serveRuns('activeActivities', [forCustomer]);
    const user = setupUser();
    show();
    await open(user, 'abort');
    expect(await screen.findByTestId('abort-run-customer')).toHaveTextContent(
      'Esta actividad se hace para Tienda La Esquina (solicitud a7q70): abortarla termina su pedido, y el cliente leerá el motivo que escriba.',
    );
  });

  it('pauses only with a reason and a resume date, today at the earliest', async () => {
    const { callsTo } = serveRuns('activeActivities', [running()]);
    const user = setupUser();
    show();
    await open(user, 'pause');
    await fillIn(user, await screen.findByTestId('run-reason'), 'Lluvia');
    await user.click(screen.getByTestId('pause-run-confirm'));
    expect(await screen.findByTestId('pause-run-error')).toHaveTextContent('Complete los campos obligatorios');
    expect(callsTo('POST', '/api/pauseActivity')).toHaveLength(0);
    const date = screen.getByTestId('run-resume-date');
    expect(date).toHaveAttribute('min', todayDate());
    await fillIn(user, date, todayDate());
    await user.click(screen.getByTestId('pause-run-confirm'));
    await waitFor(() => expect(callsTo('POST', '/api/pauseActivity')).toHaveLength(1));
    expect(callsTo('POST', '/api/pauseActivity')[0].body).toEqual({ executedActivityId: 'r1', reason: 'Lluvia', expectedResumeDate: todayDate() });
  });

  describe('a run carrying out a production request made to me', () => {
    const carrying = () => run(1, 'IN_PROGRESS', { request: 'q7' });
    const ready = { method: 'POST', path: '/api/updateRequestState', body: ok(productionRequest(7, [], { state: 'PENDING_DELIVERY' })) };

    it('once completed, asks for a transport: yes updates the request and goes to ask a carrier for its products', async () => {
      const { callsTo } = serveRuns('activeActivities', [carrying()], [ready]);
      const user = setupUser();
      show();
      await completeWithJuice(user);
      const question = await screen.findByTestId('transport-question-dialog');
      expect(question).toHaveTextContent('¿Solicitar un transporte para los productos?');
      expect(screen.queryByTestId('next-activity-dialog')).not.toBeInTheDocument();
      await user.click(within(question).getByTestId('transport-question-confirm'));
      expect(await screen.findByTestId('request-transport-page')).toHaveTextContent('/requestTransport?linkedRequestId=q7');
      expect(callsTo('POST', '/api/updateRequestState').map((call) => call.body)).toEqual([{ requestId: 'q7' }]);
    });

    it('no: updates the request too, and stays on the list', async () => {
      const { callsTo } = serveRuns('activeActivities', [carrying()], [ready]);
      const user = setupUser();
      show();
      await completeWithJuice(user);
      await user.click(within(await screen.findByTestId('transport-question-dialog')).getByTestId('transport-question-back'));
      await waitFor(() => expect(screen.queryByTestId('transport-question-dialog')).not.toBeInTheDocument());
      expect(callsTo('POST', '/api/updateRequestState').map((call) => call.body)).toEqual([{ requestId: 'q7' }]);
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/runningActivities$/);
    });

    it('keeps the question open with the server’s refusal', async () => {
      const refused = { ...ready, status: 409, body: fail('INVALID_REQUEST_TRANSITION', 'La solicitud está en progreso') };
      serveRuns('activeActivities', [carrying()], [refused]);
      const user = setupUser();
      show();
      await completeWithJuice(user);
      await user.click(within(await screen.findByTestId('transport-question-dialog')).getByTestId('transport-question-confirm'));
      expect(await screen.findByTestId('transport-question-error')).toHaveTextContent('La solicitud está en progreso');
      expect(screen.getByTestId('transport-question-dialog')).toBeInTheDocument();
    });
  });

  describe('opened at ?run=&action=', () => {
    it('opens that run’s move as its row’s button would, and forgets the link once the dialog closes', async () => {
      serveRuns('activeActivities', [running()]);
      const user = setupUser();
      show('/runningActivities?run=r1&action=pause');
      const dialog = await screen.findByTestId('pause-run-dialog');
      expect(dialog).toHaveTextContent('Pausar «Actividad 1»');
      expect(screen.getByTestId('location')).toHaveTextContent('/runningActivities?run=r1&action=pause');
      await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/runningActivities$/));
      await waitFor(() => expect(screen.queryByTestId('pause-run-dialog')).not.toBeInTheDocument());
    });

    it('reads a run that is not on the list’s page on its own, and completes it', async () => {
      const other = run(9, 'IN_PROGRESS', { request: 'q7' });
      const { callsTo } = serveRuns(
        'activeActivities',
        [running()],
        [{ path: '/api/executedActivities/r9', body: ok({ ...other, milestones: [] }) }],
      );
      const user = setupUser();
      show('/runningActivities?run=r9&action=complete');
      const dialog = await screen.findByTestId('complete-run-dialog');
      expect(dialog).toHaveTextContent('Completar «Actividad 9»');
      expect(callsTo('GET', '/api/executedActivities/r9')).toHaveLength(1);
      await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/runningActivities$/));
    });

    it('says so when the run is no longer in progress, and forgets the link', async () => {
      const paused = run(9, 'PAUSED');
      serveRuns('activeActivities', [running()], [{ path: '/api/executedActivities/r9', body: ok({ ...paused, milestones: [] }) }]);
      show('/runningActivities?run=r9&action=complete');
      expect(await screen.findByTestId('run-action-error')).toHaveTextContent(
        '«Completar» ya no es posible en «Actividad 9». Estado actual: Pausada.',
      );
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/runningActivities$/));
      expect(screen.queryByTestId('complete-run-dialog')).not.toBeInTheDocument();
    });

    it('shows why a run cannot be read', async () => {
      serveRuns('activeActivities', [], [{ path: '/api/executedActivities/r9', status: 404, body: fail('NOT_FOUND', 'La actividad no existe') }]);
      show('/runningActivities?run=r9&action=pause');
      expect(await screen.findByTestId('run-action-error')).toHaveTextContent('La actividad no existe');
    });
  });
});

describe('RunningActivitiesPage, an outsourced run', () => {
  beforeEach(() => {
    resetStores('es');
    logIn(ENTERPRISE_USER);
  });

  it('started by its provider, shows its label and only its details, which name the provider', async () => {
    const started = outsourcedRun(4, 'OUTSOURCED_STARTED', {
      startedAt: new Date(Date.now() - 3600_000).toISOString(),
      productionOrder: '665f1c2ab9e4d3a1f0c9e8b7',
    });
    serveRuns('activeActivities', [started], [{ path: '/api/executedActivities/r4', body: ok({ ...started, milestones: [] }) }]);
    const user = setupUser();
    show();
    const row = await screen.findByTestId('run-row-Actividad 4');
    expect(within(row).getByTestId('run-outsourced')).toHaveTextContent('Tercerizada');
    expect(within(row).getByTestId('order-link-9e8b7')).toBeInTheDocument();
    for (const action of ['pause', 'complete', 'abort', 'cancel-request']) expect(within(row).queryByTestId(`run-${action}`)).not.toBeInTheDocument();
    await user.click(within(row).getByTestId('run-details'));
    expect(await screen.findByTestId('run-provider')).toHaveTextContent('Proveedor: Lácteos del Valle');
  });
});
