import { usePagedList } from '@agrocadena/shared-ui';
import { fetchUserProducts } from '../api/products-api';

/**
 * One page of the user's products. `replace` puts a changed product in its row without a request
 * (after a stock change or an edit); `goTo(1)` reloads the first page (after a delete).
 */
export function useUserProducts(userId: string | undefined, enabled = true) {
  const { items, ...list } = usePagedList(enabled && userId ? userId : null, (skip, limit, signal) =>
    fetchUserProducts(userId ?? '', skip, limit, signal),
  );
  return { ...list, products: items };
}
