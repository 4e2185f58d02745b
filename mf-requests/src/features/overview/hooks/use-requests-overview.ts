import { useQuery } from '@tanstack/react-query';
import { routes } from '@agrocadena/contracts/client';
import { messageOf, routeQuery, useSessionStore } from '@agrocadena/shared-ui';

/** GET /users/{id}/requestsOverview: the eight lists' totals and the unseen pending ones. */
export function useRequestsOverview() {
  const userId = useSessionStore((s) => s.user?._id);
  const query = useQuery({ ...routeQuery(routes.requestsOverview, { params: { id: userId ?? '' } }), enabled: Boolean(userId) });
  return {
    overview: query.data,
    error: query.isError ? messageOf(query.error) : null,
    reload: () => void query.refetch(),
  };
}
