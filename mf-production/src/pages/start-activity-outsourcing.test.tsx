import { configure, screen, waitFor, within } from '@testing-library/react';
import { chooseOption, fail, fillIn, logIn, ok, renderPage, resetStores, setupUser, stubFetch } from '@agrocadena/shared-ui/src/testing';
import { rememberNewProvider, todayDate } from '@agrocadena/shared-ui';
import StartActivityPage from './start-activity-page';
import { ENTERPRISE_USER } from '../test/activity-fixtures';
import { ORDER_ON_HOLD, PULP, PULPING_PLAN } from '../test/plan-fixtures';
import { DAIRY, outsourcingRoutes, PULP_SERVICE } from '../test/outsourcing-fixtures';
import { START_DRAFT_KEY, writeStartDraft } from '../features/start/rules/start-draft';
import type { ProviderWithServices } from '@agrocadena/contracts';

configure({ asyncUtilTimeout: 5000 });

const LANDINGS = ['/runningActivities', '/scheduledActivities', '/addProvider', '/userActivities', '/pausedProductionOrders'];
const show = (url = '/startActivity?activityId=a-pulping') => renderPage('/startActivity', url, <StartActivityPage />, LANDINGS);
type User = ReturnType<typeof setupUser>;

function serve(
  providers?: ProviderWithServices[],
  executed: { status: number; body: unknown } = { status: 201, body: ok({ _id: 'r-new' }, 'Hecho') },
) {
  return stubFetch([
    { path: '/api/activities/a-pulping/runPlan', body: ok(PULPING_PLAN) },
    { path: `/api/productionOrders/${ORDER_ON_HOLD._id}`, body: ok(ORDER_ON_HOLD) },
    ...outsourcingRoutes(providers),
    { method: 'POST', path: '/api/executeActivity', reply: () => executed },
  ]);
}

/** 30 Kg of pulp, then step 2 outsourced. */
async function toOutsourcing(user: User, amount = '30') {
  await fillIn(user, await screen.findByTestId(`start-amount-${PULP.name}`), amount);
  await user.click(screen.getByTestId('start-continue'));
  await user.click(await screen.findByTestId('start-how-outsourced'));
}

/** The options an open antd select shows, by their text. */
const shownOptions = () => [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].map((option) => option.textContent);

describe('StartActivityPage, outsourced', () => {
  beforeEach(() => {
    resetStores('es');
    sessionStorage.clear();
    logIn(ENTERPRISE_USER);
  });

  it('asks for the provider’s service and the required date, homologates each output with one of the same unit, and sends the request', async () => {
    const { callsTo } = serve();
    const user = setupUser();
    show();
    await toOutsourcing(user);
    await user.click(screen.getByTestId('start-continue'));
    expect(await screen.findByText('Defina el proveedor')).toBeInTheDocument();
    expect(screen.getByText('Defina la fecha')).toBeInTheDocument();

    await chooseOption(user, 'Proveedor', 'Lácteos del Valle (María Gómez)');
    await user.click(screen.getByTestId('start-continue'));
    expect(await screen.findByText('Defina el servicio')).toBeInTheDocument();
    await chooseOption(user, 'Servicio', 'Despulpado a façon · Despulpado industrial');
    const date = screen.getByTestId('outsource-required-date');
    expect(date).toHaveAttribute('min', todayDate());
    await fillIn(user, date, '2020-01-01');
    await user.click(screen.getByTestId('start-continue'));
    expect(await screen.findByText('Elija hoy o un día posterior')).toBeInTheDocument();
    await fillIn(user, date, todayDate());
    await user.click(screen.getByTestId('start-continue'));

    // Step 3: the homologation, then Send request instead of Start.
    expect(await screen.findByTestId('outsource-summary')).toHaveTextContent('Lácteos del Valle (María Gómez)');
    expect(screen.queryByTestId('start-submit')).not.toBeInTheDocument();
    await user.click(await screen.findByTestId('start-send'));
    expect(await screen.findByText('Elija el producto que le corresponde')).toBeInTheDocument();
    expect(callsTo('POST', '/api/executeActivity')).toHaveLength(0);
    await user.click(await screen.findByLabelText('Pulpa de mango: 30 Kg'));
    await waitFor(() => expect(shownOptions()).toEqual(['Pulpa congelada (Kg)', 'Pulpa fresca (Kg)']));
    await chooseOption(user, 'Pulpa de mango: 30 Kg', 'Pulpa fresca (Kg)');
    await user.click(screen.getByTestId('start-send'));

    expect(await screen.findByTestId('scheduled-activities-page')).toBeInTheDocument();
    expect(callsTo('POST', '/api/executeActivity')[0].body).toEqual({
      activityId: 'a-pulping',
      providerId: DAIRY._id,
      serviceId: PULP_SERVICE._id,
      requiredDate: todayDate(),
      expectedOutputProducts: [{ id: PULP._id, amount: 30, counterpart: 'their-fresh' }],
    });
    expect(await screen.findByText('Solicitud enviada al proveedor')).toBeInTheDocument();
  });

  it('chooses a provider’s only service with it, and shows the server’s refusal, staying on the homologation', async () => {
    const refusal = fail('VALIDATION', 'El producto no es uno de los del servicio', 'expectedOutputProducts.0.counterpart');
    const { callsTo } = serve([{ ...DAIRY, services: [DAIRY.services[0]] }], { status: 400, body: refusal });
    const user = setupUser();
    show();
    await toOutsourcing(user);
    await chooseOption(user, 'Proveedor', 'Lácteos del Valle (María Gómez)');
    expect(screen.getByTestId('start-activity')).toHaveTextContent('Despulpado a façon · Despulpado industrial');
    await fillIn(user, screen.getByTestId('outsource-required-date'), todayDate());
    await user.click(screen.getByTestId('start-continue'));
    await chooseOption(user, 'Pulpa de mango: 30 Kg', 'Pulpa congelada (Kg)');
    await user.click(screen.getByTestId('start-send'));
    expect(await screen.findByTestId('start-error')).toHaveTextContent('El producto no es uno de los del servicio');
    expect(screen.getByTestId('start-send')).toBeInTheDocument();
    expect(callsTo('POST', '/api/executeActivity')[0].body).toMatchObject({
      expectedOutputProducts: [{ id: PULP._id, amount: 30, counterpart: 'their-frozen' }],
    });
  });

  it('with no provider offering a production service, says so and offers to add one, keeping the amounts for the way back', async () => {
    const { callsTo } = serve([]);
    const user = setupUser();
    show();
    // 90 Kg is more than the mango in stock allows: outsourcing is the way on.
    await fillIn(user, await screen.findByTestId(`start-amount-${PULP.name}`), '90');
    await user.click(await screen.findByTestId('start-short-outsource'));
    expect(await screen.findByTestId('outsource-no-providers')).toHaveTextContent('Aún no tiene proveedores con servicios de producción');
    await user.click(screen.getByTestId('start-continue'));
    expect(await screen.findByText('Agregue un proveedor con servicios de producción para tercerizarla')).toBeInTheDocument();
    // By me, the stock is still short.
    await user.click(screen.getByTestId('start-how-self'));
    await user.click(screen.getByTestId('start-continue'));
    expect(
      await screen.findByText('No tiene suficientes productos para iniciar la actividad', { selector: '.ac-form-item__error' }),
    ).toBeInTheDocument();
    await user.click(screen.getByTestId('start-how-outsourced'));

    await user.click(await screen.findByTestId('outsource-add-provider'));
    expect(await screen.findByTestId('add-provider-page')).toHaveTextContent('/addProvider?redirect=back');
    expect(JSON.parse(sessionStorage.getItem(START_DRAFT_KEY) ?? '{}')).toEqual({ of: 'activity:a-pulping', amounts: { [PULP._id]: 90 } });
    expect(callsTo('POST', '/api/executeActivity')).toHaveLength(0);
  });

  it('back from adding a provider, opens at step 2, outsourced, with the amounts and the new provider', async () => {
    serve();
    writeStartDraft(sessionStorage, { of: 'activity:a-pulping', amounts: { [PULP._id]: 12 } });
    rememberNewProvider(DAIRY._id);
    const user = setupUser();
    show();
    expect(await screen.findByTestId('outsource-provider')).toHaveTextContent('Lácteos del Valle (María Gómez)');
    expect(screen.getByTestId('start-how-outsourced')).toBeChecked();
    await user.click(screen.getByTestId('start-back'));
    expect(await screen.findByTestId(`start-amount-${PULP.name}`)).toHaveValue('12');
    expect(sessionStorage.getItem(START_DRAFT_KEY)).toBeNull();
  });

  it('keeps a production order’s continuation and a request made to me run by me', async () => {
    serve();
    const user = setupUser();
    show(`/startActivity?activityId=a-pulping&productionOrder=${ORDER_ON_HOLD._id}`);
    await fillIn(user, await screen.findByTestId(`start-amount-${PULP.name}`), '6');
    await user.click(screen.getByTestId('start-continue'));
    expect(await screen.findByTestId('start-how-self')).toBeInTheDocument();
    expect(within(screen.getByTestId('start-how')).queryByTestId('start-how-outsourced')).not.toBeInTheDocument();
  });
});
