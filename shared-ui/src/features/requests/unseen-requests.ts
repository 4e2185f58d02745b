import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { UnseenRequestCounts } from '@agrocadena/contracts';
import { routes } from '@agrocadena/contracts/client';
import { useSessionStore } from '../../session/session-store';
import { routeQuery } from '../../data/route-query';

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

/**
 * The unseen requests of the logged-in user (zero without one). Read on mount, when the user
 * changes, whenever `refreshKey` changes (the shell passes the current path, so every navigation
 * refreshes) and whenever the `requests` topic changes (a write of any remote, or the live stream,
 * through the query cache); a failed read keeps the last known counts.
 */
export function useUnseenRequests(refreshKey?: unknown): UnseenRequestsState & { refresh: () => Promise<unknown> } {
  const userId = useSessionStore((s) => s.user?._id);
  const query = useQuery({ ...unseenQuery(userId ?? ''), enabled: Boolean(userId), staleTime: 0 });
  const { refetch } = query;

  const firstKey = useRef(refreshKey);
  useEffect(() => {
    if (firstKey.current === refreshKey) return;
    firstKey.current = undefined;
    if (userId) void refetch();
  }, [refreshKey, userId, refetch]);

  return { ...toUnseenState(userId ? query.data : null), refresh: refetch };
}
