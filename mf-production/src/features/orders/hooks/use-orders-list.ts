import type { ProductionOrder } from '@agrocadena/contracts';
import { routes } from '@agrocadena/contracts/client';
import { usePagedList } from '@agrocadena/shared-ui';
import type { PagedRows } from '../../../shared/hooks/paged-rows';
import type { OrdersListKind } from '../components/orders-list-page';
import { useProductionOwnerId } from '../../../shared/hooks/use-production-owner';

// The paged lists of my production orders, one per state (the paused one holds ON_HOLD too).
const ROUTES = {
  active: routes.activeProductionOrders,
  scheduled: routes.scheduledProductionOrders,
  paused: routes.pausedProductionOrders,
};

/** One page of my production orders in a state, 12 a page; read only for an enterprise (the others read why not). */
export function useOrdersList(kind: OrdersListKind): PagedRows<ProductionOrder> {
  const ownerId = useProductionOwnerId();
  return usePagedList(ROUTES[kind], ownerId ? { id: ownerId } : null);
}
