import { useEffect } from 'react';
import { create } from 'zustand';
import { api } from '../../api/api-client';
import { useSessionStore } from '../../session/session-store';
import { routes, type UnseenRequestCounts } from '@agrocadena/contracts';

/**
 * Window event any remote dispatches after it changes what the user has seen (e.g. opening a
 * pending list marks its requests seen). `detail` may carry the new `{ sent, received }`; without
 * it the counts are fetched again from the server.
 */
export const UNSEEN_REQUESTS_EVENT = 'unseen-requests-changed';

export interface UnseenRequestsState {
  sent: number;
  received: number;
  /** sent + received: what the badge shows. Never negative. */
  total: number;
}

export const useUnseenRequestsStore = create<UnseenRequestsState>(() => ({ sent: 0, received: 0, total: 0 }));

// A count from the network is untrusted: anything but a positive number counts as zero.
const asCount = (n: unknown): number => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

export function setUnseenRequests(counts: Partial<UnseenRequestCounts> | null | undefined): void {
  const sent = asCount(counts?.sent);
  const received = asCount(counts?.received);
  useUnseenRequestsStore.setState({ sent, received, total: sent + received });
}

let inFlight: Promise<void> | null = null;

/** Reads GET /users/{id}/countUnseenRequests; a failure keeps the last known counts. */
export function refreshUnseenRequests(): Promise<void> {
  installListeners();
  const user = useSessionStore.getState().user;
  if (!user) {
    setUnseenRequests(null);
    return Promise.resolve();
  }
  inFlight ??= api
    .call(routes.countUnseenRequests, { params: { id: user._id } })
    .then((result) => {
      // The user may have logged out (or switched) while the call was on its way.
      if (result.success && useSessionStore.getState().user?._id === user._id) setUnseenRequests(result.data);
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** Tells every badge that the unseen counts changed; pass the new counts when you know them. */
export function notifyUnseenRequestsChanged(counts?: UnseenRequestCounts): void {
  window.dispatchEvent(new CustomEvent(UNSEEN_REQUESTS_EVENT, { detail: counts }));
}

let installed = false;
function installListeners(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener(UNSEEN_REQUESTS_EVENT, (event) => {
    const detail = (event as CustomEvent<Partial<UnseenRequestCounts> | undefined>).detail;
    if (detail && typeof detail.sent === 'number' && typeof detail.received === 'number') setUnseenRequests(detail);
    else void refreshUnseenRequests();
  });
  useSessionStore.subscribe((state, previous) => {
    if (state.user?._id !== previous.user?._id) setUnseenRequests(null);
  });
}

/**
 * The unseen requests of the logged-in user. Fetches on mount, when the user changes and whenever
 * `refreshKey` changes (the shell passes the current path, so every navigation refreshes).
 */
export function useUnseenRequests(refreshKey?: unknown): UnseenRequestsState & { refresh: () => Promise<void> } {
  const sent = useUnseenRequestsStore((s) => s.sent);
  const received = useUnseenRequestsStore((s) => s.received);
  const total = useUnseenRequestsStore((s) => s.total);
  const userId = useSessionStore((s) => s.user?._id);
  useEffect(() => {
    void refreshUnseenRequests();
  }, [userId, refreshKey]);
  return { sent, received, total, refresh: refreshUnseenRequests };
}
