// First: the federation runtime mock must be in place before the shell's modules load.
import '../../test/federation-runtime-mock';
import { act, screen, waitFor } from '@testing-library/react';
import { notifyUnseenRequestsChanged } from '@agrocadena/shared-ui';
import { renderApp, sessionUser } from '../../test/render-app';
import { commonStubRoutes, ok, stubFetch } from '@agrocadena/shared-ui/src/testing';

jest.setTimeout(30_000);

beforeEach(() => localStorage.clear());

const badgeCounts = () => screen.queryAllByTestId('unseen-badge').map((badge) => badge.querySelector('sup')?.getAttribute('title') ?? '');

function stubCounts(counts: { sent: number; received: number }) {
  return stubFetch([{ path: '/api/users/u-1/countUnseenRequests', body: ok(counts) }, ...commonStubRoutes]);
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

  it('updates when a remote reports new counts through the window event', async () => {
    const { calls } = stubCounts({ sent: 1, received: 1 });
    await renderApp('/home', { user: sessionUser('SUPPLIER') });
    await waitFor(() => expect(screen.getByTestId('unseen-total')).toHaveTextContent('2'));

    act(() => notifyUnseenRequestsChanged({ sent: 0, received: 4 }));
    await waitFor(() => expect(screen.getByTestId('unseen-total')).toHaveTextContent('4'));

    // Without counts the badge asks the server again.
    const before = calls.filter((c) => c.path.endsWith('countUnseenRequests')).length;
    act(() => window.dispatchEvent(new Event('unseen-requests-changed')));
    await waitFor(() => expect(calls.filter((c) => c.path.endsWith('countUnseenRequests')).length).toBe(before + 1));
    await waitFor(() => expect(screen.getByTestId('unseen-total')).toHaveTextContent('2'));
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
