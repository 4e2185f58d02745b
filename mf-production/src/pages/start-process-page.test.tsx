import { configure, screen, waitFor, within } from '@testing-library/react';
import { chooseOption, fail, fillIn, logIn, ok, renderPage, resetStores, setupUser, stubFetch } from '@agrocadena/shared-ui/src/testing';
import { todayDate } from '@agrocadena/shared-ui';
import StartProcessPage from './start-process-page';
import { ENTERPRISE_USER } from '../test/activity-fixtures';
import { LINE_PLAN, PACKED, PULP } from '../test/plan-fixtures';
import { DAIRY, outsourcingRoutes, PULP_SERVICE } from '../test/outsourcing-fixtures';
import { productionRequest } from '../test/request-fixtures';
import { LONG_AGO, lot, lotExpired, lotsRoute } from '../test/lot-fixtures';

configure({ asyncUtilTimeout: 5000 });

const LANDINGS = ['/activeProductionOrders', '/scheduledProductionOrders', '/userProcesses'];
const show = (url = '/startProcess?processId=proc-line') => renderPage('/startProcess', url, <StartProcessPage />, LANDINGS);

function serve(executeAnswer: { status: number; body: unknown } = { status: 201, body: ok({ _id: 'r-new', productionOrder: 'o1' }) }) {
  return stubFetch([
    { path: '/api/processes/proc-line/runPlan', body: ok(LINE_PLAN) },
    lotsRoute(),
    { method: 'POST', path: '/api/executeActivity', reply: () => executeAnswer },
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
    // One call: the API plans the order (what it delivers and needs) from what was asked of it.
    expect(callsTo('POST', '/api/executeActivity')).toEqual([
      expect.objectContaining({
        body: {
          activityId: 'a-pulping',
          expectedOutputProducts: [{ id: PULP._id, amount: 8 }],
          productionOrder: 'proc-line',
          orderWants: [{ id: PACKED._id, amount: 24 }],
        },
      }),
    ]);
  });

  it('says which lots the order’s first run leaves, and starts it from expired ones only once confirmed', async () => {
    const old = lot('PUL-20200110-01', { product: PULP, expiresOn: LONG_AGO, left: 1 });
    const { callsTo } = stubFetch([
      { path: '/api/processes/proc-line/runPlan', body: ok(LINE_PLAN) },
      lotsRoute({ [PULP._id]: [lot('PUL-20261126-01', { product: PULP, expiresOn: '2099-01-10', left: 2.5 }), old] }),
      {
        method: 'POST',
        path: '/api/executeActivity',
        reply: (call) =>
          (call.body as { takeExpired?: boolean }).takeExpired
            ? { status: 201, body: ok({ _id: 'r-new', productionOrder: 'o1' }) }
            : { status: 409, body: lotExpired([old]) },
      },
      ...outsourcingRoutes(),
    ]);
    const user = setupUser();
    show();
    // 6 boxes need 3 Kg of pulp: the 2,5 of the fresh lot, then half a kilo of the expired one.
    await fillIn(user, await screen.findByTestId(`start-amount-${PACKED.name}`), '6');
    await user.click(screen.getByTestId('start-calculate'));
    expect(await screen.findByTestId('need-Pulpa de mango-lots')).toHaveTextContent(
      'Saldrán: PUL-20261126-01 · 2,5 Kg, PUL-20200110-01 · 0,5 Kg Vencido (incluye lotes vencidos: se le pedirá confirmar)',
    );
    await user.click(screen.getByTestId('start-continue'));
    await user.click(await screen.findByTestId('start-continue'));
    await user.click(await screen.findByTestId('start-when-now'));
    await user.click(screen.getByTestId('start-submit'));
    const dialog = await screen.findByTestId('expired-lots-dialog');
    expect(within(dialog).getByTestId('expired-lots-list')).toHaveTextContent('PUL-20200110-01 · venció el 2020-01-15');
    expect(screen.queryByTestId('start-error')).not.toBeInTheDocument();
    await user.click(within(dialog).getByTestId('expired-lots-confirm'));
    await screen.findByTestId('start-success');
    expect(callsTo('POST', '/api/executeActivity').map((call) => (call.body as { takeExpired?: boolean }).takeExpired)).toEqual([undefined, true]);
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

  it('shows the server’s refusal of the start', async () => {
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
    expect(callsTo('POST', '/api/executeActivity')).toHaveLength(1);
  });
});

describe('StartProcessPage, outsourced', () => {
  beforeEach(() => {
    resetStores('es');
    logIn(ENTERPRISE_USER);
  });

  it('outsources the chosen activity as the order’s start: its outputs homologated, the order asked for in the same call', async () => {
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
      orderWants: [{ id: PACKED._id, amount: 24 }],
    });
  });
});

describe('StartProcessPage when no step can start from my stock', () => {
  beforeEach(() => {
    resetStores('es');
    logIn(ENTERPRISE_USER);
  });

  it('offers each short step to a provider; the order starts with that step outsourced, doing it myself refused', async () => {
    const { callsTo } = serve();
    const user = setupUser();
    show();
    // 200 boxes need 100 Kg of pulp: 96 to make, from 160 Kg of mango where there are 100.
    await fillIn(user, await screen.findByTestId(`start-amount-${PACKED.name}`), '200');
    await user.click(screen.getByTestId('start-calculate'));
    const pulping = await screen.findByTestId('choice-Despulpado');
    expect(within(pulping).getByTestId('choice-start')).toBeDisabled();
    expect(within(screen.getByTestId('choice-Empacado')).getByTestId('choice-start')).toBeDisabled();
    expect(within(screen.getByTestId('choice-Empacado')).getByTestId('choice-outsource')).toHaveTextContent('Encargar este paso a un proveedor');
    await user.click(within(pulping).getByTestId('choice-outsource'));

    // Step 2 opens on outsourcing; by me is refused with the reason.
    expect(await screen.findByTestId('start-how-outsourced')).toBeChecked();
    await user.click(screen.getByTestId('start-how-self'));
    await user.click(screen.getByTestId('start-continue'));
    expect(await screen.findByText('No tiene suficientes productos para iniciar la actividad', { selector: '.ac-form-item__error' })).toBeVisible();
    await user.click(screen.getByTestId('start-how-outsourced'));
    await chooseOption(user, 'Proveedor', 'Lácteos del Valle (María Gómez)');
    await chooseOption(user, 'Servicio', 'Despulpado a façon · Despulpado industrial');
    await fillIn(user, screen.getByTestId('outsource-required-date'), todayDate());
    await user.click(screen.getByTestId('start-continue'));
    await chooseOption(user, 'Pulpa de mango: 96 Kg', 'Pulpa congelada (Kg)');
    await user.click(screen.getByTestId('start-send'));

    expect(await screen.findByTestId('start-success')).toHaveTextContent('La solicitud fue enviada al proveedor');
    expect(callsTo('POST', '/api/executeActivity')[0].body).toEqual({
      activityId: 'a-pulping',
      providerId: DAIRY._id,
      serviceId: PULP_SERVICE._id,
      requiredDate: todayDate(),
      expectedOutputProducts: [{ id: PULP._id, amount: 96, counterpart: 'their-frozen' }],
      productionOrder: 'proc-line',
      orderWants: [{ id: PACKED._id, amount: 200 }],
    });
  });
});

describe('StartProcessPage for a production request made to me', () => {
  // The shop asks for 24 boxes of the service that offers my pulp line.
  const ASKED = productionRequest(8, [{ product: PACKED, amount: 24 }], {
    service: { _id: 's-line', name: 'Pulpa empacada por encargo', type: 'PRODUCTION', activityId: null, processId: 'proc-line' },
  });
  const URL = `/startProcess?processId=proc-line&requestId=${ASKED._id}`;

  beforeEach(() => {
    resetStores('es');
    logIn(ENTERPRISE_USER);
  });

  function serveRequest(failFirst = false) {
    let reads = 0;
    return stubFetch([
      { path: '/api/processes/proc-line/runPlan', body: ok(LINE_PLAN) },
      {
        path: `/api/requests/${ASKED._id}`,
        reply: () =>
          failFirst && reads++ === 0 ? { status: 404, body: fail('NOT_FOUND', 'La solicitud no existe') } : { status: 200, body: ok(ASKED) },
      },
      {
        method: 'POST',
        path: '/api/acceptServiceRequest',
        body: ok({ ...ASKED, state: 'IN_PROGRESS', run: { _id: 'r-new', status: 'IN_PROGRESS' } }, 'Hecho'),
      },
    ]);
  }

  /** From step 2, by me (the only way offered), to `when`. */
  async function goThrough(user: ReturnType<typeof setupUser>, when: 'now' | 'scheduled') {
    expect(await screen.findByTestId('start-how-self')).toBeInTheDocument();
    expect(screen.queryByTestId('start-how-outsourced')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('start-continue'));
    await user.click(await screen.findByTestId(`start-when-${when}`));
  }

  it('pre-fills what was asked, names the request, and accepts it with the order started now by the chosen activity', async () => {
    const { callsTo } = serveRequest();
    const user = setupUser();
    show(URL);
    expect(await screen.findByTestId(`start-amount-${PACKED.name}`)).toHaveValue('24');
    expect(screen.getByTestId('start-process')).toHaveTextContent(
      'Atiende la solicitud de «Pulpa empacada por encargo» de Tienda La Esquina, para el 2026-03-20',
    );
    expect(screen.getByTestId('back-link')).toHaveAttribute('href', '/userRequests/received');

    // 24 boxes need 12 Kg of pulp, 4 in stock: the order starts by making the 8 missing.
    await user.click(screen.getByTestId('start-calculate'));
    await user.click(within(await screen.findByTestId('choice-Despulpado')).getByTestId('choice-start'));
    await goThrough(user, 'now');
    await user.click(screen.getByTestId('start-submit'));

    expect(await screen.findByTestId('start-success')).toHaveTextContent('La orden de producción ha comenzado.');
    expect(callsTo('POST', '/api/acceptServiceRequest')[0].body).toEqual({
      requestId: ASKED._id,
      activityId: 'a-pulping',
      expectedOutputProducts: [{ id: PULP._id, amount: 8 }],
      orderWants: [{ id: PACKED._id, amount: 24 }],
    });
    expect(callsTo('POST', '/api/executeActivity')).toHaveLength(0);
    // The request, which follows its order now, is read again.
    await waitFor(() => expect(callsTo('GET', `/api/requests/${ASKED._id}`).length).toBeGreaterThan(1));
    await user.click(screen.getByTestId('start-success-accept'));
    expect(await screen.findByTestId('active-production-orders-page')).toBeInTheDocument();
  });

  it('accepts it for a day, with other amounts and the principal, in English', async () => {
    resetStores('en');
    logIn(ENTERPRISE_USER);
    const { callsTo } = serveRequest();
    const user = setupUser();
    show(URL);
    await fillIn(user, await screen.findByTestId(`start-amount-${PACKED.name}`), '6');
    expect(screen.getByTestId('start-process')).toHaveTextContent('Carries out the request for “Pulpa empacada por encargo” of Tienda La Esquina');
    // Nothing short: Continue calculates and moves on with the principal.
    await user.click(screen.getByTestId('start-continue'));
    await goThrough(user, 'scheduled');
    await fillIn(user, screen.getByTestId('start-schedule-day'), todayDate());
    await user.click(screen.getByTestId('start-submit'));

    expect(await screen.findByTestId('start-success')).toHaveTextContent('The production order has been scheduled.');
    await user.click(screen.getByTestId('start-success-accept'));
    expect(await screen.findByTestId('scheduled-production-orders-page')).toBeInTheDocument();
    const body = callsTo('POST', '/api/acceptServiceRequest')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({
      requestId: ASKED._id,
      activityId: 'a-packing',
      expectedOutputProducts: [{ id: PACKED._id, amount: 6 }],
      orderWants: [{ id: PACKED._id, amount: 6 }],
    });
    expect(body.scheduleTime).toBe(todayDate());
  });

  it('says when the request cannot be read, and reads it again on retry', async () => {
    serveRequest(true);
    const user = setupUser();
    show(URL);
    const failed = await screen.findByTestId('start-load-error');
    expect(failed).toHaveTextContent('No se pudo cargar la solicitud');
    expect(failed).toHaveTextContent('La solicitud no existe');
    await user.click(screen.getByTestId('start-load-error-retry'));
    expect(await screen.findByTestId(`start-amount-${PACKED.name}`)).toHaveValue('24');
  });
});
