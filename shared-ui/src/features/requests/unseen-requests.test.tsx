import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { useSessionStore } from '../../session/session-store';
import { createQueryClient } from '../../data/query-client';
import { invalidateTopics } from '../../data/stale-by-topic';
import { toUnseenState, useUnseenRequests } from './unseen-requests';

const user = { _id: 'u-9', email: 'a@b.co', userType: 'AGRO' as const, firstName: 'Ana', lastName: null, enterpriseName: null, token: 'tk' };

let answer: { sent: unknown; received: unknown } = { sent: 0, received: 0 };
let calls: string[] = [];

function respond() {
  globalThis.fetch = jest.fn(async (url: RequestInfo | URL) => {
    calls.push(String(url));
    return { status: 200, ok: true, json: async () => ({ success: true, message: '', data: answer }) } as Response;
  }) as typeof fetch;
}

beforeEach(() => {
  calls = [];
  answer = { sent: 0, received: 0 };
  localStorage.clear();
  useSessionStore.getState().setUser(user);
  respond();
});

const client = createQueryClient({ retry: false });

/** The badge's hook beside a write of the requests, as a remote's request move declares it. */
function useBadgeAndMove(path: string) {
  const move = useMutation({ mutationFn: async () => 'moved', meta: { changes: ['requests'] } });
  return { ...useUnseenRequests(path), move: move.mutateAsync };
}

function renderUnseen(initialPath = '/home') {
  client.clear();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(({ path }) => useBadgeAndMove(path), { wrapper, initialProps: { path: initialPath } });
}

describe('unseen requests', () => {
  it('counts sent + received, as the server reports them', async () => {
    answer = { sent: 2, received: 5 };
    const { result } = renderUnseen();
    await waitFor(() => expect(result.current.total).toBe(7));
    expect(calls).toEqual(['/api/users/u-9/countUnseenRequests']);
    expect(result.current).toMatchObject({ sent: 2, received: 5 });
  });

  it('never goes below zero, whatever arrives', () => {
    expect(toUnseenState({ sent: -3, received: 1 }).total).toBe(1);
    expect(toUnseenState({ sent: -3, received: -9 }).total).toBe(0);
    expect(toUnseenState({ sent: Number.NaN, received: 'x' as unknown as number }).total).toBe(0);
    expect(toUnseenState(null).total).toBe(0);
  });

  it('keeps the last counts when a later read fails', async () => {
    answer = { sent: 1, received: 1 };
    const { result, rerender } = renderUnseen();
    await waitFor(() => expect(result.current.total).toBe(2));
    globalThis.fetch = jest.fn(async () => {
      calls.push('failed');
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    rerender({ path: '/providers' });
    await waitFor(() => expect(calls).toContain('failed'));
    expect(result.current.total).toBe(2);
  });

  it('reads the counts again after a write that changes the requests', async () => {
    answer = { sent: 1, received: 0 };
    const { result } = renderUnseen();
    await waitFor(() => expect(result.current.total).toBe(1));

    answer = { sent: 0, received: 3 };
    await act(() => result.current.move());
    await waitFor(() => expect(result.current.total).toBe(3));
    expect(calls.length).toBe(2);
  });

  it('reads the counts again when the live stream says the requests changed', async () => {
    answer = { sent: 1, received: 0 };
    const { result } = renderUnseen();
    await waitFor(() => expect(result.current.total).toBe(1));
    answer = { sent: 2, received: 2 };
    await act(() => invalidateTopics(client, ['requests']));
    await waitFor(() => expect(result.current.total).toBe(4));
    await act(() => invalidateTopics(client, ['products']));
    expect(calls.length).toBe(2);
  });

  it('refreshes when the refresh key (the path) changes', async () => {
    const { rerender } = renderUnseen('/home');
    await waitFor(() => expect(calls.length).toBe(1));
    rerender({ path: '/providers' });
    await waitFor(() => expect(calls.length).toBe(2));
  });

  it('shows zero once the user logs out, and asks nothing without a session', async () => {
    answer = { sent: 1, received: 1 };
    const { result, rerender } = renderUnseen();
    await waitFor(() => expect(result.current.total).toBe(2));
    act(() => useSessionStore.getState().clear());
    await waitFor(() => expect(result.current.total).toBe(0));
    calls = [];
    rerender({ path: '/' });
    await act(() => result.current.move());
    expect(calls).toEqual([]);
  });
});
