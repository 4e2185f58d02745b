import { useQuery } from '@tanstack/react-query';
import { messageOf } from '@agrocadena/shared-ui';
import { productQuery } from '../api/products-api';

/** GET /products/{id}; a 404 is told apart so the page can say "not found". Saved changes show through the cache. */
export function useProduct(productId: string | undefined) {
  const query = useQuery({ ...productQuery(productId ?? ''), enabled: Boolean(productId) });
  return {
    product: query.data ?? null,
    loading: Boolean(productId) && query.isFetching && !query.data,
    error: query.isError ? messageOf(query.error) : null,
    notFound: !productId || query.error?.status === 404,
    reload: () => void query.refetch(),
  };
}
