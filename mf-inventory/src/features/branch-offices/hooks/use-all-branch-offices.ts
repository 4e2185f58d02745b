import { useQuery } from '@tanstack/react-query';
import { messageOf } from '@agrocadena/shared-ui';
import { allBranchOfficesQuery } from '../../../shared/api/branch-offices-api';

/** Every office of the user, for the map. */
export function useAllBranchOffices(userId: string | undefined) {
  const query = useQuery({ ...allBranchOfficesQuery(userId ?? ''), enabled: Boolean(userId) });
  return {
    offices: query.data ?? [],
    loading: Boolean(userId) && query.isFetching && !query.data,
    error: query.isError ? messageOf(query.error) : null,
    reload: () => void query.refetch(),
  };
}
