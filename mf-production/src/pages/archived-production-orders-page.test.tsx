import { configure, screen, within } from '@testing-library/react';
import type { FinishedOrder, OrderFigures, OutputFigures, RunFigures } from '@agrocadena/contracts';
import { logIn, ok, renderPage, resetStores, setupUser, type StubRoute } from '@agrocadena/shared-ui/src/testing';
import ArchivedProductionOrdersPage from './archived-production-orders-page';
import { ENTERPRISE_USER } from '../test/activity-fixtures';
import { listUrl, run } from '../test/run-fixtures';
import { order, orderId, serveOrders } from '../test/order-fixtures';

configure({ asyncUtilTimeout: 5000 });

const kg = (id: string, name: string) => ({ _id: id, name, unitMeasure: 'Kg' as const });
const CHEESE = kg('p-queso', 'Queso fresco');
const WHEY = kg('p-suero', 'Suero');
const PASTEURISED = kg('p-leche', 'Leche pasteurizada');

const cheese: OutputFigures = { product: CHEESE, expected: 10, actual: 9.5, yieldPercent: 95, cost: 83823.5294, unitCost: 8823.5294 };
const whey: OutputFigures = { product: WHEY, expected: 40, actual: 42, yieldPercent: 105, cost: 6176.4706, unitCost: 147.0588 };

/** Order n finished (completed or aborted) with its figures. */
const finished = (n: number, status: 'COMPLETED' | 'ABORTED', extra: Partial<FinishedOrder> = {}): FinishedOrder => ({
  ...order(n, status, run(n, status, { finishedAt: '2026-03-11T15:00:00.000Z' })),
  finishedAt: '2026-03-11T15:00:00.000Z',
  totalCost: 90000,
  outputs: [cheese, whey],
  ...extra,
});

const steps: RunFigures[] = [
  {
    _id: 'r1',
    activity: { _id: 'a1', name: 'Pasteurizado' },
    status: 'COMPLETED',
    startedAt: '2026-03-10T13:00:00.000Z',
    finishedAt: '2026-03-10T15:00:00.000Z',
    finalCost: 84000,
    inputs: [{ product: kg('p-cruda', 'Leche cruda'), amount: 80, cost: 80000 }],
    outputs: [{ product: PASTEURISED, expected: 80, actual: 80, yieldPercent: 100, cost: 84000, unitCost: 1050 }],
  },
  {
    _id: 'r2',
    activity: { _id: 'a2', name: 'Cuajado' },
    status: 'COMPLETED',
    startedAt: '2026-03-11T13:00:00.000Z',
    finishedAt: '2026-03-11T15:00:00.000Z',
    finalCost: 90000,
    inputs: [
      { product: PASTEURISED, amount: 80, cost: 84000 },
      { product: kg('p-cuajo', 'Cuajo'), amount: 1, cost: 5000 },
    ],
    outputs: [cheese, whey],
  },
];

const figuresRoute = (base: FinishedOrder, extra: Partial<OrderFigures> = {}): StubRoute => ({
  path: `/api/productionOrders/${base._id}/figures`,
  body: ok({ ...base, stepsCost: 174000, reusedCost: 84000, steps, ...extra }),
});

const show = (kind?: 'completed' | 'aborted') =>
  renderPage(
    '/archivedProductionOrders',
    kind ? `/archivedProductionOrders?archivedProductionOrders=${kind}` : '/archivedProductionOrders',
    <ArchivedProductionOrdersPage />,
    ['/processesOverview'],
  );

describe('ArchivedProductionOrdersPage', () => {
  beforeEach(() => {
    resetStores('es');
    logIn(ENTERPRISE_USER);
  });

  it('lists completed orders with their total cost, and each output made of expected, its yield and its cost per unit', async () => {
    const { callsTo } = serveOrders('completedProductionOrders', [finished(1, 'COMPLETED')]);
    show();
    const row = await screen.findByTestId('order-row-ord01');
    expect(row).toHaveTextContent('Proceso 1');
    expect(within(row).getByTestId('order-row-total-cost')).toHaveTextContent('$ 90.000');
    expect(within(row).getByTestId('order-output-Queso fresco')).toHaveTextContent('Queso fresco: 9,5 Kg de 10 Kg · 95 % · $ 8.824 / Kg');
    expect(within(row).getByTestId('order-output-Suero')).toHaveTextContent('Suero: 42 Kg de 40 Kg · 105 % · $ 147 / Kg');
    expect(screen.getByTestId('completed-orders')).toHaveTextContent('Órdenes de producción - completadas');
    expect(callsTo('GET', `${listUrl('completedProductionOrders')}?skip=0&limit=12`)).toHaveLength(1);
    // The filter: completed is where we are, aborted a link away; the way back is the processes' overview.
    expect(screen.getByTestId('orders-filter-completed')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('orders-filter-aborted')).toHaveAttribute('href', '/archivedProductionOrders?archivedProductionOrders=aborted');
    expect(screen.getByTestId('runs-back')).toHaveAttribute('href', '/processesOverview');
  });

  it('lists aborted orders when asked, in English: nothing made shows a yield of 0 and no cost per unit', async () => {
    resetStores('en');
    logIn(ENTERPRISE_USER);
    const aborted = finished(2, 'ABORTED', { totalCost: 12000, outputs: [{ ...cheese, actual: 0, yieldPercent: 0, cost: 0, unitCost: null }] });
    const { callsTo } = serveOrders('abortedProductionOrders', [aborted]);
    show('aborted');
    const row = await screen.findByTestId('order-row-ord02');
    expect(within(row).getByTestId('order-row-total-cost')).toHaveTextContent('COP 12,000');
    expect(within(row).getByTestId('order-output-Queso fresco')).toHaveTextContent('Queso fresco: 0 Kg of 10 Kg · 0 % · —');
    expect(screen.getByTestId('aborted-orders')).toHaveTextContent('Production orders - aborted');
    expect(screen.getByTestId('orders-filter-completed')).toHaveTextContent('Completed');
    expect(callsTo('GET', `${listUrl('abortedProductionOrders')}?skip=0&limit=12`)).toHaveLength(1);
  });

  it('opens an order’s details: its total cost, what it delivered, and each step’s inputs with their cost and outputs with their yield', async () => {
    const base = finished(1, 'COMPLETED');
    serveOrders('completedProductionOrders', [base], [figuresRoute(base)]);
    const user = setupUser();
    show();
    await user.click(await screen.findByTestId('order-link-ord01'));
    const dialog = await screen.findByTestId('order-figures-dialog');
    expect(await within(dialog).findByTestId('order-total-cost')).toHaveTextContent('$ 90.000');
    expect(within(dialog).getByTestId('order-reused-cost')).toHaveTextContent(
      'Sus pasos costaron $ 174.000; $ 84.000 de eso es lo que un paso posterior consumió de lo que produjo uno anterior, contado una sola vez.',
    );
    expect(within(dialog).getByTestId('order-outputs-Queso fresco')).toHaveTextContent(/^Queso fresco10 Kg9,5 Kg95 %\$ 83\.824\$ 8\.824 \/ Kg$/);
    const first = within(dialog).getByTestId('order-figure-step-1');
    expect(first).toHaveTextContent('1. Pasteurizado · Completada');
    expect(within(first).getByTestId('order-step-figures-1-inputs-Leche cruda')).toHaveTextContent(/^Leche cruda80 Kg\$ 80\.000$/);
    expect(within(first).getByTestId('order-step-figures-1-outputs-Leche pasteurizada')).toHaveTextContent(
      /^Leche pasteurizada80 Kg80 Kg100 %\$ 84\.000\$ 1\.050 \/ Kg$/,
    );
    expect(within(first).getByTestId('order-step-figures-1-final-cost')).toHaveTextContent('Costo final: $ 84.000');
    const second = within(dialog).getByTestId('order-figure-step-2');
    expect(within(second).getByTestId('order-step-figures-2-inputs-Cuajo')).toHaveTextContent(/^Cuajo1 Kg\$ 5\.000$/);
    expect(within(second).getByTestId('order-step-figures-2-outputs-Suero')).toHaveTextContent('105 %');
  });

  it('says, in English, that a step consumed nothing and the order made nothing', async () => {
    resetStores('en');
    logIn(ENTERPRISE_USER);
    const base = finished(3, 'ABORTED', { totalCost: 0, outputs: [] });
    const unstarted: RunFigures = { ...steps[0], status: 'ABORTED', finalCost: 0, inputs: [], outputs: [] };
    serveOrders('abortedProductionOrders', [base], [figuresRoute(base, { stepsCost: 0, reusedCost: 0, steps: [unstarted] })]);
    const user = setupUser();
    show('aborted');
    await user.click(within(await screen.findByTestId('order-row-ord03')).getByTestId('order-details'));
    const dialog = await screen.findByTestId('order-figures-dialog');
    expect(await within(dialog).findByTestId('order-total-cost')).toHaveTextContent('COP 0');
    expect(dialog).toHaveTextContent('The order made nothing.');
    expect(within(dialog).getByTestId('order-step-figures-1-inputs')).toHaveTextContent('Nothing was consumed.');
    expect(within(dialog).queryByTestId('order-reused-cost')).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('order-figure-step-1')).toHaveTextContent('1. Pasteurizado · Aborted');
  });

  it('shows why the figures could not be read', async () => {
    const base = finished(1, 'COMPLETED');
    serveOrders(
      'completedProductionOrders',
      [base],
      [
        {
          path: `/api/productionOrders/${orderId(1)}/figures`,
          status: 404,
          body: { success: false, code: 'NOT_FOUND', message: 'No encontrado', data: null },
        },
      ],
    );
    const user = setupUser();
    show();
    await user.click(await screen.findByTestId('order-link-ord01'));
    expect(await screen.findByTestId('order-figures-error')).toHaveTextContent('No encontrado');
  });
});
