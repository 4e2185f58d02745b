import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fillIn, logIn, ok, renderPage, resetStores, setupUser, stubFetch, type RecordedCall } from '@agrocadena/shared-ui/src/testing';
import type { ProcessBody } from '@agrocadena/contracts';
import CreateProcessPage from './create-process-page';
import { activitiesUrl, activity, ENTERPRISE_USER } from '../test/activity-fixtures';

configure({ asyncUtilTimeout: 5000 });

const MINE = [activity(1, { name: 'Empaque' }), activity(2, { name: 'Despulpado' }), activity(3, { name: 'Selección' })];

function serve(activities = MINE) {
  return stubFetch([
    { path: `${activitiesUrl}?skip=0&limit=100`, body: { ...ok(activities), totalItems: activities.length } },
    {
      method: 'POST',
      path: '/api/processes',
      status: 201,
      body: (call: RecordedCall) => {
        const body = call.body as ProcessBody;
        return ok({
          _id: 'pr1',
          name: body.name,
          description: body.description,
          activities: [],
          user: ENTERPRISE_USER._id,
          createdAt: '',
          updatedAt: '',
        });
      },
    },
  ]);
}

const show = () => renderPage('/createProcess', '/createProcess', <CreateProcessPage />, ['/userProcesses', '/createActivity']);
type User = ReturnType<typeof setupUser>;

async function pick(user: User, name: string) {
  await user.click(screen.getByLabelText('Agregar una actividad'));
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((el) => el.textContent === name);
    if (!found) throw new Error(`${name} not offered`);
    return found;
  });
  await user.click(option);
  await screen.findByTestId(`step-${name}`);
}

const order = () =>
  [...screen.getByTestId('process-steps').querySelectorAll('[data-testid^="step-"]:not([data-testid*="handle"]):not([data-testid*="remove"])')].map(
    (li) => li.getAttribute('data-testid')?.replace('step-', ''),
  );

/** react-beautiful-dnd's keyboard sensor: space lifts, an arrow moves one place, space drops. */
async function moveUpByKeyboard(handle: HTMLElement) {
  act(() => handle.focus());
  fireEvent.keyDown(handle, { key: ' ', keyCode: 32 });
  await act(async () => {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
  fireEvent.keyDown(handle, { key: 'ArrowUp', keyCode: 38 });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  fireEvent.keyDown(handle, { key: ' ', keyCode: 32 });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

describe('CreateProcessPage', () => {
  beforeEach(() => {
    resetStores('es');
    logIn(ENTERPRISE_USER);
  });

  it('orders picked activities by keyboard dragging, each once, and saves them in that order', async () => {
    const { callsTo } = serve();
    const user = setupUser();
    show();
    await fillIn(user, await screen.findByTestId('process-name'), 'Línea de pulpa');
    await fillIn(user, screen.getByTestId('process-description'), 'Del mango a la bolsa');
    await pick(user, 'Empaque');
    await pick(user, 'Selección');
    await pick(user, 'Despulpado');
    expect(order()).toEqual(['Empaque', 'Selección', 'Despulpado']);
    // What is in the list is not offered again.
    await user.click(screen.getByLabelText('Agregar una actividad'));
    expect(await screen.findByText('Ya agregó todas sus actividades')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await moveUpByKeyboard(screen.getByTestId('step-handle-Selección'));
    await waitFor(() => expect(order()).toEqual(['Selección', 'Empaque', 'Despulpado']));
    await moveUpByKeyboard(screen.getByTestId('step-handle-Despulpado'));
    await waitFor(() => expect(order()).toEqual(['Selección', 'Despulpado', 'Empaque']));
    expect(within(screen.getByTestId('step-Empaque')).getByText('principal')).toBeInTheDocument();

    await user.click(screen.getByTestId('process-submit'));
    expect(await screen.findByTestId('process-created-dialog')).toHaveTextContent('Proceso creado con éxito');
    expect(callsTo('POST', '/api/processes')[0].body).toEqual({
      user: ENTERPRISE_USER._id,
      name: 'Línea de pulpa',
      description: 'Del mango a la bolsa',
      activities: ['a3', 'a2', 'a1'],
    });
  });

  it('needs name, description and an activity; a removed activity can be picked again', async () => {
    const { callsTo } = serve();
    const user = setupUser();
    show();
    await screen.findByTestId('process-form');
    await user.click(screen.getByTestId('process-submit'));
    expect(await screen.findByTestId('process-form-error')).toHaveTextContent('Complete los campos obligatorios');
    expect(await screen.findByText('Agregue al menos una actividad')).toBeInTheDocument();
    await pick(user, 'Empaque');
    await user.click(screen.getByTestId('step-remove-Empaque'));
    expect(screen.queryByTestId('step-Empaque')).not.toBeInTheDocument();
    await pick(user, 'Empaque');
    expect(callsTo('POST', '/api/processes')).toHaveLength(0);
  });

  it('with no activities yet, leads to creating one', async () => {
    serve([]);
    show();
    const prompt = await screen.findByTestId('no-activities-prompt');
    expect(within(prompt).getByTestId('no-activities-create')).toHaveAttribute('href', '/createActivity');
  });
});
