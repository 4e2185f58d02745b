import { useQuery } from '@tanstack/react-query';
import { messageOf } from '@agrocadena/shared-ui';
import { stockMovementsQuery } from '../api/products-api';

/** The product's ledger, oldest first (owner only); a stock change adds its row through the cache. */
export function useStockMovements(productId: string | undefined, enabled: boolean) {
  const query = useQuery({ ...stockMovementsQuery(productId ?? ''), enabled: Boolean(productId) && enabled });
  return {
    movements: query.data ?? [],
    loading: enabled && query.isFetching && !query.data,
    error: query.isError ? messageOf(query.error) : null,
    reload: () => void query.refetch(),
  };
}
