import { useQuery } from '@tanstack/react-query';
import { routes } from '@agrocadena/contracts/client';
import { messageOf, routeQuery } from '@agrocadena/shared-ui';

/** GET /users/{id}/activitiesOverview or /processesOverview (only the one asked for is read): the counts by key. */
export function useOverview(kind: 'activities' | 'processes', userId: string | undefined) {
  const params = { params: { id: userId ?? '' } };
  const activities = useQuery({ ...routeQuery(routes.activitiesOverview, params), enabled: kind === 'activities' && Boolean(userId) });
  const processes = useQuery({ ...routeQuery(routes.processesOverview, params), enabled: kind === 'processes' && Boolean(userId) });
  const query = kind === 'activities' ? activities : processes;
  return {
    counts: query.data as Record<string, number> | undefined,
    error: query.isError ? messageOf(query.error) : null,
    reload: () => void query.refetch(),
  };
}
