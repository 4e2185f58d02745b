import { configure, screen, waitFor, within } from '@testing-library/react';
import type { ActivityBody } from '@agrocadena/contracts';
import { fail, fillIn, logIn, ok, renderPage, resetStores, setupUser, stubFetch, type RecordedCall } from '@agrocadena/shared-ui/src/testing';
import CreateActivityPage from './create-activity-page';
import { activity, ENTERPRISE_USER, MY_PRODUCTS, simpleProductsUrl } from '../test/activity-fixtures';
import { draftKey } from '../features/activities/rules/activity-draft';

configure({ asyncUtilTimeout: 5000 });

type User = ReturnType<typeof setupUser>;

function serve(
  products = MY_PRODUCTS,
  created: { status: number; body: (call: RecordedCall) => unknown } = {
    status: 201,
    body: (call: RecordedCall) => ok(activity(9, { name: (call.body as ActivityBody).name })),
  },
) {
  return stubFetch([
    { path: simpleProductsUrl, body: ok(products) },
    { method: 'POST', path: '/api/activities', status: created.status, body: created.body },
  ]);
}

const show = () => renderPage('/createActivity', '/createActivity', <CreateActivityPage />, ['/userActivities', '/createProduct']);

async function choose(user: User, side: 'inputProducts' | 'outputProducts', picks: [string, string][]) {
  await user.click(screen.getByTestId(`choose-${side}`));
  const dialog = await screen.findByTestId('product-chooser');
  for (const [name, amount] of picks) await fillIn(user, within(dialog).getByTestId(`chooser-amount-${name}`), amount);
  await user.click(screen.getByTestId('chooser-confirm'));
  await waitFor(() => expect(screen.queryByTestId('product-chooser')).not.toBeInTheDocument());
}

async function fillTexts(user: User) {
  await fillIn(user, screen.getByTestId('activity-name'), 'Despulpado');
  await fillIn(user, screen.getByTestId('activity-description'), 'Separar la pulpa de la semilla');
  await fillIn(user, screen.getByTestId('activity-duration'), '2,5');
}

describe('CreateActivityPage', () => {
  beforeEach(() => {
    resetStores('es');
    sessionStorage.clear();
    logIn(ENTERPRISE_USER);
  });

  it('creates an activity with products chosen in the chooser, amounts typed the Colombian way', async () => {
    const { callsTo } = serve();
    const user = setupUser();
    show();
    await fillTexts(user);
    await choose(user, 'inputProducts', [
      ['Mango Tommy', '75'],
      ['Azúcar', '25'],
    ]);
    await choose(user, 'outputProducts', [['Pulpa de mango', '60,5']]);
    // Each product's share of its side.
    expect(within(screen.getByTestId('line-inputProducts-Mango Tommy')).getByTestId('weight')).toHaveTextContent(/75\s?%/);
    expect(within(screen.getByTestId('line-inputProducts-Azúcar')).getByTestId('weight')).toHaveTextContent(/25\s?%/);
    await user.click(screen.getByTestId('activity-submit'));
    expect(await screen.findByTestId('activity-created-dialog')).toHaveTextContent('Actividad creada con éxito');
    const [post] = callsTo('POST', '/api/activities');
    expect(post.body).toEqual({
      user: ENTERPRISE_USER._id,
      name: 'Despulpado',
      description: 'Separar la pulpa de la semilla',
      estimatedDurationInHours: 2.5,
      inputProducts: [
        { id: 'p-mango', amount: 75 },
        { id: 'p-azucar', amount: 25 },
      ],
      outputProducts: [{ id: 'p-pulpa', amount: 60.5 }],
    });
    await user.click(screen.getByTestId('activity-created-accept'));
    expect(await screen.findByTestId('user-activities-page')).toBeInTheDocument();
  });

  it('asks for the required fields and for products on both sides, marking the sides', async () => {
    const { callsTo } = serve();
    const user = setupUser();
    show();
    await screen.findByTestId('activity-form');
    await user.click(screen.getByTestId('activity-submit'));
    expect(await screen.findByTestId('activity-form-error')).toHaveTextContent('Complete los campos obligatorios');
    await fillTexts(user);
    await user.click(screen.getByTestId('activity-submit'));
    await waitFor(() => expect(screen.getByTestId('activity-form-error')).toHaveTextContent('Seleccione los productos'));
    expect(screen.getByTestId('side-inputProducts').closest('.ac-form-item')).toHaveClass('ac-form-item--error');
    expect(screen.getByTestId('side-outputProducts').closest('.ac-form-item')).toHaveClass('ac-form-item--error');
    await choose(user, 'inputProducts', [['Mango Tommy', '10']]);
    await user.click(screen.getByTestId('activity-submit'));
    await waitFor(() => expect(screen.getByTestId('side-inputProducts').closest('.ac-form-item')).not.toHaveClass('ac-form-item--error'));
    expect(screen.getByTestId('side-outputProducts').closest('.ac-form-item')).toHaveClass('ac-form-item--error');
    expect(callsTo('POST', '/api/activities')).toHaveLength(0);
  });

  it('the chooser needs a product with an amount above 0, and its search ignores accents', async () => {
    serve();
    const user = setupUser();
    show();
    await user.click(await screen.findByTestId('choose-inputProducts'));
    const dialog = await screen.findByTestId('product-chooser');
    await user.click(screen.getByTestId('chooser-confirm'));
    expect(await screen.findByTestId('chooser-error')).toHaveTextContent('Verifique los productos');
    await user.click(within(dialog).getByTestId('choose-Azúcar'));
    await user.click(screen.getByTestId('chooser-confirm'));
    expect(screen.getByTestId('chooser-error')).toBeInTheDocument();
    await fillIn(user, within(dialog).getByLabelText('Buscar entre mis productos'), 'limon');
    expect(within(dialog).getByTestId('chooser-row-Limón Tahití')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('chooser-row-Mango Tommy')).not.toBeInTheDocument();
    // A ticked product stays ticked while the search hides it.
    await fillIn(user, within(dialog).getByTestId('chooser-amount-Limón Tahití'), '0');
    await user.click(screen.getByTestId('chooser-confirm'));
    expect(screen.getByTestId('chooser-error')).toBeInTheDocument();
    await fillIn(user, within(dialog).getByTestId('chooser-amount-Limón Tahití'), '12');
    await fillIn(user, within(dialog).getByLabelText('Buscar entre mis productos'), 'az');
    await fillIn(user, within(dialog).getByTestId('chooser-amount-Azúcar'), '3');
    await user.click(screen.getByTestId('chooser-confirm'));
    await waitFor(() => expect(screen.queryByTestId('product-chooser')).not.toBeInTheDocument());
    expect(screen.getByTestId('line-inputProducts-Azúcar')).toBeInTheDocument();
    expect(screen.getByTestId('line-inputProducts-Limón Tahití')).toBeInTheDocument();
  });

  it('says why an amount typed the other language’s way cannot be read', async () => {
    resetStores('en');
    logIn(ENTERPRISE_USER);
    serve();
    const user = setupUser();
    show();
    await user.click(await screen.findByTestId('choose-inputProducts'));
    const dialog = await screen.findByTestId('product-chooser');
    await fillIn(user, within(dialog).getByTestId('chooser-amount-Mango Tommy'), '12,5');
    await user.click(screen.getByTestId('chooser-confirm'));
    expect(await screen.findByTestId('chooser-error')).toHaveTextContent('Check the products');
    expect(screen.getByTestId('chooser-problem-Mango Tommy')).toHaveTextContent('12,5');
    await fillIn(user, within(dialog).getByTestId('chooser-amount-Mango Tommy'), '12.5');
    await user.click(screen.getByTestId('chooser-confirm'));
    await waitFor(() => expect(screen.queryByTestId('product-chooser')).not.toBeInTheDocument());
    expect(screen.getByTestId('amount-inputProducts-Mango Tommy')).toHaveValue('12.5');
  });

  it('a duration it cannot read says why, and only a duration above a year says it is too long', async () => {
    serve();
    const user = setupUser();
    show();
    const duration = screen.getByTestId('activity-duration');
    await fillIn(user, duration, '1.5');
    await user.tab();
    const field = duration.closest('.ac-form-item') as HTMLElement;
    await waitFor(() => expect(within(field).getByRole('alert')).toHaveTextContent('1.5'));
    expect(field).not.toHaveTextContent('Como máximo');
    await fillIn(user, duration, '9000');
    await user.tab();
    await waitFor(() => expect(within(field).getByRole('alert')).toHaveTextContent('Como máximo 8.760 horas'));
    await fillIn(user, duration, '1,5');
    await user.tab();
    await waitFor(() => expect(within(field).queryByRole('alert')).not.toBeInTheDocument());
  });

  it('an amount set to 0 in the form is an invalid amount', async () => {
    const { callsTo } = serve();
    const user = setupUser();
    show();
    await fillTexts(user);
    await choose(user, 'inputProducts', [['Mango Tommy', '10']]);
    await choose(user, 'outputProducts', [['Pulpa de mango', '6']]);
    await fillIn(user, screen.getByTestId('amount-inputProducts-Mango Tommy'), '0');
    await user.click(screen.getByTestId('activity-submit'));
    await waitFor(() => expect(screen.getByTestId('activity-form-error')).toHaveTextContent('Cantidad inválida'));
    expect(callsTo('POST', '/api/activities')).toHaveLength(0);
    await user.click(screen.getByTestId('remove-inputProducts-Mango Tommy'));
    expect(screen.queryByTestId('line-inputProducts-Mango Tommy')).not.toBeInTheDocument();
  });

  it('keeps the draft through a reload and drops it after a save attempt', async () => {
    serve(MY_PRODUCTS, { status: 400, body: () => fail('VALIDATION', 'El nombre ya existe', 'name') });
    const user = setupUser();
    const first = show();
    await fillIn(user, await screen.findByTestId('activity-name'), 'Selección');
    await choose(user, 'inputProducts', [['Mango Tommy', '100']]);
    expect(sessionStorage.getItem(draftKey(ENTERPRISE_USER._id))).toContain('Selección');
    first.unmount();

    show();
    expect(await screen.findByTestId('activity-name')).toHaveValue('Selección');
    expect(screen.getByTestId('amount-inputProducts-Mango Tommy')).toHaveValue('100');
    await fillIn(user, screen.getByTestId('activity-description'), 'Escoger la fruta sana');
    await fillIn(user, screen.getByTestId('activity-duration'), '1');
    await choose(user, 'outputProducts', [['Pulpa de mango', '90']]);
    await user.click(screen.getByTestId('activity-submit'));
    // The server's refusal shows under its field; what was typed stays on screen, the draft is gone.
    expect(await screen.findByText('El nombre ya existe', { selector: '.ac-form-item__error' })).toBeInTheDocument();
    expect(screen.getByTestId('activity-name')).toHaveValue('Selección');
    expect(sessionStorage.getItem(draftKey(ENTERPRISE_USER._id))).toBeNull();
  });

  it('with no products yet, prompts to create one and come back', async () => {
    serve([]);
    const user = setupUser();
    show();
    const prompt = await screen.findByTestId('no-products-prompt');
    expect(prompt).toHaveTextContent('Necesita productos para describir una actividad');
    await user.click(within(prompt).getByTestId('no-products-create'));
    expect(await screen.findByTestId('create-product-page')).toHaveTextContent('/createProduct?goBack=createActivity');
  });

  it('another user type is told production belongs to agro-industries and asks nothing', async () => {
    const { calls } = serve();
    logIn({ ...ENTERPRISE_USER, userType: 'AGRO' });
    show();
    expect(await screen.findByTestId('enterprise-only')).toHaveTextContent('La producción es de las agroindustrias');
    expect(screen.queryByTestId('activity-form')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path.includes('simpleProducts'))).toHaveLength(0);
  });
});
