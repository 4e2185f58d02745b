import { configure, screen, waitFor, within } from '@testing-library/react';
import { fail, fillIn, logIn, ok, renderPage, resetStores, setupUser, SESSION_USER } from '@agrocadena/shared-ui/src/testing';
import ScheduledActivitiesPage from './scheduled-activities-page';
import { ENTERPRISE_USER } from '../test/activity-fixtures';
import { listUrl, outsourcedRun, run, serveRuns } from '../test/run-fixtures';
import { withLocation } from '../test/location-probe';

configure({ asyncUtilTimeout: 5000 });

const show = (url = '/scheduledActivities') =>
  renderPage('/scheduledActivities', url, withLocation(<ScheduledActivitiesPage />), ['/runningActivities', '/activitiesOverview']);

describe('ScheduledActivitiesPage', () => {
  beforeEach(() => {
    resetStores('es');
    logIn(ENTERPRISE_USER);
  });

  it('lists the scheduled runs with their start, their order and only start and abort', async () => {
    const { callsTo } = serveRuns('scheduledActivities', [run(1, 'SCHEDULED', { productionOrder: '665f1c2ab9e4d3a1f0c9e8b7' }), run(2, 'SCHEDULED')]);
    show();
    const first = await screen.findByTestId('run-row-Actividad 1');
    // The day picked, kept as its UTC midnight: never the evening before on Bogotá's clock.
    expect(first).toHaveTextContent('2026-03-12');
    expect(first).not.toHaveTextContent('2026-03-11');
    expect(first).not.toHaveTextContent('19:00');
    expect(first).toHaveTextContent('9e8b7');
    expect(screen.getByTestId('run-row-Actividad 2')).toHaveTextContent('—');
    expect(within(first).getByTestId('run-start')).toBeInTheDocument();
    expect(within(first).getByTestId('run-abort')).toBeInTheDocument();
    expect(within(first).queryByTestId('run-pause')).not.toBeInTheDocument();
    expect(screen.getByTestId('to-running')).toHaveAttribute('href', '/runningActivities');
    expect(screen.getByTestId('runs-back')).toHaveAttribute('href', '/activitiesOverview');
    expect(callsTo('GET', `${listUrl('scheduledActivities')}?skip=0&limit=12`)).toHaveLength(1);
  });

  it('starts a run, and shows the server’s message when the stock is short', async () => {
    const short = fail('NOT_ENOUGH_PRODUCTS', 'No tiene suficiente Mango Tommy', undefined, { status: null, shortages: [] });
    const { callsTo } = serveRuns(
      'scheduledActivities',
      [run(1, 'SCHEDULED')],
      [{ method: 'POST', path: '/api/startActivity', status: 409, body: short }],
    );
    const user = setupUser();
    show();
    await user.click(within(await screen.findByTestId('run-row-Actividad 1')).getByTestId('run-start'));
    // Starting consumes the reserved inputs: it asks first, and nothing is sent before the answer.
    expect(await screen.findByTestId('start-run-dialog')).toHaveTextContent('¿Desea iniciar ahora «Actividad 1»?');
    expect(callsTo('POST', '/api/startActivity')).toHaveLength(0);
    await user.click(screen.getByTestId('start-run-confirm'));
    expect(await screen.findByTestId('start-run-error')).toHaveTextContent('No tiene suficiente Mango Tommy');
    expect(callsTo('POST', '/api/startActivity')[0].body).toEqual({ executedActivityId: 'r1' });
    expect(screen.getByTestId('start-run-dialog')).toBeInTheDocument();
  });

  it.each([
    ['es', 'Lotes vencidos', 'MAN-20261101-01 · venció el 2026-11-10', '¿Usarlos de todos modos? Quedará registrado.'],
    ['en', 'Expired lots', 'MAN-20261101-01 · expired on 2026-11-10', 'Use them anyway? It will be recorded.'],
  ] as const)(
    'starts a run whose held lots have expired only once the person confirms, sending the start again (%s)',
    async (lang, title, named, question) => {
      resetStores(lang);
      logIn(ENTERPRISE_USER);
      const expired = fail('LOT_EXPIRED', 'Estos lotes ya vencieron: MAN-20261101-01.', undefined, {
        lots: [{ _id: 'lot-1', code: 'MAN-20261101-01', expiresOn: '2026-11-10' }],
      });
      const { callsTo } = serveRuns(
        'scheduledActivities',
        [run(1, 'SCHEDULED')],
        [
          {
            method: 'POST',
            path: '/api/startActivity',
            reply: (call) =>
              (call.body as { takeExpired?: boolean }).takeExpired
                ? { status: 200, body: ok(run(1, 'IN_PROGRESS')) }
                : { status: 409, body: expired },
          },
        ],
      );
      const user = setupUser();
      show();
      await user.click(within(await screen.findByTestId('run-row-Actividad 1')).getByTestId('run-start'));
      await user.click(await screen.findByTestId('start-run-confirm'));
      const dialog = await screen.findByTestId('expired-lots-dialog');
      expect(dialog).toHaveTextContent(title);
      expect(within(dialog).getByTestId('expired-lots-list')).toHaveTextContent(named);
      expect(within(dialog).getByTestId('expired-lots-question')).toHaveTextContent(question);
      // The refusal is the question, not an error under the start.
      expect(screen.queryByTestId('start-run-error')).not.toBeInTheDocument();
      await user.click(within(dialog).getByTestId('expired-lots-confirm'));
      await waitFor(() => expect(screen.queryByTestId('start-run-dialog')).not.toBeInTheDocument());
      expect(callsTo('POST', '/api/startActivity').map((call) => call.body)).toEqual([
        { executedActivityId: 'r1' },
        { executedActivityId: 'r1', takeExpired: true },
      ]);
    },
  );

  it('aborts with a required reason and no final cost', async () => {
    const { callsTo } = serveRuns('scheduledActivities', [run(1, 'SCHEDULED')]);
    const user = setupUser();
    show();
    await user.click(within(await screen.findByTestId('run-row-Actividad 1')).getByTestId('run-abort'));
    await user.click(await screen.findByTestId('abort-run-confirm'));
    expect(await screen.findByTestId('abort-run-error')).toHaveTextContent('Complete los campos obligatorios');
    expect(callsTo('POST', '/api/abortActivity')).toHaveLength(0);
    await fillIn(user, screen.getByTestId('run-reason'), 'Cliente canceló');
    expect(screen.getByTestId('abort-run-dialog')).toHaveTextContent('15 / 80');
    await user.click(screen.getByTestId('abort-run-confirm'));
    await waitFor(() => expect(callsTo('POST', '/api/abortActivity')).toHaveLength(1));
    expect(callsTo('POST', '/api/abortActivity')[0].body).toEqual({ executedActivityId: 'r1', reason: 'Cliente canceló', finalCost: 0 });
    await waitFor(() => expect(screen.queryByTestId('abort-run-dialog')).not.toBeInTheDocument());
  });

  it('tells a user who is no enterprise why the list is not theirs', async () => {
    logIn(SESSION_USER);
    serveRuns('scheduledActivities', []);
    show();
    expect(await screen.findByTestId('enterprise-only')).toBeInTheDocument();
  });

  it('opened at ?run=&action=start, asks to start that run as its row’s button would, and forgets the link', async () => {
    const { callsTo } = serveRuns('scheduledActivities', [run(1, 'SCHEDULED'), run(2, 'SCHEDULED')]);
    const user = setupUser();
    show('/scheduledActivities?run=r2&action=start');
    await user.click(await screen.findByTestId('start-run-confirm'));
    await waitFor(() => expect(callsTo('POST', '/api/startActivity')).toHaveLength(1));
    expect(callsTo('POST', '/api/startActivity')[0].body).toEqual({ executedActivityId: 'r2' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/scheduledActivities$/));
  });

  it('opened at ?run=&action=abort for a run not on the page, reads it and opens its abort', async () => {
    const other = run(9, 'SCHEDULED');
    const { callsTo } = serveRuns(
      'scheduledActivities',
      [run(1, 'SCHEDULED')],
      [{ path: '/api/executedActivities/r9', body: ok({ ...other, milestones: [] }) }],
    );
    const user = setupUser();
    show('/scheduledActivities?run=r9&action=abort');
    const dialog = await screen.findByTestId('abort-run-dialog');
    expect(dialog).toHaveTextContent('Abortar «Actividad 9»');
    await fillIn(user, screen.getByTestId('run-reason'), 'El cliente desistió');
    await user.click(screen.getByTestId('abort-run-confirm'));
    await waitFor(() => expect(callsTo('POST', '/api/abortActivity')).toHaveLength(1));
    expect(callsTo('POST', '/api/abortActivity')[0].body).toEqual({ executedActivityId: 'r9', reason: 'El cliente desistió', finalCost: 0 });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/scheduledActivities$/));
  });

  it('shows an outsourced run with its label, its details and its request’s cancellation only', async () => {
    const outsourced = outsourcedRun(3, 'OUTSOURCED');
    const { callsTo } = serveRuns(
      'scheduledActivities',
      [run(1, 'SCHEDULED'), outsourced],
      [
        {
          path: '/api/executedActivities/r3',
          body: ok({
            ...outsourced,
            milestones: [{ action: 'create', status: 'OUTSOURCED', note: null, cost: null, date: '2026-03-01T12:00:00.000Z' }],
          }),
        },
        { method: 'POST', path: '/api/cancelRequest', body: ok({ _id: 'q3', state: 'CANCELLED' }, 'Solicitud cancelada') },
      ],
    );
    const user = setupUser();
    show();
    const row = await screen.findByTestId('run-row-Actividad 3');
    expect(within(row).getByTestId('run-outsourced')).toHaveTextContent('Tercerizada');
    expect(within(row).queryByTestId('run-start')).not.toBeInTheDocument();
    expect(within(row).queryByTestId('run-abort')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('run-row-Actividad 1')).queryByTestId('run-cancel-request')).not.toBeInTheDocument();

    await user.click(within(row).getByTestId('run-details'));
    const details = await screen.findByTestId('run-details-dialog');
    expect(within(details).getByTestId('run-provider')).toHaveTextContent('Proveedor: Lácteos del Valle');
    expect(await within(details).findByTestId('run-milestones')).toHaveTextContent('Creada · Tercerizada');
    await user.click(within(details).getByRole('button', { name: /close|cerrar/i }));

    await user.click(within(row).getByTestId('run-cancel-request'));
    expect(await screen.findByTestId('cancel-request-question')).toHaveTextContent('¿Cancela la solicitud de «Actividad 3» a Lácteos del Valle?');
    await user.click(screen.getByTestId('cancel-request-confirm'));
    await waitFor(() => expect(callsTo('POST', '/api/cancelRequest')).toHaveLength(1));
    expect(callsTo('POST', '/api/cancelRequest')[0].body).toEqual({ requestId: 'q3' });
    await waitFor(() => expect(screen.queryByTestId('cancel-request-dialog')).not.toBeInTheDocument());
    // The lists are read again.
    await waitFor(() => expect(callsTo('GET', `${listUrl('scheduledActivities')}?skip=0&limit=12`)).toHaveLength(2));
  });

  it('keeps the cancel dialog open with the server’s refusal once the provider has gone on', async () => {
    const refused = fail('INVALID_REQUEST_TRANSITION', 'La solicitud ya está en curso', undefined, { state: 'IN_PROGRESS' });
    serveRuns('scheduledActivities', [outsourcedRun(3, 'OUTSOURCED')], [{ method: 'POST', path: '/api/cancelRequest', status: 409, body: refused }]);
    const user = setupUser();
    show();
    await user.click(within(await screen.findByTestId('run-row-Actividad 3')).getByTestId('run-cancel-request'));
    await user.click(await screen.findByTestId('cancel-request-confirm'));
    expect(await screen.findByTestId('cancel-request-error')).toHaveTextContent('La solicitud ya está en curso');
  });
});
