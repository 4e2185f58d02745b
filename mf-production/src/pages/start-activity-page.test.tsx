import { configure, screen, waitFor, within } from '@testing-library/react';
import { fail, fillIn, logIn, ok, renderPage, resetStores, setupUser, stubFetch } from '@agrocadena/shared-ui/src/testing';
import StartActivityPage from './start-activity-page';
import { ENTERPRISE_USER } from '../test/activity-fixtures';
import { MANGO, ORDER_ON_HOLD, PACKED, PACKING, PULP, PULPING_PLAN, LINE_PLAN } from '../test/plan-fixtures';
import { productionRequest } from '../test/request-fixtures';
import { LONG_AGO, lot, lotExpired, lotsRoute } from '../test/lot-fixtures';
import { todayDate } from '@agrocadena/shared-ui';

configure({ asyncUtilTimeout: 5000 });

const LANDINGS = ['/runningActivities', '/scheduledActivities', '/activeProductionOrders', '/userActivities', '/pausedProductionOrders'];
const show = (url: string) => renderPage('/startActivity', url, <StartActivityPage />, LANDINGS);

function serve(plan = PULPING_PLAN, lots: Parameters<typeof lotsRoute>[0] = {}) {
  return stubFetch([
    { path: `/api/activities/${plan.activities[0]._id}/runPlan`, body: ok(plan) },
    lotsRoute(lots),
    { path: `/api/productionOrders/${ORDER_ON_HOLD._id}`, body: ok(ORDER_ON_HOLD) },
    { method: 'POST', path: '/api/executeActivity', status: 201, body: ok({ _id: 'r-new' }, 'Hecho') },
  ]);
}

describe('StartActivityPage', () => {
  beforeEach(() => {
    resetStores('es');
    logIn(ENTERPRISE_USER);
  });

  it('asks how much, shows the needs and the short ones, and starts the run now', async () => {
    const { callsTo } = serve();
    const user = setupUser();
    show('/startActivity?activityId=a-pulping');
    const amount = await screen.findByTestId(`start-amount-${PULP.name}`);
    await user.click(screen.getByTestId('start-continue'));
    expect(await screen.findByText('Ingrese la cantidad')).toBeInTheDocument();

    // 90 Kg of pulp from 6 Kg runs: 150 Kg of mango, 100 available.
    await fillIn(user, amount, '90');
    const mango = await screen.findByTestId('need-Mango Tommy');
    expect(mango).toHaveAttribute('data-short', 'true');
    expect(mango).toHaveTextContent('faltan 50 Kg');
    // What is set aside for other runs is not available, and says so.
    expect(screen.getByTestId('need-Mango Tommy-held')).toHaveTextContent('20 Kg de 120 Kg en existencia están reservados');
    expect(screen.getByTestId('start-short')).toHaveTextContent('No tiene suficientes productos para iniciar la actividad');
    await user.click(screen.getByTestId('start-continue'));
    expect(screen.getByTestId('run-steps').querySelector('[aria-current="step"]')).toHaveTextContent('Cuánto');

    await fillIn(user, amount, '30');
    await waitFor(() => expect(screen.getByTestId('need-Mango Tommy')).toHaveAttribute('data-short', 'false'));
    expect(screen.getByTestId('need-total')).toHaveTextContent('$ 50.000');
    await user.click(screen.getByTestId('start-continue'));
    expect(await screen.findByTestId('start-how-self')).toBeInTheDocument();
    await user.click(screen.getByTestId('start-continue'));
    await user.click(await screen.findByTestId('start-submit'));
    expect(await screen.findByText('Defina la hora de inicio')).toBeInTheDocument();
    await user.click(screen.getByTestId('start-when-now'));
    expect(screen.getByTestId('start-submit')).toHaveTextContent('Iniciar');
    await user.click(screen.getByTestId('start-submit'));

    expect(await screen.findByTestId('running-activities-page')).toBeInTheDocument();
    expect(callsTo('POST', '/api/executeActivity')[0].body).toEqual({
      activityId: 'a-pulping',
      expectedOutputProducts: [{ id: PULP._id, amount: 30 }],
    });
  });

  it('continues a production order pre-filled from it, and schedules it for a day from today on', async () => {
    // The order's pulping made the 12 Kg of pulp its packing needs.
    const stock = { ...LINE_PLAN.stock, [PULP._id]: { ...LINE_PLAN.stock[PULP._id], amount: 16, available: 16 } };
    const { callsTo } = serve({ name: PACKING.name, activities: [PACKING], stock });
    const user = setupUser();
    show(`/startActivity?activityId=a-packing&productionOrder=${ORDER_ON_HOLD._id}`);
    expect(await screen.findByTestId(`start-amount-${PACKED.name}`)).toHaveValue('24');
    expect(screen.getByTestId('start-activity')).toHaveTextContent('Siguiente actividad de la orden de producción abcde');
    await user.click(screen.getByTestId('start-continue'));
    await user.click(await screen.findByTestId('start-continue'));
    await user.click(await screen.findByTestId('start-when-scheduled'));
    expect(screen.getByTestId('start-submit')).toHaveTextContent('Programar');
    await user.click(screen.getByTestId('start-submit'));
    expect(await screen.findByText('Defina la fecha programada')).toBeInTheDocument();
    const day = screen.getByTestId('start-schedule-day');
    expect(day).toHaveAttribute('min', todayDate());
    // A day typed before today is named as such, not as a missing date.
    await fillIn(user, day, '2020-01-15');
    await user.click(screen.getByTestId('start-submit'));
    expect(await screen.findByText('Elija hoy o un día posterior')).toBeInTheDocument();
    expect(screen.queryByText('Defina la fecha programada')).not.toBeInTheDocument();
    await fillIn(user, day, todayDate());
    await user.click(screen.getByTestId('start-submit'));

    expect(await screen.findByTestId('scheduled-activities-page')).toBeInTheDocument();
    const body = callsTo('POST', '/api/executeActivity')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({
      activityId: 'a-packing',
      productionOrder: ORDER_ON_HOLD._id,
      expectedOutputProducts: [{ id: PACKED._id, amount: 24 }],
    });
    expect(body.scheduleTime).toBe(todayDate());
  });

  it('says which lots each input leaves, first-expiring-first within what is free of each', async () => {
    serve(PULPING_PLAN, {
      [MANGO._id]: [lot('MAN-20261120-01', { expiresOn: '2099-01-10', left: 30, reserved: 20 }), lot('MAN-20261121-01', { left: 90 })],
    });
    const user = setupUser();
    show('/startActivity?activityId=a-pulping');
    // 30 Kg of pulp need 50 Kg of mango.
    await fillIn(user, await screen.findByTestId(`start-amount-${PULP.name}`), '30');
    expect(await screen.findByTestId('need-Mango Tommy-lots')).toHaveTextContent('Saldrán: MAN-20261120-01 · 10 Kg, MAN-20261121-01 · 40 Kg');
    // Short: no lots to name.
    await fillIn(user, screen.getByTestId(`start-amount-${PULP.name}`), '90');
    await waitFor(() => expect(screen.getByTestId('need-Mango Tommy')).toHaveAttribute('data-short', 'true'));
    expect(screen.queryByTestId('need-Mango Tommy-lots')).not.toBeInTheDocument();
  });

  it.each([
    [
      'es',
      'Saldrán: MAN-20261125-01 · 70 Kg, MAN-20200110-01 · 30 Kg Vencido (incluye lotes vencidos: se le pedirá confirmar)',
      'MAN-20200110-01 · venció el 2020-01-15',
    ],
    [
      'en',
      'Will leave: MAN-20261125-01 · 70 Kg, MAN-20200110-01 · 30 Kg Expired (includes expired lots: you will be asked to confirm)',
      'MAN-20200110-01 · expired on 2020-01-15',
    ],
  ] as const)('starts a run now from expired lots only once the person confirms, sending it again (%s)', async (lang, leaving, named) => {
    resetStores(lang);
    logIn(ENTERPRISE_USER);
    const old = lot('MAN-20200110-01', { expiresOn: LONG_AGO, left: 30 });
    const { callsTo } = stubFetch([
      { path: '/api/activities/a-pulping/runPlan', body: ok(PULPING_PLAN) },
      lotsRoute({ [MANGO._id]: [lot('MAN-20261125-01', { expiresOn: '2099-01-10', left: 90, reserved: 20 }), old] }),
      {
        method: 'POST',
        path: '/api/executeActivity',
        reply: (call) =>
          (call.body as { takeExpired?: boolean }).takeExpired
            ? { status: 201, body: ok({ _id: 'r-new' }) }
            : { status: 409, body: lotExpired([old]) },
      },
    ]);
    const user = setupUser();
    show('/startActivity?activityId=a-pulping');
    // 60 Kg of pulp need 100 Kg of mango: the 70 free of the fresh lot, then 30 of the expired one.
    await fillIn(user, await screen.findByTestId(`start-amount-${PULP.name}`), '60');
    expect(await screen.findByTestId('need-Mango Tommy-lots')).toHaveTextContent(leaving);
    await user.click(screen.getByTestId('start-continue'));
    await user.click(await screen.findByTestId('start-continue'));
    await user.click(await screen.findByTestId('start-when-now'));
    await user.click(screen.getByTestId('start-submit'));

    const dialog = await screen.findByTestId('expired-lots-dialog');
    expect(within(dialog).getByTestId('expired-lots-list')).toHaveTextContent(named);
    expect(screen.queryByTestId('start-error')).not.toBeInTheDocument();
    await user.click(within(dialog).getByTestId('expired-lots-confirm'));
    expect(await screen.findByTestId('running-activities-page')).toBeInTheDocument();
    expect(callsTo('POST', '/api/executeActivity').map((call) => call.body)).toEqual([
      { activityId: 'a-pulping', expectedOutputProducts: [{ id: PULP._id, amount: 60 }] },
      { activityId: 'a-pulping', expectedOutputProducts: [{ id: PULP._id, amount: 60 }], takeExpired: true },
    ]);
  });

  it('sends nothing more when the expired lots are not to go, and stays', async () => {
    const old = lot('MAN-20200110-01', { expiresOn: LONG_AGO, left: 30 });
    const { callsTo } = stubFetch([
      { path: '/api/activities/a-pulping/runPlan', body: ok(PULPING_PLAN) },
      lotsRoute({ [MANGO._id]: [old] }),
      { method: 'POST', path: '/api/executeActivity', status: 409, body: lotExpired([old]) },
    ]);
    const user = setupUser();
    show('/startActivity?activityId=a-pulping');
    await fillIn(user, await screen.findByTestId(`start-amount-${PULP.name}`), '6');
    await user.click(screen.getByTestId('start-continue'));
    await user.click(await screen.findByTestId('start-continue'));
    await user.click(await screen.findByTestId('start-when-now'));
    await user.click(screen.getByTestId('start-submit'));
    await user.click(await screen.findByTestId('expired-lots-back'));
    await waitFor(() => expect(screen.queryByTestId('expired-lots-dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('start-submit')).toBeInTheDocument();
    expect(callsTo('POST', '/api/executeActivity')).toHaveLength(1);
  });

  it('shows the server’s refusal and stays', async () => {
    stubFetch([
      { path: '/api/activities/a-pulping/runPlan', body: ok(PULPING_PLAN) },
      {
        method: 'POST',
        path: '/api/executeActivity',
        status: 409,
        body: { success: false, code: 'NOT_ENOUGH_PRODUCTS', message: 'No tiene suficiente Mango Tommy', data: { status: null, shortages: [] } },
      },
    ]);
    const user = setupUser();
    show('/startActivity?activityId=a-pulping');
    await fillIn(user, await screen.findByTestId(`start-amount-${PULP.name}`), '6');
    await user.click(screen.getByTestId('start-continue'));
    await user.click(await screen.findByTestId('start-continue'));
    await user.click(await screen.findByTestId('start-when-now'));
    await user.click(screen.getByTestId('start-submit'));
    expect(await screen.findByTestId('start-error')).toHaveTextContent('No tiene suficiente Mango Tommy');
    expect(within(screen.getByTestId('start-activity')).getByTestId('start-submit')).toBeInTheDocument();
  });
});

describe('StartActivityPage for a production request made to me', () => {
  const ASKED = productionRequest(7, [{ product: PULP, amount: 30 }]);
  const URL = `/startActivity?activityId=a-pulping&requestId=${ASKED._id}`;

  beforeEach(() => {
    resetStores('es');
    logIn(ENTERPRISE_USER);
  });

  function serveRequest(failFirst = false) {
    let reads = 0;
    return stubFetch([
      { path: '/api/activities/a-pulping/runPlan', body: ok(PULPING_PLAN) },
      {
        path: `/api/requests/${ASKED._id}`,
        reply: () =>
          failFirst && reads++ === 0 ? { status: 404, body: fail('NOT_FOUND', 'La solicitud no existe') } : { status: 200, body: ok(ASKED) },
      },
      { method: 'POST', path: '/api/acceptServiceRequest', body: ok({ ...ASKED, state: 'IN_PROGRESS' }, 'Hecho') },
    ]);
  }

  /** Through the three steps with the amounts as pre-filled, to `when`. */
  async function goThrough(user: ReturnType<typeof setupUser>, when: 'now' | 'scheduled') {
    await user.click(screen.getByTestId('start-continue'));
    expect(await screen.findByTestId('start-how-self')).toBeInTheDocument();
    await user.click(screen.getByTestId('start-continue'));
    await user.click(await screen.findByTestId(`start-when-${when}`));
  }

  it('pre-fills what was asked, names the request, and accepts it with a run started now', async () => {
    const { callsTo } = serveRequest();
    const user = setupUser();
    show(URL);
    expect(await screen.findByTestId(`start-amount-${PULP.name}`)).toHaveValue('30');
    expect(screen.getByTestId('start-activity')).toHaveTextContent(
      'Atiende la solicitud de «Despulpado por encargo» de Tienda La Esquina, para el 2026-03-20',
    );
    expect(screen.getByTestId('back-link')).toHaveAttribute('href', '/userRequests/received');
    await goThrough(user, 'now');
    await user.click(screen.getByTestId('start-submit'));

    expect(await screen.findByTestId('running-activities-page')).toBeInTheDocument();
    expect(callsTo('POST', '/api/acceptServiceRequest')[0].body).toEqual({
      requestId: ASKED._id,
      expectedOutputProducts: [{ id: PULP._id, amount: 30 }],
    });
    expect(callsTo('POST', '/api/executeActivity')).toHaveLength(0);
  });

  it('accepts it for a day, with other amounts, in English', async () => {
    resetStores('en');
    logIn(ENTERPRISE_USER);
    const { callsTo } = serveRequest();
    const user = setupUser();
    show(URL);
    await fillIn(user, await screen.findByTestId(`start-amount-${PULP.name}`), '24');
    expect(screen.getByTestId('start-activity')).toHaveTextContent('Carries out the request for “Despulpado por encargo” of Tienda La Esquina');
    await goThrough(user, 'scheduled');
    await fillIn(user, screen.getByTestId('start-schedule-day'), todayDate());
    await user.click(screen.getByTestId('start-submit'));

    expect(await screen.findByTestId('scheduled-activities-page')).toBeInTheDocument();
    const body = callsTo('POST', '/api/acceptServiceRequest')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ requestId: ASKED._id, expectedOutputProducts: [{ id: PULP._id, amount: 24 }] });
    expect(body.scheduleTime).toBe(todayDate());
  });

  it('accepts it now from expired lots only once the person confirms, sending the acceptance again', async () => {
    const old = lot('MAN-20200110-01', { expiresOn: LONG_AGO, left: 100 });
    const { callsTo } = stubFetch([
      { path: '/api/activities/a-pulping/runPlan', body: ok(PULPING_PLAN) },
      { path: `/api/requests/${ASKED._id}`, body: ok(ASKED) },
      lotsRoute({ [MANGO._id]: [old] }),
      {
        method: 'POST',
        path: '/api/acceptServiceRequest',
        reply: (call) =>
          (call.body as { takeExpired?: boolean }).takeExpired
            ? { status: 200, body: ok({ ...ASKED, state: 'IN_PROGRESS' }) }
            : { status: 409, body: lotExpired([old]) },
      },
    ]);
    const user = setupUser();
    show(URL);
    await screen.findByTestId(`start-amount-${PULP.name}`);
    await goThrough(user, 'now');
    await user.click(screen.getByTestId('start-submit'));
    await user.click(within(await screen.findByTestId('expired-lots-dialog')).getByTestId('expired-lots-confirm'));
    expect(await screen.findByTestId('running-activities-page')).toBeInTheDocument();
    expect(callsTo('POST', '/api/acceptServiceRequest').map((call) => call.body)).toEqual([
      { requestId: ASKED._id, expectedOutputProducts: [{ id: PULP._id, amount: 30 }] },
      { requestId: ASKED._id, expectedOutputProducts: [{ id: PULP._id, amount: 30 }], takeExpired: true },
    ]);
  });

  it('says when the request cannot be read, and reads it again on retry', async () => {
    serveRequest(true);
    const user = setupUser();
    show(URL);
    const failed = await screen.findByTestId('start-load-error');
    expect(failed).toHaveTextContent('No se pudo cargar la solicitud');
    expect(failed).toHaveTextContent('La solicitud no existe');
    await user.click(screen.getByTestId('start-load-error-retry'));
    expect(await screen.findByTestId(`start-amount-${PULP.name}`)).toHaveValue('30');
  });
});
