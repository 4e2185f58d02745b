import { configure, screen, waitFor, within } from '@testing-library/react';
import type { Activity, ActivityBody } from '@agrocadena/contracts';
import {
  fail,
  fillIn,
  logIn,
  ok,
  renderPage,
  resetStores,
  setupUser,
  stubFetch,
  type RecordedCall,
  type StubRoute,
} from '@agrocadena/shared-ui/src/testing';
import UserActivitiesPage from './user-activities-page';
import { activitiesUrl, activity, ENTERPRISE_USER, MY_PRODUCTS, simpleProductsUrl } from '../test/activity-fixtures';

configure({ asyncUtilTimeout: 5000 });

const pageUrl = (skip: number) => `${activitiesUrl}?skip=${skip}&limit=12`;

/** The user's activities on the server: pages of 12, PUT and DELETE. */
function serve(activities: Activity[], extra: StubRoute[] = []) {
  const stored = [...activities];
  const idOf = (call: RecordedCall) => call.path.split('/')[3];
  return stubFetch([
    ...extra,
    { path: simpleProductsUrl, body: ok(MY_PRODUCTS) },
    {
      path: new RegExp(`^${activitiesUrl}\\?`),
      body: (call: RecordedCall) => {
        const query = new URL(call.path, 'http://x').searchParams;
        const skip = Number(query.get('skip'));
        return { ...ok(stored.slice(skip, skip + Number(query.get('limit')))), totalItems: stored.length };
      },
    },
    {
      method: 'PUT',
      path: /^\/api\/activities\/[^/]+\/update$/,
      body: (call: RecordedCall) => {
        const index = stored.findIndex((a) => a._id === idOf(call));
        const body = call.body as ActivityBody;
        const product = (line: { id: string; amount: number }) => {
          const found = MY_PRODUCTS.find((p) => p._id === line.id)!;
          return { product: { _id: found._id, name: found.name, unitMeasure: found.unitMeasure }, amount: line.amount };
        };
        stored[index] = {
          ...stored[index],
          name: body.name,
          description: body.description,
          estimatedDurationInHours: body.estimatedDurationInHours,
          inputProducts: body.inputProducts.map(product),
          outputProducts: body.outputProducts.map(product),
        };
        return ok(stored[index], 'Actividad actualizada');
      },
    },
    {
      method: 'DELETE',
      path: /^\/api\/activities\/[^/]+\/deleteActivity$/,
      body: (call: RecordedCall) => {
        stored.splice(
          stored.findIndex((a) => a._id === idOf(call)),
          1,
        );
        return ok(null, 'Actividad eliminada');
      },
    },
    {
      method: 'POST',
      path: /^\/api\/activities\/[^/]+\/retire$/,
      body: (call: RecordedCall) => {
        stored.splice(
          stored.findIndex((a) => a._id === idOf(call)),
          1,
        );
        return ok(null, 'Actividad retirada');
      },
    },
  ]);
}

const show = () => renderPage('/userActivities', '/userActivities', <UserActivitiesPage />, ['/createActivity', '/startActivity']);
const row = (name: string) => screen.getByTestId(`activity-row-${name}`);

describe('UserActivitiesPage', () => {
  beforeEach(() => {
    resetStores('es');
    logIn(ENTERPRISE_USER);
  });

  it('lists 12 activities a page with lead time and each product’s share of its side', async () => {
    const { callsTo } = serve(Array.from({ length: 14 }, (_, i) => activity(i + 1)));
    const user = setupUser();
    show();
    await screen.findByTestId('activity-row-Actividad 1');
    expect(screen.getByText('Duración estimada / Lead time')).toBeInTheDocument();
    expect(within(row('Actividad 1')).getByText('1,5 horas')).toBeInTheDocument();
    expect(within(row('Actividad 1')).getByTestId('sides-inputProducts')).toHaveTextContent(/Mango Tommy: 75 Kg \(75\s?%\)/);
    expect(within(row('Actividad 1')).getByTestId('sides-inputProducts')).toHaveTextContent(/Azúcar: 25 Kg \(25\s?%\)/);
    expect(within(row('Actividad 1')).getByTestId('sides-outputProducts')).toHaveTextContent(/Pulpa de mango: 60 Kg \(100\s?%\)/);
    expect(screen.queryByTestId('activity-row-Actividad 13')).not.toBeInTheDocument();
    expect(callsTo('GET', pageUrl(0))[0].headers.Authorization).toBe(ENTERPRISE_USER.token);
    await user.click(screen.getByTitle('2'));
    expect(await screen.findByTestId('activity-row-Actividad 14')).toBeInTheDocument();
  });

  it('start leads to the start wizard of that activity', async () => {
    serve([activity(1)]);
    const user = setupUser();
    show();
    await user.click(within(await screen.findByTestId('activity-row-Actividad 1')).getByTestId('activity-start'));
    expect(await screen.findByTestId('start-activity-page')).toHaveTextContent('/startActivity?activityId=a1');
  });

  it('edits name, duration and products in a dialog', async () => {
    const { callsTo } = serve([activity(1), activity(2)]);
    const user = setupUser();
    show();
    await user.click(within(await screen.findByTestId('activity-row-Actividad 1')).getByTestId('activity-edit'));
    const dialog = await screen.findByTestId('edit-activity-dialog');
    expect(within(dialog).getByTestId('activity-name')).toHaveValue('Actividad 1');
    expect(within(dialog).getByTestId('amount-inputProducts-Mango Tommy')).toHaveValue('75');
    await fillIn(user, within(dialog).getByTestId('activity-name'), 'Despulpado');
    await fillIn(user, within(dialog).getByTestId('amount-inputProducts-Azúcar'), '0');
    await user.click(within(dialog).getByTestId('activity-submit'));
    expect(await within(dialog).findByTestId('activity-form-error')).toHaveTextContent('Cantidad inválida');
    expect(callsTo('PUT', '/api/activities/a1/update')).toHaveLength(0);
    await user.click(within(dialog).getByTestId('remove-inputProducts-Azúcar'));
    await user.click(within(dialog).getByTestId('activity-submit'));
    expect(await screen.findByTestId('activity-row-Despulpado')).toBeInTheDocument();
    expect(callsTo('PUT', '/api/activities/a1/update')[0].body).toMatchObject({
      name: 'Despulpado',
      estimatedDurationInHours: 1.5,
      inputProducts: [{ id: 'p-mango', amount: 75 }],
      outputProducts: [{ id: 'p-pulpa', amount: 60 }],
    });
    expect(within(row('Despulpado')).getByTestId('sides-inputProducts')).toHaveTextContent(/Mango Tommy: 75 Kg \(100\s?%\)/);
  });

  it('deletes after asking; one in use names what uses it and can be retired instead', async () => {
    const inUse = fail('IN_USE', '«Actividad 2» no se puede eliminar: está en uso por «Línea del mango».', undefined, [
      { kind: 'process', _id: 'pr1', name: 'Línea del mango' },
      { kind: 'run', _id: 'r1', name: 'Actividad 2' },
    ]);
    const { callsTo } = serve(
      [activity(1), activity(2), activity(3)],
      [{ method: 'DELETE', path: '/api/activities/a2/deleteActivity', status: 409, body: inUse }],
    );
    const user = setupUser();
    show();
    await user.click(within(await screen.findByTestId('activity-row-Actividad 2')).getByTestId('activity-delete'));
    await user.click(await screen.findByTestId('delete-activity-confirm'));
    const error = await screen.findByTestId('delete-activity-error');
    expect(error).toHaveTextContent('«Actividad 2» no se puede eliminar: está en uso por «Línea del mango».');
    expect([...within(error).getByTestId('delete-activity-uses').querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'El proceso «Línea del mango»',
      'Una ejecución de «Actividad 2» sin terminar',
    ]);
    expect(error).toHaveTextContent('deja de ofrecerse para usos nuevos');
    expect(screen.getByTestId('delete-activity-confirm')).toBeDisabled();
    await user.click(screen.getByTestId('delete-activity-retire'));
    await waitFor(() => expect(screen.queryByTestId('activity-row-Actividad 2')).not.toBeInTheDocument());
    expect(callsTo('POST', '/api/activities/a2/retire')).toHaveLength(1);
    expect(callsTo('DELETE', '/api/activities/a2/deleteActivity')).toHaveLength(1);

    await user.click(within(row('Actividad 3')).getByTestId('activity-delete'));
    expect(await screen.findByText(/¿Eliminar la actividad «Actividad 3»\?/)).toBeInTheDocument();
    expect(screen.queryByTestId('delete-activity-error')).not.toBeInTheDocument();
    expect(screen.queryByTestId('delete-activity-retire')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));

    await user.click(within(row('Actividad 1')).getByTestId('activity-delete'));
    expect(await screen.findByText(/¿Eliminar la actividad «Actividad 1»\?/)).toBeInTheDocument();
    expect(screen.queryByTestId('delete-activity-error')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('delete-activity-confirm'));
    await waitFor(() => expect(screen.queryByTestId('activity-row-Actividad 1')).not.toBeInTheDocument());
    expect(callsTo('DELETE', '/api/activities/a1/deleteActivity')).toHaveLength(1);
  });

  it('invites a first activity when there is none, in English too', async () => {
    resetStores('en');
    logIn(ENTERPRISE_USER);
    serve([]);
    show();
    const empty = await screen.findByTestId('activities-empty');
    expect(empty).toHaveTextContent('You have no activities yet');
    expect(within(empty).getByTestId('create-first-activity')).toHaveAttribute('href', '/createActivity');
  });
});
