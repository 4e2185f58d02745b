import { routes } from '@agrocadena/contracts/client';
import { usePagedList } from '@agrocadena/shared-ui';

/** One page of GET /users/{id}/activities (12 a page); `goTo(1)` reads the list again after a delete. */
export function useUserActivities(userId: string | undefined, enabled = true) {
  const { items, ...list } = usePagedList(routes.userActivities, enabled && userId ? { id: userId } : null);
  return { ...list, activities: items };
}
