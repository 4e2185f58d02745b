import { useQuery } from '@tanstack/react-query';
import { messageOf } from '@agrocadena/shared-ui';
import { myProductsQuery } from '../api/activities-api';

/** The products an activity can use: mine, by name. `none` once read and empty (the create-a-product prompt). */
export function useMyProducts(userId: string | undefined) {
  const query = useQuery({ ...myProductsQuery(userId ?? ''), enabled: Boolean(userId) });
  const products = query.data ?? [];
  return {
    products,
    loading: query.isPending && Boolean(userId),
    error: query.isError ? messageOf(query.error) : null,
    none: query.isSuccess && products.length === 0,
    reload: () => void query.refetch(),
  };
}
