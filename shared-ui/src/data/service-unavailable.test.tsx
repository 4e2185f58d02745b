import { render, screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { routes } from '@agrocadena/contracts/client';
import { api } from '../api/api-client';
import { AppProviders } from '../components/providers/app-providers';
import { LoadError } from '../components/feedback/load-error';
import { resetStores } from '../testing/render-page';
import { messageOf } from './api-error';
import { createQueryClient } from './query-client';
import { routeQuery } from './route-query';

const ES = 'El servicio no está disponible temporalmente. Intente de nuevo en unos momentos.';
const EN = 'The service is temporarily unavailable. Please try again in a moment.';

type Reply = { status: number; json: unknown } | { status: number; html: string };
const proxyPage = (status: number): Reply => ({ status, html: '<html><body><h1>503 Service Unavailable</h1></body></html>' });
const apiOutage = (message: string): Reply => ({ status: 503, json: { success: false, code: 'SERVICE_UNAVAILABLE', message, data: null } });
const departments: Reply = { status: 200, json: { success: true, message: '', data: [{ id: 8, departmentId: 8, name: 'Atlántico' }] } };

let calls = 0;

/** fetch answering the n-th call with the n-th reply (the last one repeats); an HTML page is no JSON. */
function answer(...replies: Reply[]) {
  calls = 0;
  globalThis.fetch = jest.fn(async () => {
    const reply = replies[Math.min(calls++, replies.length - 1)];
    const json = async () => ('json' in reply ? reply.json : JSON.parse(reply.html));
    return { status: reply.status, ok: reply.status < 300, json } as Response;
  }) as typeof fetch;
}

function Departments() {
  const query = useQuery(routeQuery(routes.departments));
  if (query.isError)
    return <LoadError title="departments" message={messageOf(query.error)} onRetry={() => void query.refetch()} testId="load-error" />;
  return <p>{query.data?.map((d) => d.name).join(', ') ?? '…'}</p>;
}

/** The suite's own retry policy, without its waiting (1, 2, 4 s): retries follow at once. */
function renderDepartments() {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
  render(
    <AppProviders queryClient={client}>
      <Departments />
    </AppProviders>,
  );
}

beforeEach(() => resetStores('es'));

describe('the API or its database away (503)', () => {
  it('a proxy’s 503 page without JSON: retried three times, then the translated “try again” with a retry button', async () => {
    answer(proxyPage(503));
    renderDepartments();
    expect(await screen.findByText(ES)).toBeInTheDocument();
    expect(calls).toBe(4);
    expect(screen.getByTestId('load-error-retry')).toBeInTheDocument();
  });

  it('in English too', async () => {
    resetStores('en');
    answer(proxyPage(503));
    renderDepartments();
    expect(await screen.findByText(EN)).toBeInTheDocument();
  });

  it('the API’s own 503 shows the message the server translated', async () => {
    answer(apiOutage('servidor: no disponible'));
    renderDepartments();
    expect(await screen.findByText('servidor: no disponible')).toBeInTheDocument();
    expect(calls).toBe(4);
  });

  it('a short outage passes unnoticed: two 503s, then the data', async () => {
    answer(apiOutage(ES), proxyPage(503), departments);
    renderDepartments();
    expect(await screen.findByText('Atlántico')).toBeInTheDocument();
    expect([calls, screen.queryByTestId('load-error')]).toEqual([3, null]);
  });

  it('a refusal (4xx) is shown at once, never retried', async () => {
    answer({ status: 404, json: { success: false, code: 'NOT_FOUND', message: 'no existe', data: null } });
    renderDepartments();
    expect(await screen.findByText('no existe')).toBeInTheDocument();
    expect(calls).toBe(1);
  });
});

describe('api client', () => {
  it.each([502, 503, 504])('a gateway’s %i without an envelope is SERVICE_UNAVAILABLE with the translated message', async (status) => {
    answer(proxyPage(status));
    expect(await api.call(routes.departments)).toMatchObject({ success: false, status, code: 'SERVICE_UNAVAILABLE', message: ES, data: null });
  });

  it('a 500 page without an envelope stays an internal error', async () => {
    answer({ status: 500, html: 'oops' });
    expect(await api.call(routes.departments)).toMatchObject({ success: false, status: 500, code: 'INTERNAL' });
  });
});
