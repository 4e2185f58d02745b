import type { FinishedOrder } from '@agrocadena/contracts';
import { routes } from '@agrocadena/contracts/client';
import { usePagedList } from '@agrocadena/shared-ui';
import type { PagedRows } from '../../../shared/hooks/paged-rows';
import type { FinishedOrdersKind } from '../components/orders-list-page';
import { useProductionOwnerId } from '../../../shared/hooks/use-production-owner';

const ROUTES = { completed: routes.completedProductionOrders, aborted: routes.abortedProductionOrders };

/** One page of my finished orders, completed or aborted, each with its figures; 12 a page, read only for an enterprise. */
export function useFinishedOrders(kind: FinishedOrdersKind): PagedRows<FinishedOrder> {
  const ownerId = useProductionOwnerId();
  return usePagedList(ROUTES[kind], ownerId ? { id: ownerId } : null);
}
