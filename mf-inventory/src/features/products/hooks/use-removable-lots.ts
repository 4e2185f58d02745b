import { useQuery, useQueryClient } from '@tanstack/react-query';
import { messageOf } from '@agrocadena/shared-ui';
import { productLotsQuery } from '../api/products-api';

/** The product's lots with something left, read once a removal is being typed; a saved change reads them again (the lots topic). */
export function useRemovableLots(productId: string, enabled: boolean) {
  const client = useQueryClient();
  const options = productLotsQuery(productId);
  const query = useQuery({ ...options, enabled });
  return {
    lots: query.data ?? [],
    loading: enabled && query.isPending,
    error: query.isError ? messageOf(query.error) : null,
    reload: () => void query.refetch(),
    /** The lots moved (someone changed the stock): read again if shown, else when next needed. */
    stale: () => void client.invalidateQueries({ queryKey: options.queryKey }),
  };
}
