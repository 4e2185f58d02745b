import { routes } from '@agrocadena/contracts/client';
import { usePagedList } from '@agrocadena/shared-ui';

/** One page of GET /users/{id}/processes (12 a page); `goTo(1)` reads the list again after a delete. */
export function useUserProcesses(userId: string | undefined, enabled = true) {
  const { items, ...list } = usePagedList(routes.userProcesses, enabled && userId ? { id: userId } : null);
  return { ...list, processes: items };
}
