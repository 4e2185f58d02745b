import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import type { LiveTopic } from '@agrocadena/contracts/core';

// A read's key starts with its route's first tag, then its path (route-query.ts). The few keys named
// by path are spelt out rather than built from the route map, which the public pages never load.
const UNSEEN_COUNTS = ['users', '/users/:id/countUnseenRequests'];
const ACTIVITIES_OVERVIEW = ['activities', '/users/:id/activitiesOverview'];
const PROCESSES_OVERVIEW = ['processes', '/users/:id/processesOverview'];

/**
 * The cached reads each topic makes stale, whoever changed it (a write of this tab, or another
 * party's told by the live stream): a request moves lists, overviews, the unseen badge and the
 * clients and providers it creates; an execution its lists and the production overviews; stock its
 * product, ledger, lots (with their traces and recalls) and catalogue; an activity the processes
 * that name it; a service the catalogue.
 */
export const STALE_BY_TOPIC: Record<LiveTopic, readonly QueryKey[]> = {
  requests: [['requests'], UNSEEN_COUNTS, ['contacts']],
  executions: [['executions'], ACTIVITIES_OVERVIEW, PROCESSES_OVERVIEW],
  products: [['products'], ['stock'], ['lots'], ['catalog']],
  contacts: [['contacts']],
  branchOffices: [['branchOffices']],
  services: [['services'], ['catalog']],
  activities: [['activities'], ['processes']],
  processes: [['processes']],
};

const startsWith = (key: QueryKey, prefix: QueryKey) => prefix.every((part, i) => key[i] === part);

/** Whether a cached read is one the topics make stale. */
export function staleAfter(topics: readonly LiveTopic[]): (query: Query) => boolean {
  const prefixes = topics.flatMap((topic) => STALE_BY_TOPIC[topic]);
  return (query) => prefixes.some((prefix) => startsWith(query.queryKey, prefix));
}

/**
 * Marks the topics' reads stale; those on screen are read again at once, the rest when next shown.
 * One pass, so a read two topics name is read again once.
 */
export function invalidateTopics(client: QueryClient, topics: readonly LiveTopic[]): Promise<void> {
  return client.invalidateQueries({ predicate: staleAfter(topics) });
}
