import { act, renderHook, waitFor } from '@testing-library/react';
import { useSessionStore } from '../../session/session-store';
import {
  UNSEEN_REQUESTS_EVENT,
  notifyUnseenRequestsChanged,
  refreshUnseenRequests,
  setUnseenRequests,
  useUnseenRequests,
  useUnseenRequestsStore,
} from './unseen-requests';

const user = { _id: 'u-9', email: 'a@b.co', userType: 'AGRO' as const, firstName: 'Ana', lastName: null, enterpriseName: null, token: 'tk' };

let answer: { sent: unknown; received: unknown } = { sent: 0, received: 0 };
let calls: string[] = [];

beforeEach(() => {
  calls = [];
  localStorage.clear();
  useSessionStore.getState().setUser(user);
  setUnseenRequests(null);
  globalThis.fetch = jest.fn(async (url: RequestInfo | URL) => {
    calls.push(String(url));
    return { status: 200, ok: true, json: async () => ({ success: true, message: '', data: answer }) } as Response;
  }) as typeof fetch;
});

const state = () => useUnseenRequestsStore.getState();

describe('unseen requests', () => {
  it('counts sent + received, as the server reports them', async () => {
    answer = { sent: 2, received: 5 };
    await refreshUnseenRequests();
    expect(calls).toEqual(['/api/users/u-9/countUnseenRequests']);
    expect(state()).toMatchObject({ sent: 2, received: 5, total: 7 });
  });

  it('never goes below zero, whatever arrives', () => {
    setUnseenRequests({ sent: -3, received: 1 });
    expect(state().total).toBe(1);
    setUnseenRequests({ sent: -3, received: -9 });
    expect(state().total).toBe(0);
    setUnseenRequests({ sent: Number.NaN, received: 'x' as unknown as number });
    expect(state().total).toBe(0);
  });

  it('keeps the last counts when the call fails', async () => {
    setUnseenRequests({ sent: 1, received: 1 });
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await refreshUnseenRequests();
    expect(state().total).toBe(2);
  });

  it('takes new counts from the window event, or asks the server when the event has none', async () => {
    renderHook(() => useUnseenRequests());
    await waitFor(() => expect(calls.length).toBe(1));

    act(() => notifyUnseenRequestsChanged({ sent: 4, received: 0 }));
    expect(state().total).toBe(4);
    expect(calls.length).toBe(1);

    answer = { sent: 0, received: 3 };
    act(() => {
      window.dispatchEvent(new Event(UNSEEN_REQUESTS_EVENT));
    });
    await waitFor(() => expect(state().total).toBe(3));
    expect(calls.length).toBe(2);
  });

  it('refreshes when the refresh key (the path) changes', async () => {
    const { rerender } = renderHook(({ path }) => useUnseenRequests(path), { initialProps: { path: '/home' } });
    await waitFor(() => expect(calls.length).toBe(1));
    rerender({ path: '/providers' });
    await waitFor(() => expect(calls.length).toBe(2));
  });

  it('forgets the counts when the user logs out, and asks nothing without a session', async () => {
    renderHook(() => useUnseenRequests());
    act(() => setUnseenRequests({ sent: 1, received: 1 }));
    act(() => useSessionStore.getState().clear());
    expect(state().total).toBe(0);
    calls = [];
    await refreshUnseenRequests();
    expect(calls).toEqual([]);
  });
});
