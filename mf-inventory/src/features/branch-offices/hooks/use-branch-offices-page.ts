import { routes } from '@agrocadena/contracts/client';
import { usePagedList } from '@agrocadena/shared-ui';

/** One page of GET /users/{id}/branchOffices (12 a page); `reload` asks again for the same page. */
export function useBranchOfficesPage(userId: string | undefined) {
  const { items, ...list } = usePagedList(routes.userBranchOffices, userId ? { id: userId } : null);
  return { ...list, offices: items };
}
