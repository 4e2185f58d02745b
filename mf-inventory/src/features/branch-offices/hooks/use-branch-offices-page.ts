import { usePagedList } from '@agrocadena/shared-ui';
import { PAGE_SIZE } from '@agrocadena/contracts';
import { fetchUserBranchOffices } from '../api/branch-offices-api';

/** One page of GET /users/{id}/branchOffices (12 a page); `reload` asks again for the same page. */
export function useBranchOfficesPage(userId: string | undefined) {
  const { items, ...list } = usePagedList(
    userId ?? null,
    (skip, limit, signal) => fetchUserBranchOffices(userId ?? '', skip, limit, signal),
    PAGE_SIZE,
  );
  return { ...list, offices: items };
}
