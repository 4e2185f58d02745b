import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { messageOf } from '@agrocadena/shared-ui';
import { publicServicesQuery } from '../api/services-catalog-api';
import type { ServiceFilter } from '../rules/service-filter';

/** The page of the catalogue the URL asks for; the page shown stays while the next one loads. */
export function usePublicServices(filter: ServiceFilter, page: number) {
  const query = useQuery({ ...publicServicesQuery(filter, page), placeholderData: keepPreviousData });
  return {
    items: query.data?.items ?? [],
    total: query.data?.total ?? 0,
    loading: query.isFetching,
    error: query.isError ? messageOf(query.error) : null,
    reload: () => void query.refetch(),
  };
}
