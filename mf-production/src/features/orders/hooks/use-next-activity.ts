import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { routes } from '@agrocadena/contracts/client';
import { invalidateRoutes, messageOf } from '@agrocadena/shared-ui';
import { nextActivityQuery } from '../api/orders-api';

/**
 * GET /productionOrder/{id}/nextActivity. Every move of a run invalidates it (use-run-writes), so
 * the check never shows an answer from before the last completion. When the process has finished
 * the lists are read again (spec-2 §4): the order has left the one it was in.
 */
export function useNextActivity(orderId: string) {
  const client = useQueryClient();
  const query = useQuery(nextActivityQuery(orderId));
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
