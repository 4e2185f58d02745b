import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { routes } from '@agrocadena/contracts/client';
import { invalidateRoutes, messageOf } from '@agrocadena/shared-ui';
import { nextActivityQuery } from '../api/orders-api';

/**
 * GET /productionOrder/{id}/nextActivity, asked afresh each time the check opens (never an answer
 * kept from before the last completion). When the process has finished, the order has left the
 * lists it was in: they and the processes' counts are read again.
 */
export function useNextActivity(orderId: string) {
  const client = useQueryClient();
  const query = useQuery({ ...nextActivityQuery(orderId), staleTime: 0, gcTime: 0 });
  const finished = query.data !== undefined && query.data.activityId === null;

  useEffect(() => {
    if (finished)
      void invalidateRoutes(
        client,
        routes.scheduledProductionOrders,
        routes.activeProductionOrders,
        routes.pausedProductionOrders,
        routes.processesOverview,
      );
  }, [finished, client]);

  return {
    next: query.data,
    finished,
    error: query.isError ? messageOf(query.error) : null,
    reload: () => void query.refetch(),
  };
}
