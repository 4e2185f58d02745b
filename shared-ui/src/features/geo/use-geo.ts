import { useQuery } from '@tanstack/react-query';
import { routes } from '@agrocadena/contracts/client';
import { routeQuery } from '../../data/route-query';

// Geography never changes while the app runs: read once per list for the whole suite.
const forever = { staleTime: Infinity, gcTime: Infinity } as const;

export function useDepartments() {
  const query = useQuery({ ...routeQuery(routes.departments), ...forever });
  return { departments: query.data ?? [], failed: query.isError };
}

export function useTowns(departmentId: number | null | undefined) {
  const query = useQuery({
    ...routeQuery(routes.departmentTowns, { params: { id: departmentId ?? 0 } }),
    ...forever,
    enabled: Boolean(departmentId),
  });
  return { towns: departmentId ? (query.data ?? []) : [], loading: Boolean(departmentId) && query.isFetching };
}
