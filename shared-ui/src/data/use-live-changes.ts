import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LIVE_TOPICS } from '@agrocadena/contracts/core';
import { useSessionStore } from '../session/session-store';
import { openLiveConnection, type LiveStatus, type OpenEventSource } from './live-connection';
import { invalidateTopics } from './stale-by-topic';

/**
 * Keeps the logged-in user's screens current while they are open: what another party does shows
 * within a second, without reloading or polling (GET /liveChanges), each topic reading again what
 * the same topic of a write of this tab would (STALE_BY_TOPIC). Returns the stream's state.
 * A stream refused with 401 means the session ended elsewhere: the session expires as with any call.
 */
export function useLiveChanges(open?: OpenEventSource): LiveStatus {
  const client = useQueryClient();
  const token = useSessionStore((s) => s.user?.token);
  const [status, setStatus] = useState<LiveStatus>('closed');
  useEffect(() => {
    if (!token) return undefined;
    const connection = openLiveConnection({
      token,
      open,
      onChange: (topics) => void invalidateTopics(client, topics),
      onResync: () => void invalidateTopics(client, LIVE_TOPICS),
      onRefused: () => {
        const session = useSessionStore.getState();
        if (session.user?.token === token) session.expire();
      },
      onStatus: setStatus,
    });
    return () => connection.close();
  }, [client, token, open]);
  return status;
}
