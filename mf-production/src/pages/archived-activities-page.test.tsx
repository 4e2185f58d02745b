import { configure, screen, within } from '@testing-library/react';
import type { ExecutedActivityDetail, RunFigures } from '@agrocadena/contracts';
import { logIn, ok, renderPage, resetStores, setupUser } from '@agrocadena/shared-ui/src/testing';
import ArchivedActivitiesPage from './archived-activities-page';
import { ENTERPRISE_USER } from '../test/activity-fixtures';
import { JUGO, PULPA, listUrl, run, serveRuns } from '../test/run-fixtures';

configure({ asyncUtilTimeout: 5000 });

const outputs: RunFigures['outputs'] = [
  { product: PULPA.product, expected: 60, actual: 0, yieldPercent: 0, cost: 0, unitCost: null },
  { product: JUGO.product, expected: 20, actual: 18.5, yieldPercent: 92.5, cost: 175_000, unitCost: 9459.4595 },
];
/** A finished run as the archive lists it, each output with its figures. */
const finished = { finishedAt: '2026-03-11T12:00:00.000Z', finalCost: 175_000, finalOutputProducts: [{ ...JUGO, amount: 18.5 }], outputs };
/** What run 1 consumed and made, and what each output cost (GET /executedActivities/r1/figures). */
const figures: RunFigures = {
  _id: 'r1',
  activity: { _id: 'a1', name: 'Actividad 1' },
  status: 'COMPLETED',
  startedAt: '2026-03-10T12:00:00.000Z',
  finishedAt: '2026-03-11T12:00:00.000Z',
  finalCost: 175_000,
  inputs: [{ product: { _id: 'p-mango', name: 'Mango Tommy', unitMeasure: 'Kg' }, amount: 75, cost: 150_000 }],
  outputs,
};
const figuresRoute = { path: '/api/executedActivities/r1/figures', body: ok(figures) };
const show = (kind: string) =>
  renderPage('/archivedActivities', `/archivedActivities?archivedActivities=${kind}`, <ArchivedActivitiesPage />, ['/activitiesOverview']);

describe('ArchivedActivitiesPage', () => {
  beforeEach(() => {
    resetStores('es');
    logIn(ENTERPRISE_USER);
  });

  it('lists the completed runs, numbered, and shows one’s milestones, products and final cost', async () => {
    const detail: ExecutedActivityDetail = {
      ...run(1, 'COMPLETED', finished),
      milestones: [
        { action: 'create', status: 'SCHEDULED', note: null, cost: null, date: '2026-03-09T12:00:00.000Z' },
        { action: 'complete', status: 'COMPLETED', note: 'Buen lote', cost: 175_000, date: '2026-03-11T12:00:00.000Z' },
      ],
    };
    serveRuns(
      'completedActivities',
      [run(1, 'COMPLETED', finished), run(2, 'COMPLETED', finished)],
      [{ path: '/api/executedActivities/r1', body: ok(detail) }, figuresRoute],
    );
    const user = setupUser();
    show('completed');
    const row = await screen.findByTestId('run-row-Actividad 1');
    expect(row).toHaveTextContent('1');
    expect(row).toHaveTextContent('2026-03-11');
    expect(row).toHaveTextContent('Completada');
    // The row's figures: the final cost and each expected output made of expected, with its yield.
    expect(within(row).getByTestId('run-row-final-cost')).toHaveTextContent('$ 175.000');
    expect(within(row).getByTestId('run-yield-Pulpa de mango')).toHaveTextContent('Pulpa de mango: 0 Kg de 60 Kg · 0 %');
    expect(within(row).getByTestId('run-yield-Jugo de mango')).toHaveTextContent('Jugo de mango: 18,5 Kg de 20 Kg · 92,5 % · $ 9.459 / Kg');
    // Nothing made of the pulp: no cost per unit to show.
    expect(within(row).queryByTestId('run-unit-cost-Pulpa de mango')).not.toBeInTheDocument();
    expect(screen.getByTestId('run-row-Actividad 2')).toHaveTextContent('2');
    await user.click(within(row).getByTestId('run-details'));
    const milestones = await screen.findByTestId('run-milestones');
    expect(milestones).toHaveTextContent('Creada · Programada');
    expect(milestones).not.toHaveTextContent('Completada · Completada');
    expect(milestones).toHaveTextContent('Completada');
    expect(milestones).toHaveTextContent('Buen lote');
    expect(milestones).toHaveTextContent(/175\.000/);
    expect(screen.getByTestId('run-outputs')).toHaveTextContent('Jugo de mango: 18,5 Kg');
    expect(screen.getByTestId('run-details-final-cost')).toHaveTextContent(/175\.000/);
    // Its costs and yields: what each input cost, each output's share and cost per unit.
    expect(await screen.findByTestId('run-figures-inputs-Mango Tommy')).toHaveTextContent(/^Mango Tommy75 Kg\$ 150\.000$/);
    expect(screen.getByTestId('run-figures-outputs-Jugo de mango')).toHaveTextContent(/^Jugo de mango20 Kg18,5 Kg92,5 %\$ 175\.000\$ 9\.459 \/ Kg$/);
    expect(screen.getByTestId('run-figures-outputs-Pulpa de mango')).toHaveTextContent(/^Pulpa de mango60 Kg0 Kg0 %\$ 0—$/);
  });

  it('shows a finished run’s costs and yields in English too', async () => {
    resetStores('en');
    logIn(ENTERPRISE_USER);
    const detail: ExecutedActivityDetail = { ...run(1, 'COMPLETED', finished), milestones: [] };
    serveRuns('completedActivities', [run(1, 'COMPLETED', finished)], [{ path: '/api/executedActivities/r1', body: ok(detail) }, figuresRoute]);
    const user = setupUser();
    show('completed');
    const row = await screen.findByTestId('run-row-Actividad 1');
    expect(within(row).getByTestId('run-row-final-cost')).toHaveTextContent('COP 175,000');
    expect(within(row).getByTestId('run-yield-Jugo de mango')).toHaveTextContent('Jugo de mango: 18.5 Kg of 20 Kg · 92.5 % · COP 9,459 / Kg');
    await user.click(within(row).getByTestId('run-details'));
    const section = await screen.findByTestId('run-figures-section');
    expect(section).toHaveTextContent('Costs and yields');
    expect(await within(section).findByTestId('run-figures-outputs-Jugo de mango')).toHaveTextContent('COP 9,459 / Kg');
    expect(within(section).getByTestId('run-figures-final-cost')).toHaveTextContent('Final cost: COP 175,000');
  });

  it('names the customer and the request of a run done for someone else', async () => {
    const forCustomer = run(4, 'ABORTED', {
      ...finished,
      reason: 'Se dañó el cuajo',
      request: '665f1c2ab9e4d3a1f0c9a7q70',
      customer: { _id: 'u-shop', firstName: 'Ana', enterpriseName: 'Tienda La Esquina' },
    });
    serveRuns('abortedActivities', [forCustomer], [{ path: '/api/executedActivities/r4', body: ok({ ...forCustomer, milestones: [] }) }]);
    const user = setupUser();
    show('aborted');
    await user.click(within(await screen.findByTestId('run-row-Actividad 4')).getByTestId('run-details'));
    expect(await screen.findByTestId('run-customer')).toHaveTextContent('Cliente: Tienda La Esquina · solicitud a7q70');
  });

  it('shows the aborted runs when asked for them', async () => {
    const { callsTo } = serveRuns('abortedActivities', [run(3, 'ABORTED', { ...finished, reason: 'Plaga' })]);
    show('aborted');
    expect(await screen.findByTestId('run-row-Actividad 3')).toHaveTextContent('Abortada');
    expect(screen.getByText('Actividades abortadas')).toBeInTheDocument();
    expect(callsTo('GET', `${listUrl('abortedActivities')}?skip=0&limit=12`)).toHaveLength(1);
  });
});
