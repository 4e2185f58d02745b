import { useQuery } from '@tanstack/react-query';
import { messageOf } from '@agrocadena/shared-ui';
import { productionOrderQuery } from '../api/orders-api';

/** GET /productionOrders/{id}, read while the order's details are shown. */
export function useOrderDetail(orderId: string) {
  const query = useQuery(productionOrderQuery(orderId));
  return {
    order: query.data,
    error: query.isError ? messageOf(query.error) : null,
    reload: () => void query.refetch(),
  };
}
