import { useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { LIVE_TOPICS, type LiveTopic } from '@agrocadena/contracts/core';
import { routes } from '@agrocadena/contracts/client';
import { useSessionStore } from '../session/session-store';
import { openLiveConnection, type LiveStatus, type OpenEventSource } from './live-connection';
import { routePrefix } from './route-query';
import { forgetEarlyReads } from '../api/early-reads';

/**
 * The cached reads each live topic makes stale (keys start with the route's tag, route-query.ts):
 * a request moves lists, overviews, the unseen badge and the clients and providers it creates;
 * an execution its lists and the production overviews; stock its product, ledger and catalogue.
 */
export const STALE_BY_TOPIC: Record<LiveTopic, readonly (readonly unknown[])[]> = {
  requests: [['requests'], routePrefix(routes.countUnseenRequests), ['contacts']],
  executions: [['executions'], routePrefix(routes.activitiesOverview), routePrefix(routes.processesOverview)],
  products: [['products'], ['stock'], ['catalog']],
};

/** Marks the topics' reads stale; those on screen are read again at once, the rest when next shown. */
export function invalidateTopics(client: QueryClient, topics: readonly LiveTopic[]): Promise<unknown> {
  // An answer read early may predate the change too.
  forgetEarlyReads();
  const keys = [...new Set(topics.flatMap((topic) => STALE_BY_TOPIC[topic]))];
  return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}

/**
 * Keeps the logged-in user's screens current while they are open: what another party does shows
 * within a second, without reloading or polling (GET /liveChanges). Returns the stream's state.
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
