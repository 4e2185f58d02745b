import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateTopics, messageOf } from '@agrocadena/shared-ui';
import { nextActivityQuery } from '../api/orders-api';

/**
 * GET /productionOrder/{id}/nextActivity. Every move of a run changes the executions, which it is
 * one of, so the check never shows an answer from before the last completion. When the process has
 * finished the orders are read again: the order has left the list it was in.
 */
export function useNextActivity(orderId: string) {
  const client = useQueryClient();
  const query = useQuery(nextActivityQuery(orderId));
  const finished = query.data !== undefined && query.data.activityId === null;

  useEffect(() => {
    if (finished) void invalidateTopics(client, ['executions']);
  }, [finished, client]);

  return {
    next: query.data,
    finished,
    error: query.isError ? messageOf(query.error) : null,
    reload: () => void query.refetch(),
  };
}
