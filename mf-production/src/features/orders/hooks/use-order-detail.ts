import { useQuery } from '@tanstack/react-query';
import type { ProductionOrderDetail } from '@agrocadena/contracts';
import { messageOf } from '@agrocadena/shared-ui';
import { productionOrderQuery } from '../api/orders-api';

/** GET /productionOrders/{id}: an order shown in its details, or continued by a start (null: none). */
export function useOrderDetail(orderId: string | null) {
  const query = useQuery({ ...productionOrderQuery(orderId ?? ''), enabled: Boolean(orderId) });
  return {
    order: query.data as ProductionOrderDetail | undefined,
    /** Read, or nothing to read. */
    ready: !orderId || query.isSuccess,
    error: query.isError ? messageOf(query.error) : null,
    reload: () => void query.refetch(),
  };
}
