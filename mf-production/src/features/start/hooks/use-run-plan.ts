import { useQuery } from '@tanstack/react-query';
import type { ProductionOrderDetail, RunPlan } from '@agrocadena/contracts';
import { messageOf } from '@agrocadena/shared-ui';
import { activityRunPlanQuery, processRunPlanQuery, productionOrderQuery } from '../api/start-api';

/** What a start wizard reads first: an activity's or a process's run plan (null id: nothing to read). */
export function useRunPlan(kind: 'activity' | 'process', id: string | null) {
  const query = useQuery({ ...(kind === 'activity' ? activityRunPlanQuery(id ?? '') : processRunPlanQuery(id ?? '')), enabled: Boolean(id) });
  return {
    plan: query.data as RunPlan | undefined,
    error: query.isError ? messageOf(query.error) : null,
    reload: () => void query.refetch(),
  };
}

/** The production order a run continues (null: none), read before the wizard is filled from it. */
export function useLinkedOrder(orderId: string | null) {
  const query = useQuery({ ...productionOrderQuery(orderId ?? ''), enabled: Boolean(orderId) });
  return {
    order: query.data as ProductionOrderDetail | undefined,
    ready: !orderId || query.isSuccess,
    error: query.isError ? messageOf(query.error) : null,
    reload: () => void query.refetch(),
  };
}
