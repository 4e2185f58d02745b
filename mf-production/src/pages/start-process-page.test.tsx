import { configure, screen, waitFor, within } from '@testing-library/react';
import { chooseOption, fillIn, logIn, ok, renderPage, resetStores, setupUser, stubFetch } from '@agrocadena/shared-ui/src/testing';
import { todayDate } from '@agrocadena/shared-ui';
import StartProcessPage from './start-process-page';
import { ENTERPRISE_USER } from '../test/activity-fixtures';
import { LINE_PLAN, PACKED, PULP } from '../test/plan-fixtures';
import { DAIRY, outsourcingRoutes, PULP_SERVICE } from '../test/outsourcing-fixtures';

configure({ asyncUtilTimeout: 5000 });

const LANDINGS = ['/activeProductionOrders', '/scheduledProductionOrders', '/userProcesses'];
const show = (url = '/startProcess?processId=proc-line') => renderPage('/startProcess', url, <StartProcessPage />, LANDINGS);

function serve(executeAnswer: { status: number; body: unknown } = { status: 201, body: ok({ _id: 'r-new', productionOrder: 'o1' }) }) {
  return stubFetch([
    { path: '/api/processes/proc-line/runPlan', body: ok(LINE_PLAN) },
    { method: 'POST', path: '/api/executeActivity', reply: () => executeAnswer },
    { method: 'POST', path: '/api/processMetadata', body: ok({}) },
    ...outsourcingRoutes(),
  ]);
}

describe('StartProcessPage', () => {
  beforeEach(() => {
    resetStores('es');
    logIn(ENTERPRISE_USER);
  });

  it('computes the chain’s needs, offers what makes the missing pulp, and starts the order with it', async () => {
    const { callsTo } = serve();
    const user = setupUser();
    show();
    await user.click(await screen.findByTestId('start-calculate'));
    expect(screen.getByTestId('start-process')).toHaveTextContent('Línea de pulpa');
    expect(screen.getByTestId('start-step-error')).toHaveTextContent('Debe ingresar la cantidad de producto que quiere producir.');

    // 24 boxes need 12 Kg of pulp: 4 in stock, 8 to make from 13,34 Kg of mango.
    await fillIn(user, screen.getByTestId(`start-amount-${PACKED.name}`), '24');
    await user.click(screen.getByTestId('start-calculate'));
    expect(await screen.findByTestId('need-Pulpa de mango')).toHaveAttribute('data-short', 'true');
    expect(screen.getByTestId('start-short')).toBeInTheDocument();
    expect(within(screen.getByTestId('choice-Empacado')).getByTestId('choice-start')).toBeDisabled();
    const pulping = screen.getByTestId('choice-Despulpado');
    expect(pulping).toHaveTextContent('8 Kg Pulpa de mango');
    expect(within(pulping).getByTestId('need-Despulpado-Mango Tommy')).toHaveTextContent('13,34 Kg');
    await user.click(screen.getByTestId('start-continue'));
    expect(screen.getByTestId('start-step-error')).toHaveTextContent('Elija la actividad a ejecutar');

    await user.click(within(pulping).getByTestId('choice-start'));
    await user.click(await screen.findByTestId('start-continue'));
    await user.click(await screen.findByTestId('start-when-now'));
    await user.click(screen.getByTestId('start-submit'));

    await user.click(await screen.findByTestId('start-success-accept'));
    expect(await screen.findByTestId('active-production-orders-page')).toBeInTheDocument();
    expect(callsTo('POST', '/api/executeActivity')[0].body).toEqual({
      activityId: 'a-pulping',
      expectedOutputProducts: [{ id: PULP._id, amount: 8 }],
      productionOrder: 'proc-line',
    });
    expect(callsTo('POST', '/api/processMetadata')[0].body).toEqual({
      executedActivityId: 'r-new',
      expectedProducts: [{ product: PACKED._id, amount: 24 }],
      neededProducts: [{ id: PULP._id, amount: 12 }],
    });
  });

  it('starts with the principal when the stock covers it, and a change of amount asks for a new calculation', async () => {
    const { callsTo } = serve();
    const user = setupUser();
    show();
    const amount = await screen.findByTestId(`start-amount-${PACKED.name}`);
    await fillIn(user, amount, '6');
    await user.click(screen.getByTestId('start-calculate'));
    expect(await screen.findByTestId('choice-Empacado')).toHaveTextContent('Elegida');
    await fillIn(user, amount, '8');
    await waitFor(() => expect(screen.queryByTestId('start-calculation')).not.toBeInTheDocument());
    // Continue calculates, and moves on since nothing is short.
    await user.click(screen.getByTestId('start-continue'));
    await user.click(await screen.findByTestId('start-continue'));
    await user.click(await screen.findByTestId('start-when-now'));
    await user.click(screen.getByTestId('start-submit'));
    await screen.findByTestId('start-success');
    expect(callsTo('POST', '/api/executeActivity')[0].body).toMatchObject({
      activityId: 'a-packing',
      expectedOutputProducts: [{ id: PACKED._id, amount: 8 }],
    });
  });

  it('stops at the server’s refusal of the start: no metadata is sent', async () => {
    const { callsTo } = serve({
      status: 409,
      body: { success: false, code: 'NOT_ENOUGH_PRODUCTS', message: 'No tiene suficiente Pulpa de mango', data: { status: null, shortages: [] } },
    });
    const user = setupUser();
    show();
    await fillIn(user, await screen.findByTestId(`start-amount-${PACKED.name}`), '6');
    await user.click(screen.getByTestId('start-continue'));
    await user.click(await screen.findByTestId('start-continue'));
    await user.click(await screen.findByTestId('start-when-now'));
    await user.click(screen.getByTestId('start-submit'));
    expect(await screen.findByTestId('start-error')).toHaveTextContent('No tiene suficiente Pulpa de mango');
    expect(callsTo('POST', '/api/processMetadata')).toHaveLength(0);
  });

  it('says a production request cannot be carried out with a process yet, and reads nothing', async () => {
    const { calls } = serve();
    show('/startProcess?processId=proc-line&requestId=q7');
    const notice = await screen.findByTestId('start-missing');
    expect(notice).toHaveTextContent('Todavía no es posible atender desde aquí la solicitud de un servicio que ejecuta un proceso.');
    expect(within(notice).getByRole('link')).toHaveAttribute('href', '/userRequests/received');
    expect(calls).toHaveLength(0);
  });
});

describe('StartProcessPage, outsourced', () => {
  beforeEach(() => {
    resetStores('es');
    logIn(ENTERPRISE_USER);
  });

  it('outsources the chosen activity as the order’s start: its outputs homologated, then the order’s metadata', async () => {
    const { callsTo } = serve();
    const user = setupUser();
    show();
    await fillIn(user, await screen.findByTestId(`start-amount-${PACKED.name}`), '24');
    await user.click(screen.getByTestId('start-calculate'));
    await user.click(within(await screen.findByTestId('choice-Despulpado')).getByTestId('choice-start'));
    await user.click(await screen.findByTestId('start-how-outsourced'));
    await chooseOption(user, 'Proveedor', 'Lácteos del Valle (María Gómez)');
    await chooseOption(user, 'Servicio', 'Despulpado a façon · Despulpado industrial');
    await fillIn(user, screen.getByTestId('outsource-required-date'), todayDate());
    await user.click(screen.getByTestId('start-continue'));
    await chooseOption(user, 'Pulpa de mango: 8 Kg', 'Pulpa congelada (Kg)');
    await user.click(screen.getByTestId('start-send'));

    expect(await screen.findByTestId('start-success')).toHaveTextContent('La solicitud fue enviada al proveedor');
    await user.click(screen.getByTestId('start-success-accept'));
    expect(await screen.findByTestId('scheduled-production-orders-page')).toBeInTheDocument();
    expect(callsTo('POST', '/api/executeActivity')[0].body).toEqual({
      activityId: 'a-pulping',
      providerId: DAIRY._id,
      serviceId: PULP_SERVICE._id,
      requiredDate: todayDate(),
      expectedOutputProducts: [{ id: PULP._id, amount: 8, counterpart: 'their-frozen' }],
      productionOrder: 'proc-line',
    });
    expect(callsTo('POST', '/api/processMetadata')[0].body).toMatchObject({
      executedActivityId: 'r-new',
      expectedProducts: [{ product: PACKED._id, amount: 24 }],
    });
  });
});
