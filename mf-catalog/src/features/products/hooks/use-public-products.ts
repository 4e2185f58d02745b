import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { messageOf } from '@agrocadena/shared-ui';
import { publicProductsQuery } from '../api/products-catalog-api';
import type { ProductFilter } from '../rules/product-filter';

/** The page of the catalogue the URL asks for; the page shown stays while the next one loads. */
export function usePublicProducts(filter: ProductFilter, page: number) {
  const query = useQuery({ ...publicProductsQuery(filter, page), placeholderData: keepPreviousData });
  return {
    items: query.data?.items ?? [],
    total: query.data?.total ?? 0,
    loading: query.isFetching,
    error: query.isError ? messageOf(query.error) : null,
    reload: () => void query.refetch(),
  };
}
