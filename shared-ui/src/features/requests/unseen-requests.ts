import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { UnseenRequestCounts } from '@agrocadena/contracts';
import { routes } from '@agrocadena/contracts/client';
import { useSessionStore } from '../../session/session-store';
import { routeQuery } from '../../data/route-query';

/**
 * Window event any remote dispatches after it changes what the user has seen (e.g. opening a
 * pending list marks its requests seen). `detail` may carry the new `{ sent, received }`; without
 * it the counts are read again from the server. (Live updates will dispatch it too.)
 */
export const UNSEEN_REQUESTS_EVENT = 'unseen-requests-changed';

export interface UnseenRequestsState {
  sent: number;
  received: number;
  /** sent + received: what the badge shows. Never negative. */
  total: number;
}

// A count from the network is untrusted: anything but a positive number counts as zero.
const asCount = (n: unknown): number => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

/** The badge's figures from whatever counts arrived (none: zero). */
export function toUnseenState(counts: Partial<UnseenRequestCounts> | null | undefined): UnseenRequestsState {
  const sent = asCount(counts?.sent);
  const received = asCount(counts?.received);
  return { sent, received, total: sent + received };
}

const unseenQuery = (userId: string) => routeQuery(routes.countUnseenRequests, { params: { id: userId } });

/** Tells every badge that the unseen counts changed; pass the new counts when you know them. */
export function notifyUnseenRequestsChanged(counts?: UnseenRequestCounts): void {
  window.dispatchEvent(new CustomEvent(UNSEEN_REQUESTS_EVENT, { detail: counts }));
}

/**
 * The unseen requests of the logged-in user (zero without one). Read on mount, when the user
 * changes, whenever `refreshKey` changes (the shell passes the current path, so every navigation
 * refreshes) and on UNSEEN_REQUESTS_EVENT; a failed read keeps the last known counts.
 */
export function useUnseenRequests(refreshKey?: unknown): UnseenRequestsState & { refresh: () => Promise<unknown> } {
  const client = useQueryClient();
  const userId = useSessionStore((s) => s.user?._id);
  const query = useQuery({ ...unseenQuery(userId ?? ''), enabled: Boolean(userId), staleTime: 0 });
  const { refetch } = query;

  const firstKey = useRef(refreshKey);
  useEffect(() => {
    if (firstKey.current === refreshKey) return;
    firstKey.current = undefined;
    if (userId) void refetch();
  }, [refreshKey, userId, refetch]);

  useEffect(() => {
    if (!userId) return;
    const key = unseenQuery(userId).queryKey;
    const onChange = (event: Event) => {
      const detail = (event as CustomEvent<Partial<UnseenRequestCounts> | undefined>).detail;
      if (detail && typeof detail.sent === 'number' && typeof detail.received === 'number') {
        client.setQueryData(key, { sent: detail.sent, received: detail.received });
      } else {
        // Every badge listens: the read the first one starts serves them all.
        void client.invalidateQueries({ queryKey: key }, { cancelRefetch: false });
      }
    };
    window.addEventListener(UNSEEN_REQUESTS_EVENT, onChange);
    return () => window.removeEventListener(UNSEEN_REQUESTS_EVENT, onChange);
  }, [client, userId]);

  return { ...toUnseenState(userId ? query.data : null), refresh: refetch };
}
