// First: the federation runtime mock must be in place before the shell's modules load.
import '../../test/federation-runtime-mock';
import { screen, waitFor } from '@testing-library/react';
import { useMutation } from '@tanstack/react-query';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { Button } from '@agrocadena/shared-ui';
import { renderApp, sessionUser } from '../../test/render-app';
import { commonStubRoutes, ok, stubFetch } from '@agrocadena/shared-ui/src/testing';
import { resetRemoteRegistry } from '../../remotes/remote-registry';

jest.setTimeout(30_000);

beforeEach(() => {
  localStorage.clear();
  resetRemoteRegistry();
});

const badgeCounts = () => screen.queryAllByTestId('unseen-badge').map((badge) => badge.querySelector('sup')?.getAttribute('title') ?? '');

function stubCounts(counts: { sent: number; received: number }) {
  return stubFetch([{ path: '/api/users/u-1/countUnseenRequests', body: ok(counts) }, ...commonStubRoutes]);
}

/** A remote's list page with one move of a request, declared as every request move is. */
function MovingRequestsPage() {
  const accept = useMutation({ mutationFn: async () => 'accepted', meta: { changes: ['requests', 'products'] } });
  return (
    <Button onClick={() => accept.mutate()} data-testid="stub-accept">
      Aceptar
    </Button>
  );
}

describe('unseen requests badge', () => {
  it('shows sent + received unseen requests on the requests link and the home card', async () => {
    stubCounts({ sent: 2, received: 3 });
    await renderApp('/home', { user: sessionUser('AGRO') });
    await waitFor(() => expect(badgeCounts()).toContain('5'));
    expect(screen.getByTestId('unseen-total')).toHaveTextContent('5');
    expect(screen.getByTestId('unseen-received')).toHaveTextContent('3');
    expect(screen.getByTestId('unseen-sent')).toHaveTextContent('2');
  });

  it('never subtracts anything: one unseen request shows 1', async () => {
    stubCounts({ sent: 0, received: 1 });
    await renderApp('/home', { user: sessionUser('MINORIST') });
    await waitFor(() => expect(badgeCounts()).toContain('1'));
  });

  it('never shows a negative number', async () => {
    stubCounts({ sent: -7, received: -1 });
    await renderApp('/home', { user: sessionUser('AGRO') });
    await waitFor(() => expect(screen.getByTestId('unseen-total')).toHaveTextContent('0'));
    expect(badgeCounts().every((count) => count === '')).toBe(true);
    expect(screen.queryByText(/-\d/)).toBeNull();
  });

  it('reads the counts again after a remote moves a request', async () => {
    let counts = { sent: 1, received: 1 };
    const { calls } = stubFetch([
      { path: /\/remotes\.json$/, body: { requests: '/remotes/requests/mf-manifest.json' } },
      { path: '/api/users/u-1/countUnseenRequests', body: () => ok(counts) },
      ...commonStubRoutes,
    ]);
    (loadRemote as jest.Mock).mockResolvedValue({ default: MovingRequestsPage });
    const { user } = await renderApp('/userRequests/received', { user: sessionUser('SUPPLIER') });
    await waitFor(() => expect(badgeCounts()).toContain('2'));
    const reads = () => calls.filter((c) => c.path.endsWith('countUnseenRequests')).length;
    const before = reads();

    counts = { sent: 1, received: 0 };
    await user.click(await screen.findByTestId('stub-accept'));
    await waitFor(() => expect(badgeCounts()).toContain('1'));
    expect(reads()).toBe(before + 1);
  });

  it('says aloud that requests wait when their count rises, and nothing when it falls', async () => {
    let counts = { sent: 0, received: 1 };
    stubFetch([
      { path: /\/remotes\.json$/, body: { requests: '/remotes/requests/mf-manifest.json' } },
      { path: '/api/users/u-1/countUnseenRequests', body: () => ok(counts) },
      ...commonStubRoutes,
    ]);
    (loadRemote as jest.Mock).mockResolvedValue({ default: MovingRequestsPage });
    const { user } = await renderApp('/userRequests/received', { user: sessionUser('SUPPLIER') });
    const announcer = screen.getByTestId('unseen-announcer');
    expect(announcer).toHaveAttribute('role', 'status');
    await waitFor(() => expect(announcer).toHaveTextContent('Tiene 1 solicitud sin ver'));

    counts = { sent: 1, received: 2 };
    await user.click(await screen.findByTestId('stub-accept'));
    await waitFor(() => expect(announcer).toHaveTextContent('Tiene 3 solicitudes sin ver'));

    counts = { sent: 0, received: 0 };
    await user.click(screen.getByTestId('stub-accept'));
    await waitFor(() => expect(badgeCounts().every((count) => count === '')).toBe(true));
    expect(announcer).toHaveTextContent('');
  });

  it('refreshes on navigation', async () => {
    const { calls } = stubCounts({ sent: 0, received: 2 });
    const { user } = await renderApp('/home', { user: sessionUser('REQUESTER') });
    await waitFor(() => expect(screen.getByTestId('unseen-total')).toHaveTextContent('2'));
    const before = calls.filter((c) => c.path.endsWith('countUnseenRequests')).length;
    await user.click(screen.getAllByTestId('nav-providers')[0]);
    await waitFor(() => expect(calls.filter((c) => c.path.endsWith('countUnseenRequests')).length).toBeGreaterThan(before));
  });
});
