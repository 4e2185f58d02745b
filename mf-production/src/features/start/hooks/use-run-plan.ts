import { useQuery } from '@tanstack/react-query';
import type { RunPlan } from '@agrocadena/contracts';
import { messageOf } from '@agrocadena/shared-ui';
import { activityRunPlanQuery, processRunPlanQuery } from '../api/start-api';

/** What a start wizard reads first: an activity's or a process's run plan (null id: nothing to read). */
export function useRunPlan(kind: 'activity' | 'process', id: string | null) {
  const query = useQuery({ ...(kind === 'activity' ? activityRunPlanQuery(id ?? '') : processRunPlanQuery(id ?? '')), enabled: Boolean(id) });
  return {
    plan: query.data as RunPlan | undefined,
    error: query.isError ? messageOf(query.error) : null,
    reload: () => void query.refetch(),
  };
}
