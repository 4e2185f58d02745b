import { configure, screen, waitFor, within } from '@testing-library/react';
import { fillIn, logIn, renderPage, resetStores, setupUser } from '@agrocadena/shared-ui/src/testing';
import PausedActivitiesPage from './paused-activities-page';
import { ENTERPRISE_USER } from '../test/activity-fixtures';
import { run, serveRuns } from '../test/run-fixtures';
import { withLocation } from '../test/location-probe';

configure({ asyncUtilTimeout: 5000 });

const paused = () =>
  run(1, 'PAUSED', { pausedAt: '2026-03-10T12:00:00.000Z', pauseReason: 'Lluvia', expectedResumeDate: '2026-03-14T00:00:00.000Z' });
const show = (url = '/pausedActivities') => renderPage('/pausedActivities', url, withLocation(<PausedActivitiesPage />), ['/activitiesOverview']);

describe('PausedActivitiesPage', () => {
  beforeEach(() => {
    resetStores('es');
    logIn(ENTERPRISE_USER);
  });

  it('lists the paused runs with since when, why and until when, and resume and abort', async () => {
    serveRuns('pausedActivities', [paused()]);
    show();
    const row = await screen.findByTestId('run-row-Actividad 1');
    expect(row).toHaveTextContent('2026-03-10');
    expect(row).toHaveTextContent('Lluvia');
    expect(row).toHaveTextContent('2026-03-14');
    expect(within(row).getByTestId('run-restart')).toBeInTheDocument();
    expect(within(row).getByTestId('run-abort')).toBeInTheDocument();
  });

  it('resumes with a note and an extra cost after asking', async () => {
    const { callsTo } = serveRuns('pausedActivities', [paused()]);
    const user = setupUser();
    show();
    await user.click(within(await screen.findByTestId('run-row-Actividad 1')).getByTestId('run-restart'));
    await fillIn(user, await screen.findByTestId('run-note'), 'Escampó');
    await fillIn(user, screen.getByTestId('run-extra-cost'), '12000');
    await user.click(screen.getByTestId('resume-run-confirm'));
    expect(await screen.findByTestId('resume-run-question')).toHaveTextContent(/12\.000/);
    expect(callsTo('POST', '/api/restartActivity')).toHaveLength(0);
    await user.click(screen.getByTestId('resume-run-confirm'));
    await waitFor(() => expect(callsTo('POST', '/api/restartActivity')).toHaveLength(1));
    expect(callsTo('POST', '/api/restartActivity')[0].body).toEqual({ executedActivityId: 'r1', notes: 'Escampó', extraCosts: 12_000 });
  });

  it('aborts in three steps and sends only the products delivered', async () => {
    const { callsTo } = serveRuns('pausedActivities', [paused()]);
    const user = setupUser();
    show();
    await user.click(within(await screen.findByTestId('run-row-Actividad 1')).getByTestId('run-abort'));
    await fillIn(user, await screen.findByTestId('delivered-Pulpa de mango'), '0');
    await user.click(screen.getByTestId('abort-run-confirm'));
    expect(await screen.findByTestId('abort-run-error')).toHaveTextContent('Complete los campos obligatorios');
    await fillIn(user, screen.getByTestId('delivered-Jugo de mango'), '4,5');
    await user.click(screen.getByTestId('abort-run-confirm'));
    await waitFor(() => expect(screen.getByTestId('run-reason')).toBeVisible());
    await user.click(screen.getByTestId('abort-run-confirm'));
    expect(await screen.findByTestId('abort-run-error')).toHaveTextContent('Complete los campos obligatorios');
    await fillIn(user, screen.getByTestId('run-reason'), 'Se dañó la máquina');
    await fillIn(user, screen.getByTestId('run-final-cost'), '170000');
    await user.click(screen.getByTestId('abort-run-confirm'));
    const question = await screen.findByTestId('abort-run-question');
    expect(question).toHaveTextContent(/Jugo de mango: 4,5 Kg/);
    expect(question).not.toHaveTextContent('Pulpa de mango');
    expect(callsTo('POST', '/api/abortActivity')).toHaveLength(0);
    await user.click(screen.getByTestId('abort-run-confirm'));
    await waitFor(() => expect(callsTo('POST', '/api/abortActivity')).toHaveLength(1));
    expect(callsTo('POST', '/api/abortActivity')[0].body).toEqual({
      executedActivityId: 'r1',
      reason: 'Se dañó la máquina',
      finalCost: 170_000,
      finishedProducts: [{ product: 'p-jugo', amount: 4.5 }],
    });
  });

  it('refuses a final cost below the running cost at the reason step, before asking and before sending', async () => {
    const { callsTo } = serveRuns('pausedActivities', [paused()]);
    const user = setupUser();
    show();
    await user.click(within(await screen.findByTestId('run-row-Actividad 1')).getByTestId('run-abort'));
    await fillIn(user, await screen.findByTestId('delivered-Pulpa de mango'), '0');
    await fillIn(user, screen.getByTestId('delivered-Jugo de mango'), '0');
    await user.click(screen.getByTestId('abort-run-confirm'));
    await waitFor(() => expect(screen.getByTestId('run-reason')).toBeVisible());
    expect(screen.getByTestId('abort-run-dialog')).toHaveTextContent(/Costo acumulado: \$\s150\.000/);
    await fillIn(user, screen.getByTestId('run-reason'), 'Se dañó la máquina');
    await fillIn(user, screen.getByTestId('run-final-cost'), '1000');
    await user.click(screen.getByTestId('abort-run-confirm'));
    expect(await screen.findByTestId('abort-run-error')).toHaveTextContent(
      /El costo final no puede ser menor que el costo acumulado: al menos \$\s150\.000\./,
    );
    expect(screen.queryByTestId('abort-run-question')).not.toBeInTheDocument();
    await fillIn(user, screen.getByTestId('run-final-cost'), '150000');
    await user.click(screen.getByTestId('abort-run-confirm'));
    await screen.findByTestId('abort-run-question');
    await user.click(screen.getByTestId('abort-run-confirm'));
    await waitFor(() => expect(callsTo('POST', '/api/abortActivity')).toHaveLength(1));
    expect(callsTo('POST', '/api/abortActivity')[0].body).toMatchObject({ finalCost: 150_000, finishedProducts: [] });
  });

  it('opened at ?run=&action=restart, opens that run’s resume, and forgets the link once it closes', async () => {
    serveRuns('pausedActivities', [paused()]);
    const user = setupUser();
    show('/pausedActivities?run=r1&action=restart');
    const dialog = await screen.findByTestId('resume-run-dialog');
    expect(dialog).toHaveTextContent('Reanudar «Actividad 1»');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/pausedActivities$/));
  });
});
