import { configure, screen, waitFor, within } from '@testing-library/react';
import { fail, logIn, ok, renderPage, resetStores, setupUser, stubFetch, type StubRoute } from '@agrocadena/shared-ui/src/testing';
import ActivitiesOverviewPage from './activities-overview-page';
import { ENTERPRISE_USER } from '../test/activity-fixtures';
import { run } from '../test/run-fixtures';
import { withLocation } from '../test/location-probe';

configure({ asyncUtilTimeout: 5000 });

const COUNTS = {
  allActivities: 5,
  scheduledActivities: 0,
  activeActivities: 1,
  pausedActivities: 0,
  completedActivities: 3,
  abortedActivities: 0,
};
// The run a ledger row of the customer's order points at (docs/domain.md#stock-ledger).
const PULPING = run(7, 'IN_PROGRESS', {
  activity: { _id: 'a7', name: 'Despulpado', estimatedDurationInHours: 2 },
  customer: { _id: 'u-tienda', firstName: 'Tienda La 72', enterpriseName: null },
  request: 'req-0000-aaaaa',
  startedAt: '2026-03-05T10:00:00.000Z',
});
const STARTED = { action: 'start', status: 'IN_PROGRESS', note: null, cost: null, date: '2026-03-05T10:00:00.000Z' };

function show(url: string, routes: StubRoute[] = []) {
  const stub = stubFetch([...routes, { path: `/api/users/${ENTERPRISE_USER._id}/activitiesOverview`, body: ok(COUNTS) }]);
  renderPage('/activitiesOverview', url, withLocation(<ActivitiesOverviewPage />));
  return stub;
}
const location = () => screen.getByTestId('location');

describe('ActivitiesOverviewPage opened at ?run=', () => {
  beforeEach(() => {
    resetStores('es');
    logIn(ENTERPRISE_USER);
  });

  it('opens that run’s details, and forgets the link once they close', async () => {
    const { callsTo } = show('/activitiesOverview?run=r7', [{ path: '/api/executedActivities/r7', body: ok({ ...PULPING, milestones: [STARTED] }) }]);
    const user = setupUser();
    const dialog = await screen.findByTestId('run-details-dialog');
    expect(dialog).toHaveTextContent('Detalle de «Despulpado»');
    expect(within(dialog).getByTestId('run-customer')).toHaveTextContent('Cliente: Tienda La 72 · solicitud aaaaa');
    expect(await within(dialog).findByTestId('run-milestones')).toHaveTextContent('Iniciada');
    expect(location()).toHaveTextContent('/activitiesOverview?run=r7');
    // The overview is there behind it.
    expect(await screen.findByTestId('count-allActivities')).toHaveTextContent('5');
    await user.click(within(dialog).getByRole('button', { name: /cerrar/i }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/activitiesOverview$/));
    await waitFor(() => expect(screen.queryByTestId('run-details-dialog')).not.toBeInTheDocument());
    expect(callsTo('GET', '/api/executedActivities/r7')).toHaveLength(1);
    expect(screen.queryByTestId('run-link-error')).not.toBeInTheDocument();
  });

  it.each([
    [404, fail('NOT_FOUND', 'La actividad ejecutada no existe')],
    [403, fail('FORBIDDEN', 'No tiene permiso para ver esta actividad ejecutada')],
  ])('says why a run cannot be read (%i), and forgets the link', async (status, body) => {
    show('/activitiesOverview?run=r9', [{ path: '/api/executedActivities/r9', status, body }]);
    const error = await screen.findByTestId('run-link-error');
    expect(error).toHaveTextContent('No se pudo abrir la ejecución que buscaba');
    expect(error).toHaveTextContent(body.message);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/activitiesOverview$/));
    expect(screen.queryByTestId('run-details-dialog')).not.toBeInTheDocument();
    expect(await screen.findByTestId('count-allActivities')).toBeInTheDocument();
  });

  it('says so in English too', async () => {
    resetStores('en');
    logIn(ENTERPRISE_USER);
    show('/activitiesOverview?run=r9', [{ path: '/api/executedActivities/r9', status: 404, body: fail('NOT_FOUND', 'Not found') }]);
    expect(await screen.findByTestId('run-link-error')).toHaveTextContent('The run you were looking for could not be opened');
  });

  it('without a link reads no run', async () => {
    const { calls } = show('/activitiesOverview');
    expect(await screen.findByTestId('count-allActivities')).toBeInTheDocument();
    expect(calls.filter((call) => call.path.startsWith('/api/executedActivities'))).toHaveLength(0);
    expect(screen.queryByTestId('run-link-error')).not.toBeInTheDocument();
  });
});
