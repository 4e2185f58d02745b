import { useQuery } from '@tanstack/react-query';
import type { OrderFigures } from '@agrocadena/contracts';
import { messageOf } from '@agrocadena/shared-ui';
import { orderFiguresQuery } from '../api/orders-api';

/** GET /productionOrders/{id}/figures, read while the order's details are open. */
export function useOrderFigures(orderId: string) {
  const query = useQuery(orderFiguresQuery(orderId));
  return {
    figures: query.data as OrderFigures | undefined,
    error: query.isError ? messageOf(query.error) : null,
    reload: () => void query.refetch(),
  };
}
