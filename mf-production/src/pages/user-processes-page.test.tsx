import { configure, screen, waitFor, within } from '@testing-library/react';
import type { Process, ProcessBody } from '@agrocadena/contracts';
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
import UserProcessesPage from './user-processes-page';
import { activitiesUrl, activity, ENTERPRISE_USER } from '../test/activity-fixtures';

configure({ asyncUtilTimeout: 5000 });

const MINE = [activity(1, { name: 'Selección' }), activity(2, { name: 'Despulpado' }), activity(3, { name: 'Empaque' })];
const processesUrl = `/api/users/${ENTERPRISE_USER._id}/processes`;

function process(n: number, steps = MINE): Process {
  return {
    _id: `pr${n}`,
    name: `Proceso ${n}`,
    description: `Línea ${n}`,
    activities: steps.map(({ _id, name }) => ({ _id, name })),
    user: ENTERPRISE_USER._id,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
  };
}

function serve(processes: Process[], extra: StubRoute[] = []) {
  const stored = [...processes];
  const idOf = (call: RecordedCall) => call.path.split('/')[3];
  const drop = (call: RecordedCall) => {
    stored.splice(
      stored.findIndex((p) => p._id === idOf(call)),
      1,
    );
    return ok(null);
  };
  return stubFetch([
    ...extra,
    { method: 'POST', path: /^\/api\/processes\/[^/]+\/retire$/, body: drop },
    { path: `${activitiesUrl}?skip=0&limit=100`, body: { ...ok(MINE), totalItems: MINE.length } },
    {
      path: new RegExp(`^${processesUrl}\\?`),
      body: (call: RecordedCall) => {
        const query = new URL(call.path, 'http://x').searchParams;
        const skip = Number(query.get('skip'));
        return { ...ok(stored.slice(skip, skip + Number(query.get('limit')))), totalItems: stored.length };
      },
    },
    {
      method: 'PUT',
      path: /^\/api\/processes\/[^/]+\/update$/,
      body: (call: RecordedCall) => {
        const index = stored.findIndex((p) => p._id === idOf(call));
        const body = call.body as ProcessBody;
        const steps = body.activities.map((id) => MINE.find((a) => a._id === id)!);
        stored[index] = { ...process(index + 1, steps), _id: stored[index]._id, name: body.name, description: body.description };
        return ok(stored[index]);
      },
    },
    {
      method: 'DELETE',
      path: /^\/api\/processes\/[^/]+\/deleteProcess$/,
      body: (call: RecordedCall) => {
        stored.splice(
          stored.findIndex((p) => p._id === idOf(call)),
          1,
        );
        return ok(null);
      },
    },
  ]);
}

const show = () => renderPage('/userProcesses', '/userProcesses', <UserProcessesPage />, ['/createProcess', '/startProcess']);
const row = (name: string) => screen.getByTestId(`process-row-${name}`);

describe('UserProcessesPage', () => {
  beforeEach(() => {
    resetStores('es');
    logIn(ENTERPRISE_USER);
  });

  it('lists processes with their activities in order, and start leads to the wizard', async () => {
    serve([process(1), process(2)]);
    const user = setupUser();
    show();
    await screen.findByTestId('process-row-Proceso 1');
    expect(within(row('Proceso 1')).getByTestId('process-steps-cell')).toHaveTextContent('SelecciónDespulpadoEmpaque');
    await user.click(within(row('Proceso 2')).getByTestId('process-start'));
    expect(await screen.findByTestId('start-process-page')).toHaveTextContent('/startProcess?processId=pr2');
  });

  it('edits a process: the name is required, an activity can be removed', async () => {
    const { callsTo } = serve([process(1)]);
    const user = setupUser();
    show();
    await user.click(within(await screen.findByTestId('process-row-Proceso 1')).getByTestId('process-edit'));
    const dialog = await screen.findByTestId('edit-process-dialog');
    await fillIn(user, within(dialog).getByTestId('process-name'), ' ');
    await user.click(within(dialog).getByTestId('process-submit'));
    expect(await within(dialog).findByText('Campo obligatorio')).toBeInTheDocument();
    await fillIn(user, within(dialog).getByTestId('process-name'), 'Línea corta');
    await user.click(within(dialog).getByTestId('step-remove-Despulpado'));
    await user.click(within(dialog).getByTestId('process-submit'));
    expect(await screen.findByTestId('process-row-Línea corta')).toHaveTextContent('SelecciónEmpaque');
    expect(callsTo('PUT', '/api/processes/pr1/update')[0].body).toMatchObject({ name: 'Línea corta', activities: ['a1', 'a3'] });
  });

  it('deletes after asking', async () => {
    const { callsTo } = serve([process(1), process(2)]);
    const user = setupUser();
    show();
    await user.click(within(await screen.findByTestId('process-row-Proceso 1')).getByTestId('process-delete'));
    expect(await screen.findByText(/¿Eliminar el proceso «Proceso 1»\?/)).toBeInTheDocument();
    await user.click(screen.getByTestId('delete-process-confirm'));
    await waitFor(() => expect(screen.queryByTestId('process-row-Proceso 1')).not.toBeInTheDocument());
    expect(callsTo('DELETE', '/api/processes/pr1/deleteProcess')).toHaveLength(1);
    expect(screen.getByTestId('process-row-Proceso 2')).toBeInTheDocument();
  });

  it('one with a production order not over names it and offers to retire the process instead', async () => {
    resetStores('en');
    logIn(ENTERPRISE_USER);
    const inUse = fail('IN_USE', '«Proceso 1» cannot be deleted: it is used by «Proceso 1».', undefined, [
      { kind: 'order', _id: 'o1', name: 'Proceso 1' },
    ]);
    const { callsTo } = serve([process(1), process(2)], [{ method: 'DELETE', path: '/api/processes/pr1/deleteProcess', status: 409, body: inUse }]);
    const user = setupUser();
    show();
    await user.click(within(await screen.findByTestId('process-row-Proceso 1')).getByTestId('process-delete'));
    await user.click(await screen.findByTestId('delete-process-confirm'));
    const error = await screen.findByTestId('delete-process-error');
    expect(error).toHaveTextContent('«Proceso 1» cannot be deleted');
    expect(within(error).getByTestId('delete-process-uses')).toHaveTextContent('A production order of «Proceso 1» not yet over');
    expect(screen.getByTestId('delete-process-confirm')).toBeDisabled();
    await user.click(screen.getByTestId('delete-process-retire'));
    await waitFor(() => expect(screen.queryByTestId('process-row-Proceso 1')).not.toBeInTheDocument());
    expect(callsTo('POST', '/api/processes/pr1/retire')).toHaveLength(1);
    expect(screen.getByTestId('process-row-Proceso 2')).toBeInTheDocument();
  });

  it('another user type reads that production is for agro-industries', async () => {
    const { calls } = serve([]);
    logIn({ ...ENTERPRISE_USER, userType: 'MINORIST' });
    show();
    expect(await screen.findByTestId('enterprise-only')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
