import { routes } from '@agrocadena/contracts/client';
import { usePagedList } from '@agrocadena/shared-ui';

/**
 * One page of the user's products. Saved changes show in their row through the cache; `goTo(1)`
 * reads the first page again (after a delete).
 */
export function useUserProducts(userId: string | undefined, enabled = true) {
  const { items, ...list } = usePagedList(routes.userProducts, enabled && userId ? { id: userId } : null);
  return { ...list, products: items };
}
